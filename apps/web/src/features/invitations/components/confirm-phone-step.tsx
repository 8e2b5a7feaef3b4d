import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TInvite } from '@portal/contracts/api/invitations';
import { formatPhoneGrouped } from '@portal/contracts/formats';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useCallback, useEffect, useRef } from 'react';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CodeEntryFields } from '@/shared/forms/code-entry-fields';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useResendCode } from '@/shared/hooks/use-resend-code';
import { InvitationCard } from './invitation-card';

/** The resend wait of an invitation's phone code, kept on the device per invitation. */
export const invitePhoneScope = (uuid: string) => `invite-phone-${uuid}`;

export type TConfirmPhoneStepProps = {
  invite: TInvite;
  confirm: (code: string) => Promise<TLoginResponse>;
  resend: () => Promise<{ detail: string }>;
  onSignedIn: (answer: TLoginResponse) => Promise<void>;
};

/**
 * confirm_phone_number: the six-digit code sent by SMS at sign-up, the number shown 4-3-3, and resend
 * with the shared countdown. The code was just sent, so the wait starts on arrival.
 */
export const ConfirmPhoneStep = ({ invite, confirm, resend, onSignedIn }: TConfirmPhoneStepProps) => {
  const send = useCallback(() => resend(), [resend]);
  const resendCode = useResendCode(invitePhoneScope(invite.uuid), send);
  const { hasResent, startCountdown } = resendCode;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || hasResent) return;
    started.current = true;
    startCountdown();
  }, [hasResent, startCountdown]);
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });

  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      const answer = await confirm(values.code);
      resendCode.reset();
      await onSignedIn(answer);
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  return (
    <InvitationCard title="Confirm your mobile number">
      <Typography sx={{ mb: 1 }}>
        We have sent a verification code by SMS to{' '}
        <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
          {formatPhoneGrouped(invite.phone_number)}
        </Box>
        .
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(handleConfirm)}
        aria-label="Confirm mobile number"
      >
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <CodeEntryFields
          control={control}
          remainingSeconds={resendCode.remainingSeconds}
          resending={resendCode.resending}
          onResend={resendCode.handleResend}
        />
        <FormActions submitLabel="Confirm" disabled={!formState.isValid || formState.isSubmitting} />
      </Box>
    </InvitationCard>
  );
};
