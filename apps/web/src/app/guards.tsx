// Route guards (spec section 2): guest-only pages, signed-in pages, and the forced password change that
// takes precedence over every page.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';

const VerificationOverlay = lazy(() =>
  import('@/features/auth/components/verification-overlay').then((module) => ({
    default: module.VerificationOverlay,
  })),
);

/**
 * Where a signed-in user may still go while a password change is forced: the change (and the code it
 * asks for), support and the legal pages. The server refuses every other call until the change.
 */
const FORCED_CHANGE_EXEMPT = [
  PATHS.changePassword,
  '/account-new/change-password/',
  '/two-factor-authentication/',
  PATHS.contactSupport,
  '/account/legal/',
  PATHS.errorPage,
  '/unauthorized/',
  PATHS.forbidden,
  PATHS.notFound,
  PATHS.serverError,
  PATHS.accountBlocked,
];

const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);
const isExempt = (pathname: string): boolean =>
  FORCED_CHANGE_EXEMPT.some((path) => withSlash(pathname).startsWith(path));

/** The forced Individual info flow, and where a user may still go while it is due. */
export const INDIVIDUAL_INFO_FLOW_PATH = '/individual-info/';
const DETAILS_FLOW_EXEMPT = [
  INDIVIDUAL_INFO_FLOW_PATH,
  ...FORCED_CHANGE_EXEMPT,
  // Invitations lead to the flow themselves, after the steps that come before it.
  '/invitation/',
  '/invitation-secondary/',
  '/accounts/secondary-invite/',
];
const isDetailsExempt = (pathname: string): boolean =>
  DETAILS_FLOW_EXEMPT.some((path) => withSlash(pathname).startsWith(path));

type TFromState = { from?: { pathname: string; search?: string } };

/** Login, reset and verify pages: a stored token sends the user on (to where they were going, or home). */
export const GuestOnlyRoute = () => {
  const token = useSession((session) => session.token);
  const from = (useLocation().state as TFromState | null)?.from;
  if (token) return <Navigate to={from ? `${from.pathname}${from.search ?? ''}` : '/'} replace />;
  return <Outlet />;
};

/** Signed-in pages: no token goes to login; the profile loads first; two-factor shows its overlay. */
export const RequireAuthRoute = () => {
  const token = useSession((session) => session.token);
  const verification = useSession((session) => session.verification);
  const signedOutTo = useSession((session) => session.signedOutTo);
  const location = useLocation();
  const profile = useProfile();
  if (!token) {
    // Just logged out: follow the logout to where it is going; otherwise remember where the user was.
    if (signedOutTo) return <Navigate to={signedOutTo} replace />;
    return <Navigate to={PATHS.login} replace state={{ from: location } satisfies TFromState} />;
  }
  if (verification) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <VerificationOverlay code={verification} />
      </Suspense>
    );
  }
  if (!profile.data) return <PageSpinner />;
  return <Outlet />;
};

/**
 * A forced password change (profile.force_password_change) sends every page to the change screen; then a
 * staff member without an authenticator app or a passkey goes to the sign-in methods to set one up.
 */
export const ForcedPasswordChangeGate = () => {
  const token = useSession((session) => session.token);
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  if (token && profile?.force_password_change && !isExempt(pathname)) {
    return <Navigate to={PATHS.changePassword} replace />;
  }
  if (
    token &&
    profile?.second_factor_setup_required &&
    !profile.force_password_change &&
    !isExempt(pathname) &&
    !withSlash(pathname).startsWith(PATHS.signInMethods)
  ) {
    return <Navigate to={PATHS.signInMethods} replace />;
  }
  // Missing details come next (staff are exempt; the server already leaves the flag off for them).
  if (
    token &&
    profile?.force_filling_missing_personal_details &&
    !profile.force_password_change &&
    !profile.is_staff &&
    !isDetailsExempt(pathname)
  ) {
    return <Navigate to={INDIVIDUAL_INFO_FLOW_PATH} replace />;
  }
  return <Outlet />;
};
