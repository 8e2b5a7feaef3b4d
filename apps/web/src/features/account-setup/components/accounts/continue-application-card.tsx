// The home page's way back to an unfinished application: the first account the user started and has not
// submitted, linking to its summary (where the setup stands and what is still to fill in).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CONTINUE_APPLICATION_TEXTS,
  type TAccountListItem,
  type TAccountsListEntry,
} from '@portal/contracts/api/account-setup';
import type { TAccountStatus } from '@portal/contracts/api/onboarding';
import { Link } from 'react-router';
import { useAccountsQuietly } from '@/features/account-setup/api/get-accounts-quietly';
import { StatusTag } from './status-tag';

/** The statuses in which the application is still the primary user's to fill in and submit. */
const UNSUBMITTED: readonly TAccountStatus[] = ['draft', 'pending', 'application_in_progress'];

/** The account whose application the user can continue, if any. */
export const applicationToContinue = (entries: readonly TAccountsListEntry[]): TAccountListItem | null =>
  entries.find(
    (entry): entry is TAccountListItem =>
      entry.kind === 'account' && entry.is_primary && UNSUBMITTED.includes(entry.status),
  ) ?? null;

export const continueApplicationPath = (account: TAccountListItem): string =>
  `/account-setup/summary/?account=${account.id}`;

export const ContinueApplicationCard = () => {
  const { data } = useAccountsQuietly();
  const account = data ? applicationToContinue(data) : null;
  if (!account) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="continue-application-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'primary.main' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id="continue-application-title" variant="h3" component="h2">
          {CONTINUE_APPLICATION_TEXTS.title(account.name)}
        </Typography>
        <StatusTag status={account.status_display} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {CONTINUE_APPLICATION_TEXTS.text}
      </Typography>
      <Button variant="contained" component={Link} to={continueApplicationPath(account)}>
        {CONTINUE_APPLICATION_TEXTS.action}
      </Button>
    </Paper>
  );
};
