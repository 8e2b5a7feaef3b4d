// /products/ (content not shown by the spec; docs/decisions/loan-notes.md): the loan notes of an
// account with face value, term and rate, dates, interest paid to date and the next interest date;
// reinvest or redeem a fixed-term note at maturity, redeem the 48-hour at-call note on request, and
// change the bank account a product pays to.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  compareMoney,
  formatMoney,
  isRedeemableOnRequest,
  loanNoteStatusLabel,
  loanNoteTexts,
  noteTypeLabel,
  type TLoanNote,
} from '@portal/contracts/api/loan-notes';
import { formatDisplayDate } from '@portal/contracts/formats';
import { Link } from 'react-router';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useHoldings } from '../api/get-holdings';
import { AccountChoice } from './account-choice';
import { useProductAccount } from './use-product-account';

const date = (value: string | null) => (value ? formatDisplayDate(value) : '—');

const instructionText = (note: TLoanNote) => {
  const instruction = note.reinvestment_instruction;
  if (!instruction) return null;
  const what =
    instruction.option === 'redeem'
      ? 'Redeem to your bank account at maturity'
      : `Reinvest at maturity in ${instruction.note_type ? noteTypeLabel(instruction.note_type) : ''}`;
  return instruction.status === 'confirmed' ? what : `${what} (not yet confirmed)`;
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Box>
);

const HoldingCard = ({ note, accountStatus }: { note: TLoanNote; accountStatus: string | undefined }) => {
  const productType = note.note_type.is_at_call ? 'at-call' : 'fixed-term';
  const mask = useAmountMask();
  const paidOut = note.status === 'redeemed' || note.status === 'reinvested';
  const takesInstruction =
    !note.note_type.is_at_call && (note.status === 'active' || note.status === 'matured');
  const instruction = instructionText(note);
  // Before maturity a fixed-term note offers no redeem: the card says so rather than leave it unsaid.
  const repaidAtMaturity =
    !note.note_type.is_at_call && (note.status === 'active' || note.status === 'applied');
  return (
    <Paper variant="outlined" component="section" aria-label={noteTypeLabel(note.note_type)} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {noteTypeLabel(note.note_type)}
        </Typography>
        <Chip
          size="small"
          label={loanNoteStatusLabel(note.status, accountStatus)}
          color={note.status === 'active' ? 'success' : note.status === 'matured' ? 'warning' : 'default'}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          mt: 2,
        }}
      >
        <Fact label="Face value" value={mask(formatMoney(note.face_value))} />
        <Fact label="Start date" value={date(note.start_date)} />
        <Fact
          label="Maturity date"
          value={note.note_type.is_at_call ? 'At call' : date(note.maturity_date)}
        />
        <Fact label="Interest paid to date" value={mask(formatMoney(note.interest_paid_to_date))} />
        <Fact label="Next interest date" value={date(note.next_interest_date)} />
        <Fact
          label="Interest"
          value={note.interest_capitalisation ? 'Capitalised' : `Paid ${note.interest_frequency}`}
        />
        <Fact
          label="Bank account"
          value={
            note.bank_account
              ? `${note.bank_account.name} (ending ${note.bank_account.number_ending})`
              : 'None linked'
          }
        />
        {compareMoney(note.pending_redemption, '0') > 0 ? (
          <Fact label="Redemption requested" value={mask(formatMoney(note.pending_redemption))} />
        ) : null}
      </Box>
      {repaidAtMaturity ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {loanNoteTexts.fixedTermRepaidAtMaturity}
        </Typography>
      ) : null}
      {instruction ? (
        <Alert
          severity={note.reinvestment_instruction?.status === 'confirmed' ? 'info' : 'warning'}
          sx={{ mt: 2 }}
        >
          {instruction}
        </Alert>
      ) : note.status === 'matured' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This note has matured. Tell us whether to reinvest or redeem it.
        </Alert>
      ) : null}
      {paidOut ? null : (
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {takesInstruction ? (
            <Button
              component={Link}
              variant="contained"
              to={
                note.reinvestment_instruction
                  ? `/products/update-product-reinvestment-details/${note.id}/`
                  : `/products/${note.account}/product-reinvestment/${note.id}/`
              }
            >
              {note.reinvestment_instruction ? 'Change instruction' : 'Reinvest or redeem'}
            </Button>
          ) : null}
          {isRedeemableOnRequest(note) ? (
            <Button component={Link} variant="contained" to={`/redeem-request/${note.id}/`}>
              Redeem
            </Button>
          ) : null}
          {note.status !== 'applied' ? (
            <Button
              component={Link}
              variant="outlined"
              to={`/products/bank-account/update-linked-bank-account/${note.account}/${productType}/`}
            >
              Change bank account
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
};

export const ProductsPage = () => {
  const { accountId, accounts, choose } = useProductAccount();
  const holdings = useHoldings(accountId ?? null);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Products</Typography>
        {accountId ? (
          <Button component={Link} to={`/transactions/?account=${accountId}`}>
            Transactions
          </Button>
        ) : null}
      </Stack>
      {accountId === undefined || (accountId !== null && holdings.isPending) ? (
        <PageSpinner />
      ) : accountId === null ? (
        <Typography>You hold no loan-note account yet.</Typography>
      ) : (
        <>
          <AccountChoice accounts={accounts} accountId={accountId} onChoose={choose} />
          {holdings.data?.count === 0 ? (
            <Typography>This account holds no loan notes yet.</Typography>
          ) : (
            <Stack spacing={2}>
              {holdings.data?.results.map((note) => (
                <HoldingCard
                  key={note.id}
                  note={note}
                  accountStatus={accounts.find((account) => account.id === accountId)?.status}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
};
