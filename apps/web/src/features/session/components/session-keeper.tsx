import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { lastActivityQueryOptions } from '@/features/session/api/get-last-activity';
import { useSessionConfig } from '@/features/session/api/get-session-config';
import { useKeepAlive } from '@/features/session/api/keep-alive';
import { KeepSessionModal } from '@/features/session/components/keep-session-modal';
import { getLastRequestAt, subscribeRequestActivity } from '@/shared/api/activity';
import { logout } from '@/shared/session/logout';
import { loginPathFor } from '@/shared/session/logout-reasons';

/**
 * Session keep-alive (spec section 4): after session_expire_warning_after seconds without a request, ask
 * the server how long the user has really been inactive; if time remains, offer to stay logged in with
 * a countdown to session_expire_after; at zero, log out. Every request restarts the wait.
 */
export const SessionKeeper = () => {
  const { data: config } = useSessionConfig();
  const queryClient = useQueryClient();
  const keepAlive = useKeepAlive();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Logging out: no further inactivity check may run (its call would race the logout's own).
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (!config || deadline !== null || ended) return;
    const warnAfterMs = config.session_expire_warning_after * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;

    const schedule = (delayMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), Math.max(0, delayMs));
    };

    const check = async () => {
      let inactiveSeconds: number;
      try {
        inactiveSeconds = (await queryClient.fetchQuery(lastActivityQueryOptions())).inactive_seconds;
      } catch {
        return; // A 401 has logged the user out already; other failures wait for the next request.
      }
      if (!active) return;
      const remaining = config.session_expire_after - inactiveSeconds;
      if (remaining <= 0) {
        setEnded(true);
        void logout({ redirectTo: loginPathFor('idle') });
      } else if (inactiveSeconds < config.session_expire_warning_after) {
        // Activity elsewhere (another tab) kept the session going: wait the rest of the warning time.
        schedule((config.session_expire_warning_after - inactiveSeconds) * 1000);
      } else setDeadline(Date.now() + remaining * 1000);
    };

    schedule(getLastRequestAt() + warnAfterMs - Date.now());
    const unsubscribe = subscribeRequestActivity(() => schedule(warnAfterMs));
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [config, deadline, ended, queryClient]);

  const handleStay = async () => {
    setBusy(true);
    try {
      await keepAlive.mutateAsync();
      setDeadline(null);
    } catch {
      // The error catalogue has answered (a 401 logs out).
    } finally {
      setBusy(false);
    }
  };

  // Logout chosen in the modal is the user's own; the countdown running out is the idle timeout.
  const handleLogout = useCallback(() => {
    setEnded(true);
    void logout();
  }, []);
  const handleExpired = useCallback(() => {
    setEnded(true);
    void logout({ redirectTo: loginPathFor('idle') });
  }, []);

  if (deadline === null || ended) return null;
  return (
    <KeepSessionModal
      deadline={deadline}
      busy={busy}
      onStay={handleStay}
      onLogout={handleLogout}
      onExpired={handleExpired}
    />
  );
};
