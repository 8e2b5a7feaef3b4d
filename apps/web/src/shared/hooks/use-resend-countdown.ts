import { useCallback, useState } from 'react';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { deviceStorage } from '@/shared/storage/device-storage';

/**
 * The resend-code timer (spec section 4): after a resend the link waits until the expiry saved on the
 * device passes, so a reload does not reset it. `hasResent` stays true once a code was resent in this
 * verification, until `reset` (a confirmed code or a logout forgets it).
 */
export const useResendCountdown = (scope: string) => {
  const [expiresAt, setExpiresAt] = useState<number | null>(() => deviceStorage.getResendCodeExpiry(scope));
  const remainingSeconds = useCountdown(expiresAt);

  const start = useCallback(
    (timeoutSeconds: number) => {
      const next = Date.now() + timeoutSeconds * 1000;
      deviceStorage.setResendCodeExpiry(scope, next);
      setExpiresAt(next);
    },
    [scope],
  );

  const reset = useCallback(() => {
    deviceStorage.setResendCodeExpiry(scope, null);
    setExpiresAt(null);
  }, [scope]);

  return { remainingSeconds, canResend: remainingSeconds === 0, hasResent: expiresAt !== null, start, reset };
};
