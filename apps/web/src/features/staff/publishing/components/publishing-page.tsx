import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AccountPicker } from './account-picker';
import { DocumentForm } from './document-form';
import { NotificationForm } from './notification-form';
import { RebalanceReportForm } from './rebalance-report-form';

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
    <Typography variant="h6" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** Publishing to clients: documents and rebalance reports to an account, and notifications. */
export const PublishingPage = () => {
  const [account, setAccount] = useState<TStaffAccountLookupItem | null>(null);
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Publishing
      </Typography>
      <Stack spacing={3}>
        <Card title="Account">
          <AccountPicker value={account} onChange={setAccount} />
          {account ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Members: {account.members.map((m) => m.name).join(', ') || 'none with a login yet'}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Choose the account to publish a document or a rebalance report to.
            </Typography>
          )}
        </Card>
        {account ? (
          <>
            <Card title="Document">
              <DocumentForm key={`document-${account.id}`} account={account} />
            </Card>
            <Card title="Rebalance report">
              <RebalanceReportForm key={`report-${account.id}`} account={account} />
            </Card>
          </>
        ) : null}
        <Card title="Notification">
          <NotificationForm account={account} />
        </Card>
      </Stack>
    </Box>
  );
};
