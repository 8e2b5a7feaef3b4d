import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useConfirmAction } from '@/features/auth/api/confirm-action';
import {
  useConfirmActionWithFactor,
  useConfirmActionWithPasskey,
} from '@/features/auth/api/confirm-action-with-factor';
import type { TTypedChannel } from '@/features/auth/api/confirm-login-with-factor';
import { useSecondFactorChannels } from '@/features/auth/api/get-second-factor-channels';
import { useSecuritySchema } from '@/features/auth/api/get-security-schema';
import { useSendConfirmationCode } from '@/features/auth/api/send-confirmation-code';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CodeEntryFields } from '@/shared/forms/code-entry-fields';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useResendCode } from '@/shared/hooks/use-resend-code';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { OtherFactorLinks, offeredChannels, type TOfferedChannel } from './other-factor-links';
import { usePasskeyFactor } from './passkey-factor';
import { useTypedFactorForm } from './typed-factor-fields';

export const ACTION_RESEND_SCOPE = 'action-confirmation';

const useNextPath = (): string => toSafeInternalPath(useSearchParams()[0].get('next')) ?? '/';

/** Sends a confirmation code once on arrival, then takes the code and goes on to `next`. */
const ConfirmWithCode = ({ next, others }: { next: string; others: ReactNode }) => {
  const navigate = useNavigate();
  const { mutateAsync: sendConfirmationCode } = useSendConfirmationCode();
  const confirmAction = useConfirmAction();
  const resend = useResendCode(ACTION_RESEND_SCOPE, sendConfirmationCode);
  const [sent, setSent] = useState(false);
  const sentOnce = useRef(false);
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });

  // The server counts this send as a resend: it starts the wait, and a code still waiting from a moment
  // ago (a reload) is not sent again.
  const { canResend, startCountdown } = resend;
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    if (!canResend) {
      setSent(true);
      return;
    }
    sendConfirmationCode().then(
      () => {
        setSent(true);
        startCountdown();
      },
      () => undefined,
    );
  }, [canResend, startCountdown, sendConfirmationCode]);

  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      await confirmAction.mutateAsync(values);
      resend.reset();
      navigate(next, { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  return (
    <ConfirmationFrame
      onSubmit={handleSubmit(handleConfirm)}
      canSubmit={formState.isValid && !formState.isSubmitting}
    >
      <Typography sx={{ mb: 1 }}>
        {sent
          ? 'To continue, enter the verification code that has been sent to your phone by SMS.'
          : 'Sending a verification code to your phone by SMS…'}
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <CodeEntryFields
        control={control}
        remainingSeconds={resend.remainingSeconds}
        onResend={resend.handleResend}
      />
      {others}
    </ConfirmationFrame>
  );
};

/** The Verification page's frame: heading, content, Cancel and Submit. */
const ConfirmationFrame = ({
  onSubmit,
  canSubmit,
  children,
}: {
  onSubmit: () => void;
  canSubmit: boolean;
  children: ReactNode;
}) => {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Verification
        </Typography>
        {children}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 3 }}>
          <Button type="button" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            Submit
          </Button>
        </Box>
      </Box>
    </Paper>
  );
};

/** A code from the authenticator app, or a backup code. */
const ConfirmWithTypedFactor = ({
  next,
  channel,
  others,
}: {
  next: string;
  channel: TTypedChannel;
  others: ReactNode;
}) => {
  const navigate = useNavigate();
  const confirm = useConfirmActionWithFactor();
  const form = useTypedFactorForm(channel, async (code) => {
    await confirm.mutateAsync({ channel, code });
    navigate(next, { replace: true });
  });
  return <FactorConfirmation form={form} others={others} />;
};

/** The page of a factor other than the SMS code: its text and fields, then the other ways. */
const FactorConfirmation = ({
  form,
  others,
}: {
  form: { fields: ReactNode; onSubmit: () => void; canSubmit: boolean };
  others: ReactNode;
}) => (
  <ConfirmationFrame onSubmit={form.onSubmit} canSubmit={form.canSubmit}>
    {form.fields}
    {others}
  </ConfirmationFrame>
);

/** One of the user's passkeys, through the browser's prompt. */
const ConfirmWithPasskey = ({ next, others }: { next: string; others: ReactNode }) => {
  const navigate = useNavigate();
  const confirm = useConfirmActionWithPasskey();
  const form = usePasskeyFactor(async () => {
    await confirm.mutateAsync();
    navigate(next, { replace: true });
  });
  return <FactorConfirmation form={form} others={others} />;
};

/**
 * Confirms with the user's default way (the SMS code unless an authenticator app is set up) and offers
 * the others; choosing SMS sends its code on arrival, as the spec's page does.
 */
const ConfirmWithFactor = ({ next }: { next: string }) => {
  const channels = useSecondFactorChannels();
  const [chosen, setChosen] = useState<TOfferedChannel | null>(null);
  if (channels.isPending) return <PageSpinner />;
  const offered = offeredChannels(channels.data?.channels);
  const channel = chosen ?? offered[0] ?? 'sms';
  const others = <OtherFactorLinks channels={offered} current={channel} onChoose={setChosen} />;
  if (channel === 'sms') return <ConfirmWithCode next={next} others={others} />;
  if (channel === 'passkey') return <ConfirmWithPasskey next={next} others={others} />;
  return <ConfirmWithTypedFactor key={channel} next={next} channel={channel} others={others} />;
};

/** /two-factor-authentication/{channel}/action-confirmation/?next=...: confirm a protected action. */
export const ActionConfirmationPage = () => <ConfirmWithFactor next={useNextPath()} />;

/**
 * /two-factor-authentication/{channel}/check-required-confirmation/?resource=...&next=...: read the
 * security schema; go straight on when no code is needed or the session is already confirmed.
 */
export const CheckRequiredConfirmationPage = () => {
  const next = useNextPath();
  const resource = useSearchParams()[0].get('resource') ?? 'password';
  const { data, isPending, isError } = useSecuritySchema(resource);
  if (isPending) return <PageSpinner />;
  if (isError) return null;
  if (!data.two_factor_required_for_write || data.confirmed) return <Navigate to={next} replace />;
  return <ConfirmWithFactor next={next} />;
};
