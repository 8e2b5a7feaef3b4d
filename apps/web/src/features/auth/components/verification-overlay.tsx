import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useConfirmLogin } from '@/features/auth/api/confirm-login';
import {
  type TTypedChannel,
  useConfirmLoginWithFactor,
  useConfirmLoginWithPasskey,
} from '@/features/auth/api/confirm-login-with-factor';
import { useSecondFactorChannels } from '@/features/auth/api/get-second-factor-channels';
import { useRequestTwoFactorCode } from '@/features/auth/api/request-two-factor-code';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CodeEntryFields } from '@/shared/forms/code-entry-fields';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useResendCode } from '@/shared/hooks/use-resend-code';
import { logout } from '@/shared/session/logout';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore, type TVerificationCode } from '@/shared/session/session-store';
import { RouterLink } from '@/shared/ui/router-link';
import { OtherFactorLinks, offeredChannels, type TOfferedChannel } from './other-factor-links';
import { usePasskeyFactor } from './passkey-factor';
import { useTypedFactorForm } from './typed-factor-fields';

export const VERIFICATION_TEXTS: Record<TVerificationCode, string> = {
  permission_denied:
    'Your password was recently reset. Two-factor verification is required. A verification code has been sent to your phone by SMS.',
  login_2fa_required: 'A verification code has just been sent to your phone by SMS.',
};

/** Where the resend expiry of the sign-in code is kept on the device. */
export const LOGIN_RESEND_SCOPE = 'login';

/** Said before the typed factor's own text when the sign-in follows a password reset. */
const AFTER_RESET = 'Your password was recently reset. Two-factor verification is required.';

/**
 * The Verification overlay (spec sections 2 and 4): shown when the profile answers permission_denied or
 * login_2fa_required; a correct code hides it; Back to Login logs out. It opens on the user's default
 * way to confirm (the SMS code unless an authenticator app is set up) and offers the others.
 */
export const VerificationOverlay = ({ code }: { code: TVerificationCode }) => {
  const channels = useSecondFactorChannels();
  const requestSms = useRequestTwoFactorCode();
  const [chosen, setChosen] = useState<TOfferedChannel | null>(null);
  if (channels.isPending) return null;
  const offered = offeredChannels(channels.data?.channels);
  const channel = chosen ?? offered[0] ?? 'sms';

  const handleChoose = async (next: TOfferedChannel) => {
    // Switching to SMS sends the code the SMS screen says was just sent.
    if (
      next === 'sms' &&
      !(await requestSms.mutateAsync().then(
        () => true,
        () => false,
      ))
    )
      return;
    setChosen(next);
  };
  const others = <OtherFactorLinks channels={offered} current={channel} onChoose={handleChoose} />;
  if (channel === 'sms') return <SmsVerification code={code} others={others} />;
  if (channel === 'passkey') return <PasskeyVerification code={code} others={others} />;
  return <TypedFactorVerification code={code} channel={channel} others={others} />;
};

/** The frame both kinds of the overlay share: heading, content, Back to Login and Submit. */
const VerificationDialog = ({
  onSubmit,
  canSubmit,
  children,
}: {
  onSubmit: () => void;
  canSubmit: boolean;
  children: ReactNode;
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} component="h1" variant="h2">
          Verification
        </DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={() => void logout()}>
            Back to Login
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            Submit
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

/** The sign-in is confirmed: the overlay closes and the profile loads with the signed-in key. */
const useSignInConfirmed = () => {
  const queryClient = useQueryClient();
  return async () => {
    sessionStore.hideVerification();
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };
};

/** The overlay of a factor other than the SMS code: its text and fields, then the other ways. */
const FactorVerification = ({
  code,
  form,
  others,
}: {
  code: TVerificationCode;
  form: { fields: ReactNode; onSubmit: () => void; canSubmit: boolean };
  others: ReactNode;
}) => (
  <VerificationDialog onSubmit={form.onSubmit} canSubmit={form.canSubmit}>
    {code === 'permission_denied' ? <Typography sx={{ mb: 1 }}>{AFTER_RESET}</Typography> : null}
    {form.fields}
    {others}
  </VerificationDialog>
);

/** A code from the authenticator app, or a backup code. */
const TypedFactorVerification = ({
  code,
  channel,
  others,
}: {
  code: TVerificationCode;
  channel: TTypedChannel;
  others: ReactNode;
}) => {
  const confirmed = useSignInConfirmed();
  const confirm = useConfirmLoginWithFactor();
  const form = useTypedFactorForm(channel, async (typed) => {
    await confirm.mutateAsync({ channel, code: typed });
    await confirmed();
  });
  return <FactorVerification code={code} form={form} others={others} />;
};

/** One of the user's passkeys, through the browser's prompt. */
const PasskeyVerification = ({ code, others }: { code: TVerificationCode; others: ReactNode }) => {
  const confirmed = useSignInConfirmed();
  const confirm = useConfirmLoginWithPasskey();
  const form = usePasskeyFactor(async () => {
    await confirm.mutateAsync();
    await confirmed();
  });
  return <FactorVerification code={code} form={form} others={others} />;
};

/** The spec's SMS code. */
const SmsVerification = ({ code, others }: { code: TVerificationCode; others: ReactNode }) => {
  const queryClient = useQueryClient();
  const location = useLocation();
  const resend = useResendCode(LOGIN_RESEND_SCOPE, useRequestTwoFactorCode().mutateAsync);
  const confirmLogin = useConfirmLogin();
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });

  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      await confirmLogin.mutateAsync(values);
      resend.reset();
      sessionStore.hideVerification();
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  const supportLink = `/account/contact-support/?redirect_uri=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <VerificationDialog
      onSubmit={handleSubmit(handleConfirm)}
      canSubmit={formState.isValid && !formState.isSubmitting}
    >
      <Typography sx={{ mb: 1 }}>{VERIFICATION_TEXTS[code]}</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <CodeEntryFields
        control={control}
        remainingSeconds={resend.remainingSeconds}
        resending={resend.resending}
        onResend={resend.handleResend}
        support={
          resend.hasResent ? (
            <RouterLink to={supportLink} variant="body2">
              Contact support
            </RouterLink>
          ) : null
        }
      />
      {others}
    </VerificationDialog>
  );
};
