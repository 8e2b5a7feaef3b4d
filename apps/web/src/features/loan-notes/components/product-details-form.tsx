// Product details (loan notes, spec 001 sections 2, 5 and 8): one or more products, each with product,
// amount and interest option; Add product, Remove. The rules come from the contract (required, $10,000
// or $1 for the 48-hour at-call product, one 48-hour product); a product withdrawn from sale disables
// submission with a notice, and the server's 'Note type is not active' opens the 'Product option is
// not available' dialog.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import {
  AT_CALL_MINIMUM,
  formatMoney,
  interestFrequencyOf,
  LOAN_NOTE_MINIMUM,
  loanNoteTexts,
  noteTypeLabel,
  TERMS_MINIMUM,
  type TLinkedBankAccount,
  type TLoanNoteBundle,
  type TLoanNotesFormInput,
  type TNoteType,
  zLoanNotesForm,
} from '@portal/contracts/api/loan-notes';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { RadioGroupField, SelectField } from '@/shared/forms/form-fields';
import { MoneyTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { type TProductDetailsBody, useApplyNow } from '../api/apply-now';
import { useUpdateLoanNoteBundle } from '../api/update-loan-note-bundle';
import { ProductUnavailableDialog } from './product-unavailable-dialog';

export type TProductDetailsFormProps = {
  accountId: number;
  /** The application's products so far; null before the first save (apply-now). */
  bundle: TLoanNoteBundle | null;
  noteTypes: readonly TNoteType[];
  bankAccounts: readonly TLinkedBankAccount[];
  submitLabel: string;
  onDone: (bundle: TLoanNoteBundle) => void;
};

const emptyProduct = { note_type: '', face_value: '', interest_capitalisation: false };

export const ProductDetailsForm = ({
  accountId,
  bundle,
  noteTypes,
  bankAccounts,
  submitLabel,
  onDone,
}: TProductDetailsFormProps) => {
  const applyNow = useApplyNow();
  const updateBundle = useUpdateLoanNoteBundle();
  const [unavailable, setUnavailable] = useState(false);
  const defaults: TLoanNotesFormInput = {
    bank_account: bundle?.bank_account ?? (bankAccounts.length === 1 ? bankAccounts[0]!.id : ''),
    loan_notes: bundle?.loan_notes.map((note) => ({
      note_type: note.note_type,
      face_value: note.face_value,
      interest_capitalisation: note.interest_capitalisation,
    })) ?? [emptyProduct],
  };
  const form = useZodForm(zLoanNotesForm(noteTypes), defaults);
  const { control, handleSubmit, setError, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'loan_notes', keyName: 'key' });
  const chosen = useWatch({ control, name: 'loan_notes' }) ?? [];
  const typeOf = (id: unknown) => noteTypes.find((type) => String(type.id) === String(id ?? ''));
  const hasInactive = chosen.some((note) => typeOf(note.note_type)?.active === false);

  // Withdrawn products are offered only where one is already chosen, so the notice can name it.
  const optionsFor = (current: unknown) =>
    noteTypes
      .filter((type) => type.active || String(type.id) === String(current ?? ''))
      .map((type) => ({
        value: type.id,
        label: type.active ? noteTypeLabel(type) : `${noteTypeLabel(type)} (not available)`,
      }));

  const onSubmit = handleSubmit(async (values) => {
    const body: TProductDetailsBody = {
      account: accountId,
      bank_account:
        values.bank_account === '' || values.bank_account == null ? null : Number(values.bank_account),
      loan_notes: values.loan_notes.map((note) => ({
        note_type: note.note_type as number,
        face_value: String(note.face_value),
        interest_capitalisation: note.interest_capitalisation,
      })),
    };
    try {
      const saved = bundle
        ? await updateBundle.mutateAsync({ productId: bundle.id, body })
        : await applyNow.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      if (
        error instanceof ApiError &&
        Object.values(error.fieldErrors).includes(loanNoteTexts.noteTypeNotActive)
      )
        setUnavailable(true);
      const paths = values.loan_notes.flatMap((_, i) => [
        `loan_notes.${i}.note_type` as const,
        `loan_notes.${i}.face_value` as const,
      ]);
      applyServerErrors(error, setError, ['bank_account', 'loan_notes', ...paths]);
    }
  });

  const listError = (formState.errors.loan_notes as { message?: string } | undefined)?.message;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Product details
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Loan notes are offered to wholesale investors; the terms state a minimum note of{' '}
        {formatMoney(TERMS_MINIMUM)}. Interest is paid quarterly, monthly for the 48-hour at-call note.
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      {fields.map((field, index) => {
        const type = typeOf(chosen[index]?.note_type);
        const minimum = type?.is_at_call ? AT_CALL_MINIMUM : LOAN_NOTE_MINIMUM;
        const frequency = interestFrequencyOf(type?.is_at_call ?? false);
        return (
          <Paper
            key={field.key}
            variant="outlined"
            component="fieldset"
            aria-label={`Product ${index + 1}`}
            sx={{ p: 2, mb: 2, border: undefined }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h3" component="legend" sx={{ fontSize: '1.1rem' }}>
                Product {index + 1}
              </Typography>
              {fields.length > 1 ? (
                <Button type="button" color="error" onClick={() => remove(index)}>
                  {loanNoteTexts.remove}
                </Button>
              ) : null}
            </Box>
            <SelectField
              control={control}
              name={`loan_notes.${index}.note_type`}
              label={loanNoteTexts.product}
              options={optionsFor(chosen[index]?.note_type)}
            />
            <MoneyTextField
              control={control}
              name={`loan_notes.${index}.face_value`}
              label={`${loanNoteTexts.amount} ($)`}
              helperText={`At least ${formatMoney(minimum)}`}
            />
            <RadioGroupField
              control={control}
              name={`loan_notes.${index}.interest_capitalisation`}
              label={loanNoteTexts.interestOption}
              toRadio={(value) => (value === true ? 'capitalise' : 'pay')}
              fromRadio={(radio) => radio === 'capitalise'}
            >
              <FormControlLabel
                value="pay"
                control={<Radio />}
                label={loanNoteTexts.interestPaid(frequency)}
              />
              <FormControlLabel
                value="capitalise"
                control={<Radio />}
                label={loanNoteTexts.interestCapitalised}
              />
            </RadioGroupField>
          </Paper>
        );
      })}
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      <Button type="button" variant="outlined" onClick={() => append(emptyProduct)}>
        {loanNoteTexts.addProduct}
      </Button>
      {bankAccounts.length > 0 ? (
        <SelectField
          control={control}
          name="bank_account"
          label={loanNoteTexts.bankAccount}
          options={bankAccounts.map((b) => ({
            value: b.id,
            label: `${b.name} (BSB ${b.bsb}, ending ${b.number_ending})`,
          }))}
        />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Interest and redemptions are paid to the bank account you give in the bank account step.
        </Typography>
      )}
      {hasInactive ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {loanNoteTexts.inactiveNotice}
        </Alert>
      ) : null}
      <FormActions
        submitLabel={submitLabel}
        disabled={!formState.isValid || formState.isSubmitting || hasInactive}
        align="end"
        size="large"
      />
      <ProductUnavailableDialog open={unavailable} onClose={() => setUnavailable(false)} />
    </Box>
  );
};
