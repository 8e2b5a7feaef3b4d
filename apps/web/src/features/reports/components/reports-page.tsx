import Typography from '@mui/material/Typography';
import { GeneratedReportsList } from '@/features/reports/components/generated-reports-list';
import { ReportGeneratorForm } from '@/features/reports/components/report-generator-form';
import { REPORTS_DISCLAIMER } from '@/features/reports/components/report-texts';
import { useSession } from '@/shared/session/session-store';

/**
 * The reports page (spec 002 section 2): the generator, the generated reports and the disclaimer. A
 * viewer of shared accounts sees the reports only: generating is the investor's.
 */
export const ReportsPage = () => {
  const viewing = useSession((session) => session.sharedView !== null);
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Reports
      </Typography>
      {viewing ? null : <ReportGeneratorForm />}
      <GeneratedReportsList />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }} data-testid="reports-disclaimer">
        {REPORTS_DISCLAIMER}
      </Typography>
    </section>
  );
};
