import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useUpdateOnboardingStatus } from '@/features/tour/api/update-onboarding-status';
import { DASHBOARD_TOUR_KEY, DASHBOARD_TOUR_STEPS } from '@/features/tour/components/tour-steps';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';

// The overlay loads only for a user who has not done the tour yet.
const TourOverlay = lazy(async () => ({
  default: (await import('@/features/tour/components/tour-overlay')).TourOverlay,
}));

/**
 * The dashboard tour: shown on the dashboard until the user finishes or exits it once; then the
 * onboarding key is saved on the profile and it does not come back. Staff (and managed-user mode) skip it.
 */
export const GuidedTour = () => {
  const { data: profile } = useProfile();
  const managed = useSession((session) => session.managedUserId !== null);
  const { pathname } = useLocation();
  const complete = useUpdateOnboardingStatus();
  const due =
    pathname === '/' &&
    profile !== undefined &&
    !profile.is_staff &&
    !managed &&
    profile.onboardings[DASHBOARD_TOUR_KEY] !== true &&
    !complete.isPending &&
    !complete.isSuccess;
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay steps={DASHBOARD_TOUR_STEPS} onFinish={() => complete.mutate(DASHBOARD_TOUR_KEY)} />
    </Suspense>
  );
};
