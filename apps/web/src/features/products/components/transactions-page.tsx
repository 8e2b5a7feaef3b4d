// /transactions/ (content not shown by the spec; see docs/decisions/loan-notes.md): the money movements
// of an account's notes, newest first: investments, interest payments, capitalised interest,
// redemptions and reinvestments.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, TRANSACTION_KIND_LABELS } from '@portal/contracts/api/loan-notes';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import { useTransactions } from '../api/get-transactions';
import { AccountChoice } from './account-choice';
import { useProductAccount } from './use-product-account';

export const TransactionsPage = () => {
  const { accountId, accounts, choose } = useProductAccount();
  const transactions = useTransactions(accountId ?? null);
  const mask = useAmountMask();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Transactions
      </Typography>
      {accountId === undefined || (accountId !== null && transactions.isPending) ? (
        <PageSpinner />
      ) : accountId === null ? (
        <Typography>You hold no loan-note account yet.</Typography>
      ) : (
        <>
          <AccountChoice accounts={accounts} accountId={accountId} onChoose={choose} />
          {transactions.data?.length === 0 ? (
            <Typography>No transactions yet.</Typography>
          ) : (
            <ScrollingTableContainer label={'Transactions'}>
              <Table size="small" aria-label="Transactions">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Amount</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {transactions.data?.map((tr) => (
                    <TableRow key={tr.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(tr.date)}</TableCell>
                      <TableCell>{TRANSACTION_KIND_LABELS[tr.kind]}</TableCell>
                      <TableCell>{tr.product}</TableCell>
                      <TableCell align="right">{mask(formatMoney(tr.amount))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollingTableContainer>
          )}
        </>
      )}
    </Box>
  );
};
