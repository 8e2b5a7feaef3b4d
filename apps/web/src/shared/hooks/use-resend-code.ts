import { useCallback, useState } from 'react';
import { useResendTimeoutSeconds } from '@/shared/api/utils-config';
import { useResendCountdown } from '@/shared/hooks/use-resend-countdown';
import { toast } from '@/shared/toast/toast-store';

/**
 * Resending a verification code: `handleResend` calls `send`, shows its `detail` as a success toast and
 * starts the resend countdown of `scope`; `resending` is true while the request runs. Errors are shown
 * by the error catalogue. `startCountdown` starts the wait without sending (a code sent on arrival).
 */
export const useResendCode = (scope: string, send: () => Promise<{ detail: string }>) => {
  const timeoutSeconds = useResendTimeoutSeconds();
  const { remainingSeconds, canResend, hasResent, start, reset } = useResendCountdown(scope);
  const [resending, setResending] = useState(false);

  const startCountdown = useCallback(() => start(timeoutSeconds), [start, timeoutSeconds]);

  const handleResend = useCallback(async () => {
    setResending(true);
    try {
      const { detail } = await send();
      toast.success(detail);
      start(timeoutSeconds);
    } catch {
      // The error catalogue has told the user.
    } finally {
      setResending(false);
    }
  }, [send, start, timeoutSeconds]);

  return { remainingSeconds, canResend, hasResent, resending, handleResend, startCountdown, reset };
};
