// '/': the home of the user's product line. Staff land in their console; a loan-note client on their loan
// notes; everyone else on the dashboard, with the way back to an unfinished application above it.
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ContinueApplicationCard } from '@/features/account-setup/components/accounts/continue-application-card';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { StaffLandsInConsole } from '@/features/staff/components/staff-landing';
import { currentApplicationQueryOptions } from '@/shared/application/current-application';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { homeLine } from './home-line';

const LOAN_NOTES_HOME = '/products/';

export const HomePage = () => {
  const { data: profile } = useProfile();
  // The line is known once the application is (or the server could not say): no dashboard flashes first.
  const application = useQuery(currentApplicationQueryOptions());
  if (!profile || application.isPending) return <PageSpinner />;
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
