// The instruction for a fixed-term note at maturity (content not shown by the spec; see
// docs/decisions/loan-notes.md): /products/{accountId}/product-reinvestment/{productId}/ gives it,
// /products/update-product-reinvestment-details/{productId}/ changes it, and
// /products/product-reinvestment/confirm-instruction/{loanNoteId}/ confirms it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  noteTypeLabel,
  type TLoanNote,
  zReinvestmentForm,
} from '@portal/contracts/api/loan-notes';
import { formatDisplayDate } from '@portal/contracts/formats';
import { Link, useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { RadioGroupField, SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { type TAmountMask, useAmountMask } from '@/shared/preferences/display-preferences';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useConfirmReinvestmentInstruction } from '../api/confirm-reinvestment-instruction';
import { useHolding } from '../api/get-holding';
import { useOfferedTypes } from '../api/get-offered-types';
import { useSaveReinvestmentInstruction } from '../api/save-reinvestment-instruction';
import { useHoldingsConfirm } from './holdings-confirm';
import { idParam, PageFrame } from './page-frame';

const noteSummary = (note: TLoanNote, mask: TAmountMask) =>
  `${noteTypeLabel(note.note_type)}, ${mask(formatMoney(note.face_value))}${
    note.maturity_date ? `, maturing ${formatDisplayDate(note.maturity_date)}` : ''
  }`;

const InstructionForm = ({ note }: { note: TLoanNote }) => {
  const navigate = useNavigate();
  const saveInstruction = useSaveReinvestmentInstruction();
  const mask = useAmountMask();
  const types = useOfferedTypes(note.account);
  const saved = note.reinvestment_instruction;
  const { control, handleSubmit, setError, formState, watch } = useZodForm(zReinvestmentForm, {
    option: saved?.option,
    note_type: saved?.note_type?.id ?? '',
  });
  const option = watch('option');
  const fixedTerm = (types.data ?? []).filter((type) => type.active && !type.is_at_call);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveInstruction.mutateAsync({
        noteId: note.id,
        body: {
          option: values.option,
          note_type: values.option === 'reinvest' ? Number(values.note_type) : null,
        },
      });
      navigate(`/products/product-reinvestment/confirm-instruction/${note.id}/`);
    } catch (error) {
      applyServerErrors(error, setError, ['option', 'note_type']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Typography sx={{ mb: 1 }}>{noteSummary(note, mask)}</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <RadioGroupField
        control={control}
        name="option"
        label="At maturity"
        toRadio={(value) => String(value ?? '')}
        fromRadio={(radio) => radio}
      >
        <FormControlLabel value="reinvest" control={<Radio />} label="Reinvest in a new note" />
        <FormControlLabel value="redeem" control={<Radio />} label="Redeem to my bank account" />
      </RadioGroupField>
      {option === 'reinvest' ? (
        <SelectField
          control={control}
          name="note_type"
          label="Product"
          options={fixedTerm.map((type) => ({ value: type.id, label: noteTypeLabel(type) }))}
        />
      ) : null}
      <FormActions
        submitLabel="Next"
        disabled={!formState.isValid || formState.isSubmitting}
        onCancel={() => navigate('/products/')}
        align="end"
      />
    </form>
  );
};

const InstructionPage = ({ noteId }: { noteId: number | null }) => {
  const note = useHolding(noteId ?? 0);
  if (noteId === null) return <Alert severity="error">Not found.</Alert>;
  return (
    <PageFrame title="Reinvestment instruction">
      {note.data ? (
        <InstructionForm note={note.data} />
      ) : note.isError ? (
        <Alert severity="error">Not found.</Alert>
      ) : (
        <PageSpinner />
      )}
    </PageFrame>
  );
};

export const ProductReinvestmentPage = () => <InstructionPage noteId={idParam(useParams().productId)} />;
export const UpdateProductReinvestmentPage = () => (
  <InstructionPage noteId={idParam(useParams().productId)} />
);

export const ConfirmInstructionPage = () => {
  const noteId = idParam(useParams().loanNoteId);
  const note = useHolding(noteId ?? 0);
  const { confirm: send, busy, error } = useHoldingsConfirm();
  const mask = useAmountMask();
  const confirmInstruction = useConfirmReinvestmentInstruction();
  if (noteId === null || note.isError) return <Alert severity="error">Not found.</Alert>;
  if (!note.data) return <PageSpinner />;
  const instruction = note.data.reinvestment_instruction;
  const confirm = () => send(() => confirmInstruction.mutateAsync(noteId));
  return (
    <PageFrame title="Confirm your instruction">
      {!instruction ? (
        <Typography>There is no instruction to confirm for this note.</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography>{noteSummary(note.data, mask)}</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {instruction.option === 'redeem'
              ? `At maturity, ${mask(formatMoney(note.data.face_value))} is paid to ${
                  note.data.bank_account
                    ? `${note.data.bank_account.name} (ending ${note.data.bank_account.number_ending})`
                    : 'your bank account'
                }.`
              : `At maturity, ${mask(formatMoney(note.data.face_value))} is reinvested in ${
                  instruction.note_type ? noteTypeLabel(instruction.note_type) : ''
                }.`}
          </Typography>
          <FormErrorAlert message={error} />
          {instruction.status === 'confirmed' ? (
            <Alert severity="success">Your instruction is confirmed.</Alert>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button
              component={Link}
              variant="outlined"
              to={`/products/update-product-reinvestment-details/${noteId}/`}
            >
              Change
            </Button>
            {instruction.status === 'confirmed' ? (
              <Button component={Link} variant="contained" to="/products/">
                Back to products
              </Button>
            ) : (
              <Button variant="contained" disabled={busy} onClick={confirm}>
                Confirm
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
};
