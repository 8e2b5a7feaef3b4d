// The bank account pages (spec 001 section 2): add, edit and delete under /accounts/{id}/, the
// application's bank details page (/account-setup/apply-now/edit-bank-account-details/{id}), and the
// wizard's bank_accounts step. Each reads the OPTIONS answer first: when a two-factor code is due for
// the change, the user confirms one (the action confirmation page) before the form shows. A bank account
// whose change awaits signatures gets no edit or delete form, even by its address.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { maskBankAccountNumber } from '@portal/contracts/api/applied-for';
import {
  bankAccountTexts,
  bankChangeRequestPagePath,
  type TBankAccount,
  type TBankAccountOptions,
  twoFactorDue,
  zDeleteBankAccountForm,
} from '@portal/contracts/api/bank-accounts';
import { formatBsb } from '@portal/contracts/formats';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SectionCancelContext } from '@/shared/application-sections/section-actions';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { useBankAccounts } from '../api/get-bank-accounts';
import { isChangeRequestAnswer } from '../api/save-answer';
import { BankAccountForm } from './bank-account-form';
import { AwaitingSignatures, pendingRequestOf } from './pending-bank-change';

/** 'Alex Morgan · 062-000 · ******678': the number masked as the summary and the application PDF show it. */
export const bankAccountLabel = (bank: Pick<TBankAccount, 'name' | 'bsb' | 'number'>) =>
  `${bank.name} · ${formatBsb(bank.bsb)} · ${maskBankAccountNumber(bank.number)}`;

/**
 * Renders `children` with the OPTIONS answer once a change may go ahead: a code due sends the user to
 * the action confirmation page, which comes back here.
 */
export const BankChangeGate = ({
  accountId,
  children,
}: {
  accountId: number;
  children: (options: TBankAccountOptions) => ReactNode;
}) => {
  const location = useLocation();
  const options = useBankAccountOptions(accountId);
  if (options.isPending) return <PageSpinner />;
  if (options.isError) return null;
  if (!options.data.can_change) return <Alert severity="info">{bankAccountTexts.notChangeable}</Alert>;
  if (twoFactorDue(options.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${PATHS.actionConfirmation}?next=${next}`} />;
  }
  return children(options.data);
};

const PageFrame = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
    {children}
  </Paper>
);

/** The frame of the pages that change an account's bank accounts: nothing shows before the gate lets on. */
const BankChangePage = ({
  accountId,
  children,
}: {
  accountId: number;
  children: (options: TBankAccountOptions) => ReactNode;
}) => (
  <PageFrame>
    <BankChangeGate accountId={accountId}>{children}</BankChangeGate>
  </PageFrame>
);

const useAccountIdParam = (): number | null => {
  const id = Number(useParams().accountId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A page under an address with the account's id: the 404 page when the address has no valid one. */
const withAccountIdParam = (Page: (props: { accountId: number }) => ReactNode) => () => {
  const accountId = useAccountIdParam();
  if (accountId === null) return <Navigate to={PATHS.notFound} replace />;
  return <Page accountId={accountId} />;
};

/** Back to redirect_url (a path of this site) or to the account page. */
const useReturn = (accountId: number) => {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectUrl = toSafeInternalPath(search.get('redirect_url'));
  return () => navigate(redirectUrl ?? `/accounts/${accountId}/`);
};

const AddBankAccount = ({ accountId }: { accountId: number }) => {
  const back = useReturn(accountId);
  return (
    <BankChangePage accountId={accountId}>
      {(options) => (
        <SectionCancelContext value={back}>
          <BankAccountForm
            accountId={accountId}
            passwordRequired={options.is_password_required}
            mode="edit"
            onDone={back}
          />
        </SectionCancelContext>
      )}
    </BankChangePage>
  );
};

/** /accounts/{id}/add-bank-account */
export const AddBankAccountPage = withAccountIdParam(AddBankAccount);

/** The bank account of the address, from the account's list; 404 page when it has no such one. */
const WithBankAccount = ({
  accountId,
  children,
}: {
  accountId: number;
  children: (bankAccount: TBankAccount) => ReactNode;
}) => {
  const bankAccountId = Number(useParams().bankAccId);
  const list = useBankAccounts(accountId);
  if (list.isPending) return <PageSpinner />;
  const bankAccount = list.data?.find((bank) => bank.id === bankAccountId);
  if (!bankAccount) return <Navigate to={PATHS.notFound} replace />;
  return children(bankAccount);
};

/**
 * A page that changes one bank account of the account: the bank account of the address, then the gate. One
 * whose change awaits signatures shows why there is no form (before any code is asked for).
 */
const OneBankAccountPage = ({
  accountId,
  children,
}: {
  accountId: number;
  children: (bankAccount: TBankAccount, options: TBankAccountOptions) => ReactNode;
}) => (
  <PageFrame>
    <WithBankAccount accountId={accountId}>
      {(bankAccount) =>
        pendingRequestOf(bankAccount) ? (
          <AwaitingSignatures bank={bankAccount} />
        ) : (
          <BankChangeGate accountId={accountId}>{(options) => children(bankAccount, options)}</BankChangeGate>
        )
      }
    </WithBankAccount>
  </PageFrame>
);

const EditBankAccount = ({ accountId }: { accountId: number }) => {
  const back = useReturn(accountId);
  return (
    <OneBankAccountPage accountId={accountId}>
      {(bankAccount, options) => (
        <SectionCancelContext value={back}>
          <BankAccountForm
            accountId={accountId}
            bankAccount={bankAccount}
            passwordRequired={options.is_password_required}
            mode="edit"
            onDone={back}
          />
        </SectionCancelContext>
      )}
    </OneBankAccountPage>
  );
};

/** /accounts/{id}/edit-bank-account/{bankAccId}/ */
export const EditBankAccountPage = withAccountIdParam(EditBankAccount);

const DeleteBankAccount = ({ accountId }: { accountId: number }) => {
  const back = useReturn(accountId);
  return (
    <OneBankAccountPage accountId={accountId}>
      {(bankAccount, options) => (
        <DeleteBankAccountForm
          accountId={accountId}
          bankAccount={bankAccount}
          passwordRequired={options.is_password_required}
          onCancel={back}
          onDone={back}
        />
      )}
    </OneBankAccountPage>
  );
};

const DeleteBankAccountForm = ({
  accountId,
  bankAccount,
  passwordRequired,
  onCancel,
  onDone,
}: {
  accountId: number;
  bankAccount: TBankAccount;
  passwordRequired: boolean;
  onCancel: () => void;
  onDone: () => void;
}) => {
  const navigate = useNavigate();
  const deleteBankAccount = useDeleteBankAccount();
  const { control, handleSubmit, setError, formState } = useZodForm(
    zDeleteBankAccountForm({ passwordRequired }),
    { password: '' },
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await deleteBankAccount.mutateAsync({
        accountId,
        bankAccountId: bankAccount.id,
        // Left out of the body when no password is asked.
        body: { password: passwordRequired ? (values.password ?? '') : undefined },
      });
      toast.success(answer.detail);
      if (isChangeRequestAnswer(answer)) {
        const request = answer.change_request;
        navigate(bankChangeRequestPagePath(request.kind, accountId, request.bank_account_id, request.id));
        return;
      }
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, ['password']);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {bankAccountTexts.deleteTitle}
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <Typography sx={{ mb: 1 }}>{bankAccountTexts.deleteQuestion}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {bankAccountLabel(bankAccount)}
      </Typography>
      <Typography color="text.secondary">
        {[bankAccount.bank, bankAccount.branch].filter(Boolean).join(', ')}
      </Typography>
      {passwordRequired ? (
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={bankAccountTexts.password}
          autoComplete="current-password"
        />
      ) : null}
      <FormActions
        submitLabel={bankAccountTexts.delete}
        disabled={!formState.isValid || formState.isSubmitting}
        onCancel={onCancel}
        align="end"
      />
    </Box>
  );
};

/** /accounts/{id}/delete-bank-account/{bankAccId}/ */
export const DeleteBankAccountPage = withAccountIdParam(DeleteBankAccount);

const NEW = 'new';

/**
 * The variant with a choice: one of the account's linked bank accounts, or 'Add new bank account'
 * (spec 001 section 3). The chosen one opens in the form.
 */
export const BankAccountChoiceForm = ({
  accountId,
  options,
  mode,
  onDone,
}: {
  accountId: number;
  options: TBankAccountOptions;
  mode: 'setup' | 'edit';
  onDone: (saved: TBankAccount) => void;
}) => {
  const list = useBankAccounts(accountId);
  const [choice, setChoice] = useState<string | null>(null);
  if (list.isPending) return <PageSpinner />;
  const linked = list.data ?? [];
  const chosen = choice ?? (linked[0] ? String(linked[0].id) : NEW);
  const bankAccount = linked.find((bank) => String(bank.id) === chosen) ?? null;
  return (
    <>
      {linked.length > 0 ? (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{bankAccountTexts.chooseBankAccount}</FormLabel>
          <RadioGroup value={chosen} onChange={(event) => setChoice(event.target.value)}>
            {linked.map((bank) => (
              <FormControlLabel
                key={bank.id}
                value={String(bank.id)}
                control={<Radio />}
                label={bankAccountLabel(bank)}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
            <FormControlLabel value={NEW} control={<Radio />} label={bankAccountTexts.addNew} />
          </RadioGroup>
        </FormControl>
      ) : null}
      <BankAccountForm
        key={chosen}
        accountId={accountId}
        bankAccount={bankAccount}
        passwordRequired={options.is_password_required}
        mode={mode}
        onDone={onDone}
      />
    </>
  );
};

const ApplicationBankAccount = ({ accountId }: { accountId: number }) => {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectUrl = toSafeInternalPath(search.get('redirect_url'));
  return (
    <BankChangePage accountId={accountId}>
      {(options) => (
        <BankAccountChoiceForm
          accountId={accountId}
          options={options}
          mode="edit"
          onDone={() => (redirectUrl ? navigate(redirectUrl) : navigate(-1))}
        />
      )}
    </BankChangePage>
  );
};

/** /account-setup/apply-now/edit-bank-account-details/{accountId}?redirect_url= */
export const ApplicationBankAccountPage = withAccountIdParam(ApplicationBankAccount);

/** The fill-in-missing-details step bank_accounts: the application's first bank account. */
export const BankAccountsStep = ({ accountId, mode, onDone }: TSectionFormProps) => (
  <BankChangeGate accountId={accountId}>
    {(options) => (
      <BankAccountChoiceForm accountId={accountId} options={options} mode={mode} onDone={() => onDone()} />
    )}
  </BankChangeGate>
);
