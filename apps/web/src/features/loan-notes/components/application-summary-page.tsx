// /loan-note-application-summary/ (content not shown by the spec; docs/decisions/loan-notes.md): the
// products of the account's loan-note application with their total and the bank account they pay to,
// with Edit while the application can change and the way on to the rest of the application.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  interestFrequencyOf,
  loanNoteTexts,
  noteTypeLabel,
} from '@portal/contracts/api/loan-notes';
import { Link, useSearchParams } from 'react-router';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useApplicationBundleId } from '../api/get-application-bundle-id';
import { useLoanNoteBankAccounts } from '../api/get-loan-note-bank-accounts';
import { useLoanNoteBundle } from '../api/get-loan-note-bundle';
import { useNoteTypes } from '../api/get-note-types';

/** Adds decimal texts exactly, in cents. */
const total = (values: string[]) => {
  const cents = values.reduce((sum, value) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return sum + BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  }, 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

const Summary = ({ accountId }: { accountId: number }) => {
  const bundleId = useApplicationBundleId(accountId);
  const bundle = useLoanNoteBundle(accountId, bundleId.data ?? null);
  const types = useNoteTypes(accountId);
  const banks = useLoanNoteBankAccounts(accountId);
  if (bundleId.isPending || types.isPending || banks.isPending) return <PageSpinner />;
  if (bundleId.data === null || bundleId.data === undefined)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>No products have been chosen for this application yet.</Typography>
        <Button
          component={Link}
          variant="contained"
          to={`/account-setup/apply-now/create-product-details/${accountId}/`}
        >
          Choose products
        </Button>
      </Stack>
    );
  if (!bundle.data) return <PageSpinner />;
  const typeOf = (id: number) => (types.data ?? []).find((type) => type.id === id);
  const bank = (banks.data ?? []).find((b) => b.id === bundle.data.bank_account);
  const here = `/loan-note-application-summary/?account=${accountId}`;
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            <TableCell>{loanNoteTexts.product}</TableCell>
            <TableCell align="right">{loanNoteTexts.amount}</TableCell>
            <TableCell>{loanNoteTexts.interestOption}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bundle.data.loan_notes.map((note) => {
            const type = typeOf(note.note_type);
            return (
              <TableRow key={note.id}>
                <TableCell>{type ? noteTypeLabel(type) : ''}</TableCell>
                <TableCell align="right">{formatMoney(note.face_value)}</TableCell>
                <TableCell>
                  {note.interest_capitalisation
                    ? loanNoteTexts.interestCapitalised
                    : loanNoteTexts.interestPaid(interestFrequencyOf(type?.is_at_call ?? false))}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(total(bundle.data.loan_notes.map((note) => note.face_value)))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
      <Typography>
        {loanNoteTexts.bankAccount}:{' '}
        {bank
          ? `${bank.name} (BSB ${bank.bsb}, ending ${bank.number_ending})`
          : 'to be given in the bank account step'}
      </Typography>
      {bundle.data.can_edit ? (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button
            component={Link}
            variant="outlined"
            to={`/account-setup/apply-now/edit-product-details/${accountId}/?redirect_url=${encodeURIComponent(here)}`}
          >
            Edit products
          </Button>
          <Button component={Link} variant="contained" to={`/account-setup/apply-now/?account=${accountId}`}>
            Continue application
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{loanNoteTexts.applicationSubmitted}</Alert>
      )}
    </Stack>
  );
};

export const LoanNoteApplicationSummaryPage = () => {
  const [params] = useSearchParams();
  const profile = useProfile();
  const fromQuery = Number(params.get('account'));
  const accountId =
    Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : (profile.data?.selected_account_id ?? null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Loan note application
      </Typography>
      {accountId === null ? (
        profile.isPending ? (
          <PageSpinner />
        ) : (
          <Typography>Select an account first.</Typography>
        )
      ) : (
        <Summary accountId={accountId} />
      )}
    </Paper>
  );
};
