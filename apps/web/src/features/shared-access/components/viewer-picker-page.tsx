import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TViewableInvestor } from '@portal/contracts/api/shared-access';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useViewableAccounts } from '@/features/shared-access/api/get-viewable-accounts';
import { enterSharedView, leaveSharedView } from '@/features/shared-access/api/shared-view-mode';
import { sessionStore, useSession } from '@/shared/session/session-store';
import { ListRow } from '@/shared/ui/list-row';
import { PageSpinner } from '@/shared/ui/page-spinner';

export const VIEWER_PICKER_TEXTS = {
  title: 'Accounts shared with you',
  intro: 'Choose whose accounts to view. You can see their dashboard, documents and reports, read only.',
  none: 'No one shares accounts with you at the moment.',
  view: 'View',
} as const;

const InvestorItem = ({ investor, onView }: { investor: TViewableInvestor; onView: () => void }) => (
  <ListRow label={investor.investor_name}>
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{investor.investor_name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {investor.accounts.map((a) => a.name).join(', ')}
      </Typography>
    </Box>
    <Button
      variant="contained"
      onClick={onView}
      aria-label={`View the accounts of ${investor.investor_name}`}
    >
      {VIEWER_PICKER_TEXTS.view}
    </Button>
  </ListRow>
);

/**
 * The viewer's choice of whose shared accounts to view (issue 20, part 4). Opening it leaves any view in
 * progress; with exactly one investor, and when asked to (`?direct`), it goes straight to their accounts.
 */
export const ViewerPickerPage = () => {
  const viewing = useSession((session) => session.sharedView !== null);
  const viewable = useViewableAccounts({ enabled: !viewing });
  const direct = useSearchParams()[0].has('direct');
  const navigate = useNavigate();
  const view = (investor: TViewableInvestor) => enterSharedView(investor, () => navigate('/'));
  // Opening the page ends a view in progress; only on arrival, not when a choice here starts one.
  useEffect(() => {
    if (sessionStore.get().sharedView !== null) leaveSharedView();
  }, []);
  const only = viewable.data?.length === 1 ? viewable.data[0] : undefined;
  useEffect(() => {
    if (direct && only) enterSharedView(only, () => navigate('/', { replace: true }));
  }, [direct, only, navigate]);
  if (viewing || !viewable.data) return <PageSpinner />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {VIEWER_PICKER_TEXTS.title}
      </Typography>
      {viewable.data.length === 0 ? (
        <Alert severity="info">{VIEWER_PICKER_TEXTS.none}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{VIEWER_PICKER_TEXTS.intro}</Typography>
          <Box component="ul" aria-label={VIEWER_PICKER_TEXTS.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {viewable.data.map((investor) => (
              <InvestorItem key={investor.investor_id} investor={investor} onView={() => view(investor)} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
};
