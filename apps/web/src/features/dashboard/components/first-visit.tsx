// The dashboard before there is a portfolio to show (a new investor, an applicant): what will appear and
// when, instead of seven cards of empty charts.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DASHBOARD_FIRST_VISIT_TEXTS, type TDashboardAccount } from '@portal/contracts/api/dashboard';

/** The cards have something to show once an account holds an investment option. */
export const hasPortfolio = (accounts: readonly TDashboardAccount[]): boolean =>
  accounts.some((account) => account.investment_options.length > 0);

export const FirstVisit = () => (
  <Paper
    variant="outlined"
    component="section"
    aria-labelledby="dashboard-first-visit-title"
    data-testid="dashboard-first-visit"
    sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}
  >
    <Typography id="dashboard-first-visit-title" variant="h2" sx={{ mb: 1.5 }}>
      {DASHBOARD_FIRST_VISIT_TEXTS.title}
    </Typography>
    <Typography sx={{ mb: 1 }}>{DASHBOARD_FIRST_VISIT_TEXTS.what}</Typography>
    <Typography color="text.secondary">{DASHBOARD_FIRST_VISIT_TEXTS.when}</Typography>
  </Paper>
);
