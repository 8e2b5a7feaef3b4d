// The notices of the account page that follow from the account details answer: an application off the
// straight way (someone's identity could not be verified automatically, so a manual check follows) and a
// rebalance of the portfolio in progress, with the way to the rebalance history.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accountDetailsTexts, type TAccount } from '@portal/contracts/api/account-setup';
import { Link } from 'react-router';

export const AccountNotices = ({
  account,
}: {
  account: Pick<TAccount, 'is_happy_flow' | 'has_pending_rebalance'>;
}) => {
  if (account.is_happy_flow && !account.has_pending_rebalance) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {account.is_happy_flow ? null : <Alert severity="warning">{accountDetailsTexts.notHappyFlow}</Alert>}
      {account.has_pending_rebalance ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              component={Link}
              to="/rebalance/list"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {accountDetailsTexts.viewRebalanceHistory}
            </Button>
          }
        >
          {accountDetailsTexts.pendingRebalance}
        </Alert>
      ) : null}
    </Stack>
  );
};
