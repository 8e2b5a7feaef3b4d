// The spec's error catalogue (section 8), applied in one place for every call. Callers only say which
// rows they handle themselves; everything else happens here.
import {
  PASSWORD_MUST_BE_CHANGED_DETAIL,
  SESSION_EXPIRED_DETAIL,
  STAFF_SECOND_FACTOR_REQUIRED,
} from '@portal/contracts/api/codes';
import { type ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { appEnvironment } from '@/shared/lib/app-environment';
import { PATHS } from '@/shared/lib/paths';
import { logoutLocally } from '@/shared/session/local-logout';
import { loginPathFor } from '@/shared/session/logout-reasons';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast/toast-store';

export type TErrorHandling = {
  /**
   * 'page' (default): the whole catalogue; field errors and generic failures become a toast.
   * 'form': the same, but field errors, non_field_errors and generic failures are left to the form.
   * 'silent': nothing; the caller handles every failure.
   */
  mode?: 'page' | 'form' | 'silent';
  /** Statuses the caller handles itself (for example 404 for a page that says "not found" in place). */
  handledStatuses?: readonly number[];
};

/** Location state the error pages read: a title, a message and the HTTP status. */
export type TErrorPageState = { title?: string; message?: string; status?: number };

const BLOCKED = new Set(['temporary_blocked', 'permanent_blocked']);

/** Marks the cached profile with a step the user must take first; the gate in guards.tsx then leads there. */
const markProfile = (flag: 'force_password_change' | 'second_factor_setup_required'): void => {
  const { queryClient } = appEnvironment();
  const profile = queryClient.getQueryData<Record<string, unknown>>(profileQueryKey);
  if (profile) queryClient.setQueryData(profileQueryKey, { ...profile, [flag]: true });
  else void queryClient.invalidateQueries({ queryKey: profileQueryKey });
};

export const applyErrorCatalogue = (error: ApiError, handling: TErrorHandling = {}): void => {
  const mode = handling.mode ?? 'page';
  if (mode === 'silent' || handling.handledStatuses?.includes(error.status)) return;
  const { navigate, currentPath } = appEnvironment();

  if (error.extraCode && BLOCKED.has(error.extraCode)) {
    logoutLocally(PATHS.accountBlocked);
    return;
  }
  if (error.status === 401) {
    // A session the server ended (inactivity, its absolute limit) says so on the login page.
    logoutLocally(error.detail === SESSION_EXPIRED_DETAIL ? loginPathFor('expired') : PATHS.login);
    return;
  }
  if (error.status === 403) {
    if (error.detail === PASSWORD_MUST_BE_CHANGED_DETAIL) {
      markProfile('force_password_change');
      return;
    }
    if (error.code === STAFF_SECOND_FACTOR_REQUIRED.code) {
      markProfile('second_factor_setup_required');
      return;
    }
    if (error.code === 'permission_denied' || error.code === 'login_2fa_required') {
      sessionStore.showVerification(error.code);
      return;
    }
    if (error.code === 'max_verification_limit_reached') {
      const state: TErrorPageState = {
        title: 'Sorry!',
        message: error.detail ?? GENERIC_FAILURE,
        status: 403,
      };
      navigate(PATHS.errorPage, { state });
      return;
    }
    if (error.code === 'action_confirmation_required') {
      navigate(`${PATHS.actionConfirmation}?next=${encodeURIComponent(currentPath())}`);
      return;
    }
    navigate(PATHS.forbidden, {
      state: { message: error.detail, status: 403 } satisfies TErrorPageState,
    });
    return;
  }
  if (error.status === 404) {
    navigate(PATHS.notFound, { replace: true });
    return;
  }
  if (error.status >= 500 && error.status <= 505) {
    navigate(PATHS.serverError, { state: { status: error.status } satisfies TErrorPageState });
    return;
  }
  if (error.detail) {
    toast.error(error.detail);
    return;
  }
  if (mode === 'form') return;
  const messages = [error.nonFieldErrors, ...Object.values(error.fieldErrors)].filter(Boolean);
  toast.error(messages.length > 0 ? messages.join(', ') : GENERIC_FAILURE);
};
