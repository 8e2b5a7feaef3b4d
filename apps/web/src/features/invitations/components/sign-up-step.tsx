import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TInvite } from '@portal/contracts/api/invitations';
import { type TSignUpForm, zSignUpForm } from '@portal/contracts/forms/invitations';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { ConfirmationModal } from '@/shared/ui/confirmation-modal';
import { InvitationCard } from './invitation-card';
import { SignUpFields } from './sign-up-fields';

/** Spec section 6: a 403 without the server's own message. */
export const SIGN_UP_FORBIDDEN_FALLBACK = 'Oops something went wrong';

const FIELDS = [
  'email',
  'password1',
  'password2',
  'phone_number',
  'password_check_list',
  'agreement_terms_and_policy',
  'marketing_opt_out',
] as const;

export type TSignUpStepProps = {
  invite: TInvite;
  title: string;
  /** Sends the form and reads the invite again, which moves the screen on. */
  submit: (values: TSignUpForm) => Promise<unknown>;
};

/**
 * sign_up (primary) and password_reset (secondary): e-mail, password with its live checklist, repeat,
 * mobile number and the agreement. A 403 means sign-up is closed for this invitation: the 'Forbidden'
 * modal shows whom to contact, from the server's message.
 */
export const SignUpStep = ({ invite, title, submit }: TSignUpStepProps) => {
  const [forbidden, setForbidden] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useZodForm(zSignUpForm, {
    email: invite.email,
    password1: '',
    password2: '',
    phone_number: invite.phone_number,
    password_check_list: false,
    agreement_terms_and_policy: false,
    marketing_opt_out: false,
  });
  const handleSignUp = async (values: TSignUpForm) => {
    try {
      await submit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setForbidden(error.detail ?? SIGN_UP_FORBIDDEN_FALLBACK);
        return;
      }
      applyServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <InvitationCard title={title}>
      <Typography sx={{ mb: 1 }}>
        Set up your sign-in with the e-mail address this invitation was sent to.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(handleSignUp)} aria-label={title}>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <SignUpFields control={control} setValue={setValue} />
        <FormActions submitLabel="Sign up" disabled={!formState.isValid || formState.isSubmitting} />
      </Box>
      <ConfirmationModal
        open={forbidden !== null}
        title="Forbidden"
        message={forbidden ?? undefined}
        onOk={() => setForbidden(null)}
      />
    </InvitationCard>
  );
};
