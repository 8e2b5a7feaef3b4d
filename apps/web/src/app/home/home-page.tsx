// '/': the home of the user's product line. Staff land in their console; a loan-note client on their loan
// notes; everyone else on the dashboard, with the way back to an unfinished application above it.
import { SHARED_ACCESS_PATHS } from '@portal/contracts/api/shared-access';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ContinueApplicationCard } from '@/features/account-setup/components/accounts/continue-application-card';
import { dashboardAccountsQueryOptions } from '@/features/dashboard/api/get-dashboard-accounts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useViewableAccounts } from '@/features/shared-access/api/get-viewable-accounts';
import { StaffLandsInConsole } from '@/features/staff/components/staff-landing';
import { currentApplicationQueryOptions } from '@/shared/application/current-application';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { homeLine } from './home-line';

const LOAN_NOTES_HOME = '/products/';

/** A viewer of shared accounts sees the investor's dashboard, without the investor's applications. */
const SharedViewHome = () => <DashboardPage notice={null} />;

/**
 * A user with no accounts of their own whom someone shares accounts with (an accountant) is taken to
 * those accounts (straight in when one investor shares).
 */
const useSharedAccountsInstead = (enabled: boolean): boolean | undefined => {
  const viewable = useViewableAccounts({ enabled });
  const own = useQuery({
    ...dashboardAccountsQueryOptions(),
    enabled: enabled && (viewable.data?.length ?? 0) > 0,
  });
  if (!enabled) return false;
  if (!viewable.data) return viewable.isError ? false : undefined;
  if (viewable.data.length === 0) return false;
  if (!own.data) return own.isError ? false : undefined;
  return own.data.length === 0;
};

export const HomePage = () => {
  const { data: profile } = useProfile();
  const viewing = useSession((session) => session.sharedView !== null);
  // The line is known once the application is (or the server could not say): no dashboard flashes first.
  const application = useQuery(currentApplicationQueryOptions());
  const toShared = useSharedAccountsInstead(profile?.is_staff === false && !viewing);
  if (viewing) return <SharedViewHome />;
  if (!profile || application.isPending || toShared === undefined) return <PageSpinner />;
  if (toShared) return <Navigate to={`${SHARED_ACCESS_PATHS.picker}?direct`} replace />;
  return (
    <StaffLandsInConsole>
      {homeLine(profile, application.data) === 'loan-notes' ? (
        <Navigate to={LOAN_NOTES_HOME} replace />
      ) : (
        <DashboardPage notice={<ContinueApplicationCard />} />
      )}
    </StaffLandsInConsole>
  );
};
