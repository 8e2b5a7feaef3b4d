// The bank account form (spec 001 sections 3, 5, 8, 9): BSB with the bank and branch filled in from
// the BSB directory (looked up 300 ms after the last keystroke; a 404 leaves them to the user, another
// failure shows its detail under the bank box), account number, account name, the password when the
// server asks for it, and the bank statement upload.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  BANK_ACCOUNT_NAME_MAX,
  BSB_LOOKUP_DEBOUNCE_MS,
  bankAccountTexts,
  bankChangeRequestPagePath,
  compactBsb,
  type TBankAccount,
  type TBankAccountDocument,
  type TBankAccountFormInput,
  type TBsbDetails,
  zBankAccountForm,
} from '@portal/contracts/api/bank-accounts';
import { isValidBsb } from '@portal/contracts/formats';
import { checkUpload } from '@portal/contracts/upload';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { SectionFormFrame } from '@/shared/application-sections/section-form';
import type { TSectionFormMode } from '@/shared/application-sections/section-form-props';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FileChoiceButton } from '@/shared/forms/file-choice-button';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { toast } from '@/shared/toast/toast-store';
import { useCreateBankAccount } from '../api/create-bank-account';
import { fetchBsbDetails } from '../api/get-bsb-details';
import { isChangeRequestAnswer } from '../api/save-answer';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { useUploadBankStatement } from '../api/upload-bank-statement';

const FIELDS = ['bsb', 'bank', 'branch', 'number', 'name', 'document_file', 'password'] as const;

type TLookup = { bsb: string; details: TBsbDetails } | null;

/**
 * Looks the BSB up once typing has paused for 300 ms; an earlier lookup still in flight is dropped.
 * Answers what the directory said for the BSB now in the box, and the detail of a failed lookup.
 */
export const useBsbLookup = (bsb: string, skip: string | null) => {
  const [found, setFound] = useState<TLookup>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setError(undefined);
    const compact = compactBsb(bsb ?? '');
    if (!isValidBsb(bsb ?? '') || compact === skip) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        setFound({ bsb: compact, details: await fetchBsbDetails(compact, controller.signal) });
      } catch (failure) {
        if (controller.signal.aborted) return;
        // Spec section 8: a BSB the directory does not know is the user's to describe.
        if (failure instanceof ApiError && failure.status === 404) return;
        setError(failure instanceof ApiError && failure.detail ? failure.detail : GENERIC_FAILURE);
      }
    }, BSB_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [bsb, skip]);
  return { found: found && found.bsb === compactBsb(bsb ?? '') ? found.details : null, error };
};

type TFormValues = {
  bsb: string;
  bank: string;
  branch: string;
  number: string;
  name: string;
  document_file: number | null;
  password?: string;
};

/** Fills bank and branch from the directory's answer; clears what it filled when the BSB changes. */
const useDirectoryFill = (
  found: TBsbDetails | null,
  setValue: UseFormSetValue<TFormValues>,
): { bankLocked: boolean; branchLocked: boolean } => {
  const filled = useRef<TBsbDetails | null>(null);
  useEffect(() => {
    const previous = filled.current;
    if (found === previous) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    if (found) {
      setValue('bank', found.bank, options);
      if (found.branch_name) setValue('branch', found.branch_name, options);
      else if (previous?.branch_name) setValue('branch', '', options);
    } else if (previous) {
      setValue('bank', '', options);
      if (previous.branch_name) setValue('branch', '', options);
    }
    filled.current = found;
  }, [found, setValue]);
  return { bankLocked: found !== null, branchLocked: Boolean(found?.branch_name) };
};

const StatementField = ({
  accountId,
  document,
  error,
  onUploaded,
}: {
  accountId: number;
  document: TBankAccountDocument | null;
  error: string | undefined;
  onUploaded: (document: TBankAccountDocument) => void;
}) => {
  const inputId = useId();
  const upload = useUploadBankStatement();
  const [busy, setBusy] = useState(false);
  const handleChoose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkUpload(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      onUploaded(await upload.mutateAsync({ accountId, file }));
    } catch (failure) {
      // A detail (413 'Max file size is - 10MB') was already a toast; a field error is shown here.
      const message = failure instanceof ApiError ? failure.fieldErrors.file : undefined;
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {bankAccountTexts.statement}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {bankAccountTexts.statementHint}
      </Typography>
      <FileChoiceButton
        id={inputId}
        label={bankAccountTexts.statement}
        buttonText={document ? bankAccountTexts.replaceStatement : bankAccountTexts.uploadStatement}
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        disabled={busy}
        fileName={document?.file_name ?? null}
        onChoose={(chosen) => void handleChoose(chosen)}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};

export type TBankAccountFormProps = {
  accountId: number;
  /** The bank account being changed; none to add one. */
  bankAccount?: TBankAccount | null;
  /** The server's OPTIONS answer. */
  passwordRequired: boolean;
  mode: TSectionFormMode;
  onDone: (saved: TBankAccount) => void;
};

export const BankAccountForm = ({
  accountId,
  bankAccount = null,
  passwordRequired,
  mode,
  onDone,
}: TBankAccountFormProps) => {
  const navigate = useNavigate();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const [document, setDocument] = useState<TBankAccountDocument | null>(bankAccount?.document_file ?? null);
  const form = useZodForm(zBankAccountForm({ passwordRequired }), {
    bsb: bankAccount?.bsb ?? '',
    bank: bankAccount?.bank ?? '',
    branch: bankAccount?.branch ?? '',
    number: bankAccount?.number ?? '',
    name: bankAccount?.name ?? '',
    document_file: bankAccount?.document_file?.id,
    password: '',
  });
  const { control, setValue, setError, handleSubmit, formState } = form;
  const bsb = useWatch({ control, name: 'bsb' });
  // The saved BSB was looked up when it was saved: only a changed one is asked again.
  const lookup = useBsbLookup(bsb, bankAccount?.bsb ?? null);
  const locks = useDirectoryFill(lookup.found, setValue as unknown as UseFormSetValue<TFormValues>);

  const onSubmit = handleSubmit(async (values) => {
    const body: TBankAccountFormInput = {
      bsb: compactBsb(values.bsb),
      bank: values.bank,
      branch: values.branch,
      number: values.number,
      name: values.name,
      document_file: values.document_file,
      ...(passwordRequired ? { password: values.password ?? '' } : {}),
    };
    try {
      const saved = bankAccount
        ? await update.mutateAsync({ accountId, bankAccountId: bankAccount.id, body })
        : await create.mutateAsync({ accountId, body });
      if (isChangeRequestAnswer(saved)) {
        // The members sign the change first: on to the request, where the initiator submits it.
        const request = saved.change_request;
        toast.success(saved.detail);
        navigate(bankChangeRequestPagePath(request.kind, accountId, request.bank_account_id, request.id));
        return;
      }
      onDone(saved);
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  });

  return (
    <SectionFormFrame
      title={bankAccountTexts.title}
      mode={mode}
      onSubmit={onSubmit}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <PatternTextField control={control} name="bsb" label={bankAccountTexts.bsb} kind="bsb" />
      <FormTextField
        control={control}
        name="bank"
        label={bankAccountTexts.bank}
        disabled={locks.bankLocked}
      />
      {lookup.error ? (
        <FormHelperText error role="alert" sx={{ mt: -0.5 }}>
          {lookup.error}
        </FormHelperText>
      ) : null}
      <FormTextField
        control={control}
        name="branch"
        label={bankAccountTexts.branch}
        disabled={locks.branchLocked}
      />
      <FormTextField
        control={control}
        name="number"
        label={bankAccountTexts.number}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="name"
        label={bankAccountTexts.name}
        maxLength={BANK_ACCOUNT_NAME_MAX}
        autoComplete="off"
      />
      <StatementField
        accountId={accountId}
        document={document}
        error={formState.errors.document_file?.message}
        onUploaded={(uploaded) => {
          setDocument(uploaded);
          setValue('document_file', uploaded.id, { shouldValidate: true, shouldDirty: true });
        }}
      />
      {passwordRequired ? (
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={bankAccountTexts.password}
          autoComplete="current-password"
          helperText={bankAccountTexts.passwordHint}
        />
      ) : null}
    </SectionFormFrame>
  );
};
