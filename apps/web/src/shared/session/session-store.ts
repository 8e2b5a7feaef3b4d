// The signed-in session as the UI sees it: the token (mirrored on the device), the managed user and
// whether the two-factor Verification overlay is due. A tiny external store, so the HTTP client (outside
// React) and components read the same state.
import { useSyncExternalStore } from 'react';
import { deviceStorage, type TSharedView } from '@/shared/storage/device-storage';

export type TVerificationCode = 'permission_denied' | 'login_2fa_required';

export type TSessionState = {
  token: string | null;
  managedUserId: number | null;
  /**
   * Set while a viewer looks at the accounts an investor shared with them: managedUserId is then the
   * investor's id, which the HTTP client sends with every call, and the frame shows only the shared areas.
   */
  sharedView: TSharedView | null;
  verification: TVerificationCode | null;
  /**
   * Where the last logout sent the user (login, the account-blocked page...). Guards that notice the
   * missing token send the user there too, so they never race the logout's own redirect.
   */
  signedOutTo: string | null;
};

const listeners = new Set<() => void>();
let state: TSessionState = {
  token: deviceStorage.getToken(),
  managedUserId: deviceStorage.getManagedUserId(),
  sharedView: deviceStorage.getSharedView(),
  verification: null,
  signedOutTo: null,
};

const update = (next: Partial<TSessionState>): void => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const sessionStore = {
  get: (): TSessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken: (token: string): void => {
    deviceStorage.setToken(token);
    update({ token, signedOutTo: null });
  },
  setManagedUserId: (managedUserId: number | null): void => {
    deviceStorage.setManagedUserId(managedUserId);
    update({ managedUserId });
  },
  /** Starts (or, with null, ends) viewing an investor's shared accounts. */
  setSharedView: (sharedView: TSharedView | null): void => {
    deviceStorage.setSharedView(sharedView);
    deviceStorage.setManagedUserId(sharedView?.investorId ?? null);
    update({ sharedView, managedUserId: sharedView?.investorId ?? null });
  },
  showVerification: (verification: TVerificationCode): void => update({ verification }),
  hideVerification: (): void => update({ verification: null }),
  /** Forgets the session on the device and in memory; `signedOutTo` is where the user is being sent. */
  clear: (signedOutTo: string | null = null): void => {
    deviceStorage.clearSession();
    update({ token: null, managedUserId: null, sharedView: null, verification: null, signedOutTo });
  },
  /** Re-reads the device (tests, and a token stored by another entry page). */
  reload: (): void =>
    update({
      token: deviceStorage.getToken(),
      managedUserId: deviceStorage.getManagedUserId(),
      sharedView: deviceStorage.getSharedView(),
      verification: null,
      signedOutTo: null,
    }),
};

export const useSession = <T>(select: (session: TSessionState) => T): T =>
  useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.get()));
