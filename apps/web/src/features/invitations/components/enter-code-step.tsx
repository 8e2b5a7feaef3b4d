import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TInvite } from '@portal/contracts/api/invitations';
import { INVITATION_CODE_LENGTH } from '@portal/contracts/api/onboarding';
import { type TInvitationCodeForm, zInvitationCodeForm } from '@portal/contracts/forms/invitations';
import { useActivateInvite } from '@/features/invitations/api/activate-invite';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { InvitationCard } from './invitation-card';

/** enter_code: the 12-digit code sent with the invitation by SMS. */
export const EnterCodeStep = ({ invite }: { invite: TInvite }) => {
  const { control, handleSubmit, setError, formState } = useZodForm(zInvitationCodeForm, { code: '' });
  const activate = useActivateInvite(invite.uuid);

  const handleActivate = async (values: TInvitationCodeForm) => {
    try {
      // The invite is read again on success, which moves the screen on.
      await activate.mutateAsync(values.code);
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  return (
    <InvitationCard title="Enter your invitation code">
      <Typography sx={{ mb: 1 }}>
        Enter the {INVITATION_CODE_LENGTH}-digit code we sent by SMS with your invitation.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(handleActivate)}
        aria-label="Enter the invitation code"
      >
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <FormTextField
          control={control}
          name="code"
          label="Invitation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
        <FormActions submitLabel="Continue" disabled={!formState.isValid || formState.isSubmitting} />
      </Box>
    </InvitationCard>
  );
};
