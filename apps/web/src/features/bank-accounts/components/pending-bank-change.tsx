// A bank account whose change awaits the members' signatures: the server refuses another change to it
// until that request is signed, declined or cancelled, so the screens offer none and link to the request.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import {
  bankChangeRequestPagePath,
  bankChangeTexts,
  type TBankAccount,
} from '@portal/contracts/api/bank-accounts';
import { Link } from 'react-router';

export const pendingRequestOf = (bank: TBankAccount) =>
  bank.delete_change_request ?? bank.edit_change_request ?? bank.verify_change_request;

/** A pending change on the bank account: a chip to its request's page (the members sign it there). */
export const PendingChange = ({ bank }: { bank: TBankAccount }) => {
  const request = pendingRequestOf(bank);
  if (!request) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      clickable
      component={Link}
      to={bankChangeRequestPagePath(request.kind, bank.account, bank.id, request.id)}
      label={bankChangeTexts.awaitingSignatures}
    />
  );
};

/** In place of an edit or delete form opened by its address: why there is none, and the request. */
export const AwaitingSignatures = ({ bank }: { bank: TBankAccount }) => (
  <Alert severity="info" action={<PendingChange bank={bank} />}>
    {bankChangeTexts.alreadyPending}
  </Alert>
);
