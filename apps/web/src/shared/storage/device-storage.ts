// Everything the portal keeps on the device (spec section 3, "Saved on the device"). One key per item,
// one place that reads and writes them, and one call that forgets a session.

const KEYS = {
  token: 'portal.token',
  user: 'portal.user',
  managedUserId: 'portal.managed_user_id',
  sharedView: 'portal.shared_view',
  permissions: 'portal.permissions',
  extraPermissions: 'portal.extra_permissions',
  resendCodeExpiry: 'portal.resend_code_expiry',
  applicationId: 'portal.application_id',
  abnLookups: 'portal.abn_lookups',
  hideAmounts: 'portal.hide_amounts',
  themeMode: 'portal.theme_mode',
} as const;

/** The theme a user chose on this device; 'system' follows the operating system's setting. */
export type TThemeMode = 'system' | 'light' | 'dark';
const THEME_MODES: readonly TThemeMode[] = ['system', 'light', 'dark'];

export type TStoredUser = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_staff: boolean;
};
/** Whose shared accounts a viewer is looking at (read only); the acting header names the investor. */
export type TSharedView = { investorId: number; investorName: string };
export type TStoredPermissions = { applications: { product_key: string; modules: string[] }[] };
export type TExtraPermissions = Record<string, { actions: string[]; children: string[] }>;

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session still works for this page's life.
  }
};

const readJson = <T>(key: string): T | null => {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const writeJson = (key: string, value: unknown): void =>
  write(key, value === null ? null : JSON.stringify(value));

export const deviceStorage = {
  getToken: (): string | null => read(KEYS.token),
  setToken: (token: string | null): void => write(KEYS.token, token),

  getUser: (): TStoredUser | null => readJson<TStoredUser>(KEYS.user),
  setUser: (user: TStoredUser | null): void => writeJson(KEYS.user, user),

  getManagedUserId: (): number | null => {
    const raw = read(KEYS.managedUserId);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  },
  setManagedUserId: (id: number | null): void => write(KEYS.managedUserId, id === null ? null : String(id)),

  getSharedView: (): TSharedView | null => {
    const view = readJson<TSharedView>(KEYS.sharedView);
    return view && Number.isInteger(view.investorId) && typeof view.investorName === 'string' ? view : null;
  },
  setSharedView: (view: TSharedView | null): void => writeJson(KEYS.sharedView, view),

  getPermissions: (): TStoredPermissions | null => readJson<TStoredPermissions>(KEYS.permissions),
  setPermissions: (permissions: TStoredPermissions | null): void => writeJson(KEYS.permissions, permissions),

  getExtraPermissions: (): TExtraPermissions | null => readJson<TExtraPermissions>(KEYS.extraPermissions),
  setExtraPermissions: (permissions: TExtraPermissions | null): void =>
    writeJson(KEYS.extraPermissions, permissions),

  /** When (epoch ms) the resend-code link of `scope` becomes available again; survives a reload. */
  getResendCodeExpiry: (scope: string): number | null => {
    const all = readJson<Record<string, number>>(KEYS.resendCodeExpiry);
    const value = all?.[scope];
    return typeof value === 'number' ? value : null;
  },
  setResendCodeExpiry: (scope: string, expiresAt: number | null): void => {
    const all = { ...(readJson<Record<string, number>>(KEYS.resendCodeExpiry) ?? {}) };
    if (expiresAt === null) delete all[scope];
    else all[scope] = expiresAt;
    writeJson(KEYS.resendCodeExpiry, Object.keys(all).length > 0 ? all : null);
  },

  /** The organisation name the business register gave for an ABN (account setup), kept on the device. */
  getAbnLookup: (abn: string): string | null => {
    const value = readJson<Record<string, string>>(KEYS.abnLookups)?.[abn];
    return typeof value === 'string' ? value : null;
  },
  setAbnLookup: (abn: string, organizationName: string): void =>
    writeJson(KEYS.abnLookups, {
      ...(readJson<Record<string, string>>(KEYS.abnLookups) ?? {}),
      [abn]: organizationName,
    }),

  /** Display choices of the device, not of the session: they outlive a sign-out. */
  getAmountsHidden: (): boolean => read(KEYS.hideAmounts) === 'true',
  setAmountsHidden: (hidden: boolean): void => write(KEYS.hideAmounts, hidden ? 'true' : null),
  getThemeMode: (): TThemeMode => {
    const value = read(KEYS.themeMode);
    return THEME_MODES.find((mode) => mode === value) ?? 'system';
  },
  setThemeMode: (mode: TThemeMode): void => write(KEYS.themeMode, mode === 'system' ? null : mode),

  getApplicationId: (): string | null => read(KEYS.applicationId),
  setApplicationId: (id: string | null): void => write(KEYS.applicationId, id),

  /** Forgets the signed-in session (the chosen application stays: it is the device's brand). */
  clearSession: (): void => {
    for (const key of [
      KEYS.token,
      KEYS.user,
      KEYS.managedUserId,
      KEYS.sharedView,
      KEYS.permissions,
      KEYS.extraPermissions,
      KEYS.resendCodeExpiry,
    ]) {
      write(key, null);
    }
  },
};
