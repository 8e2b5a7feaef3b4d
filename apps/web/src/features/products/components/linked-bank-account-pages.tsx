// The bank account a product's notes pay to (content not shown by the spec; see
// docs/decisions/loan-notes.md): /products/bank-account/update-linked-bank-account/{accountId}/{productType}/
// picks one of the account's bank accounts, then
// /products/bank-account/verify/update-linked-bank-account/{productType}/?account=&bank_account= shows
// the change and makes it once confirmed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type TProductType } from '@portal/contracts/api/loan-notes';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useAccountBankAccounts } from '../api/get-account-bank-accounts';
import { useLinkBankAccount } from '../api/link-bank-account';
import { ConfirmActions, useHoldingsConfirm } from './holdings-confirm';
import { idParam, PageFrame } from './page-frame';

const productTypeOf = (value: string | undefined): TProductType | null =>
  (PRODUCT_TYPES as readonly string[]).includes(value ?? '') ? (value as TProductType) : null;

export const UpdateLinkedBankAccountPage = () => {
  const params = useParams();
  const accountId = idParam(params.accountId);
  const productType = productTypeOf(params.productType);
  const banks = useAccountBankAccounts(accountId ?? 0);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  if (accountId === null || productType === null || banks.isError)
    return <Alert severity="error">Not found.</Alert>;
  if (!banks.data) return <PageSpinner />;
  return (
    <PageFrame title="Linked bank account">
      <Typography sx={{ mb: 2 }}>
        Choose the bank account that receives interest and redemptions of your{' '}
        {PRODUCT_TYPE_LABELS[productType].toLowerCase()}.
      </Typography>
      {banks.data.length === 0 ? (
        <Typography>This account has no bank account yet. Add one from the account page first.</Typography>
      ) : (
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} spacing={1}>
          <Typography component="legend" sx={{ mb: 1 }}>
            Bank account
          </Typography>
          {banks.data.map((bank) => (
            <label key={bank.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="radio"
                name="bank_account"
                value={bank.id}
                checked={chosen === String(bank.id)}
                onChange={(event) => setChosen(event.target.value)}
              />
              {bank.name} (BSB {bank.bsb}, ending {bank.number_ending})
            </label>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button component={Link} variant="outlined" to="/products/">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={chosen === ''}
          onClick={() =>
            navigate(
              `/products/bank-account/verify/update-linked-bank-account/${productType}/?account=${accountId}&bank_account=${chosen}`,
            )
          }
        >
          Next
        </Button>
      </Stack>
    </PageFrame>
  );
};

export const VerifyLinkedBankAccountPage = () => {
  const productType = productTypeOf(useParams().productType);
  const [search] = useSearchParams();
  const accountId = idParam(search.get('account') ?? undefined);
  const bankId = idParam(search.get('bank_account') ?? undefined);
  const banks = useAccountBankAccounts(accountId ?? 0);
  const { confirm: send, busy, error } = useHoldingsConfirm();
  const linkBankAccount = useLinkBankAccount();
  const [done, setDone] = useState(false);
  const bank = banks.data?.find((b) => b.id === bankId);
  if (productType === null || accountId === null || bankId === null || banks.isError)
    return <Alert severity="error">Not found.</Alert>;
  if (!banks.data) return <PageSpinner />;
  if (!bank) return <Alert severity="error">Not found.</Alert>;
  const confirm = () =>
    send(
      () =>
        linkBankAccount.mutateAsync({ account: accountId, product_type: productType, bank_account: bank.id }),
      () => setDone(true),
    );
  return (
    <PageFrame title="Confirm the linked bank account">
      <Stack spacing={2}>
        <Typography>
          Interest and redemptions of your {PRODUCT_TYPE_LABELS[productType].toLowerCase()} will be paid to{' '}
          <strong>
            {bank.name} (BSB {bank.bsb}, ending {bank.number_ending})
          </strong>
          .
        </Typography>
        <FormErrorAlert message={error} />
        {done ? <Alert severity="success">The linked bank account has been changed.</Alert> : null}
        <ConfirmActions
          done={done}
          busy={busy}
          onConfirm={confirm}
          backTo={`/products/?account=${accountId}`}
        />
      </Stack>
    </PageFrame>
  );
};
