// Redeem requests of the 48-hour at-call note (content not shown by the spec; see
// docs/decisions/loan-notes.md): /redeem-request/{id}/ asks for an amount (id is the note), then
// /confirm-redeem-request/{redeem_request_id}/ sends the request once confirmed. Any other note (a
// fixed-term one is repaid at maturity) gets no form, only why, as the server refuses the request.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isRedeemableOnRequest,
  loanNoteTexts,
  noteTypeLabel,
  type TLoanNote,
  zRedeemRequestForm,
} from '@portal/contracts/api/loan-notes';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { MoneyTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useConfirmRedeemRequest } from '../api/confirm-redeem-request';
import { useCreateRedeemRequest } from '../api/create-redeem-request';
import { useHolding } from '../api/get-holding';
import { useRedeemRequest } from '../api/get-redeem-request';
import { ConfirmActions, useHoldingsConfirm } from './holdings-confirm';
import { idParam, PageFrame } from './page-frame';

/** What can still be asked for: the face value less the requests already sent, in cents. */
const available = (face: string, pending: string) => {
  const cents = (v: string) => {
    const [w = '0', f = ''] = v.split('.');
    return BigInt(w || '0') * 100n + BigInt(`${f}00`.slice(0, 2));
  };
  const left = cents(face) - cents(pending);
  return `${left / 100n}.${String(left % 100n).padStart(2, '0')}`;
};

/** Why a note offers no redeem form. */
export const notRedeemableReason = (note: TLoanNote) =>
  note.note_type.is_at_call ? loanNoteTexts.redeemOnlyActive : loanNoteTexts.fixedTermRepaidAtMaturity;

export const RedeemRequestPage = () => {
  const noteId = idParam(useParams().id);
  const note = useHolding(noteId ?? 0);
  const navigate = useNavigate();
  const createRequest = useCreateRedeemRequest();
  const mask = useAmountMask();
  const { control, handleSubmit, setError, formState } = useZodForm(zRedeemRequestForm, { amount: '' });
  if (noteId === null || note.isError) return <Alert severity="error">Not found.</Alert>;
  if (!note.data) return <PageSpinner />;
  if (!isRedeemableOnRequest(note.data))
    return (
      <PageFrame title="Redeem request">
        <Typography>{noteTypeLabel(note.data.note_type)}</Typography>
        <Alert severity="info">{notRedeemableReason(note.data)}</Alert>
      </PageFrame>
    );
  const balance = available(note.data.face_value, note.data.pending_redemption);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = await createRequest.mutateAsync({ noteId, body: { amount: values.amount } });
      navigate(`/confirm-redeem-request/${request.id}/`);
    } catch (error) {
      applyServerErrors(error, setError, ['amount']);
    }
  });
  return (
    <PageFrame title="Redeem request">
      <form noValidate onSubmit={onSubmit}>
        <Typography>{noteTypeLabel(note.data.note_type)}</Typography>
        <Typography color="text.secondary">
          Available to redeem: {mask(formatMoney(balance))}. Redemptions are paid within 48 hours to your
          linked bank account.
        </Typography>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <MoneyTextField control={control} name="amount" label="Amount ($)" />
        <FormActions
          submitLabel="Next"
          disabled={!formState.isValid || formState.isSubmitting}
          onCancel={() => navigate('/products/')}
          align="end"
        />
      </form>
    </PageFrame>
  );
};

export const ConfirmRedeemRequestPage = () => {
  const id = idParam(useParams().redeemRequestId);
  const request = useRedeemRequest(id ?? 0);
  const note = useHolding(request.data?.loan_note ?? 0);
  const mask = useAmountMask();
  const { confirm: send, busy, error } = useHoldingsConfirm();
  const confirmRequest = useConfirmRedeemRequest();
  if (id === null || request.isError) return <Alert severity="error">Not found.</Alert>;
  if (!request.data || !note.data) return <PageSpinner />;
  const bank = note.data.bank_account;
  const confirm = () => send(() => confirmRequest.mutateAsync(id));
  const sent = request.data.status !== 'draft';
  return (
    <PageFrame title="Confirm your redeem request">
      <Stack spacing={2}>
        <Typography sx={{ fontWeight: 600 }}>
          Redeem {mask(formatMoney(request.data.amount))} from your {noteTypeLabel(note.data.note_type)} note,
          paid within 48 hours to{' '}
          {bank ? `${bank.name} (ending ${bank.number_ending})` : 'your linked bank account'}.
        </Typography>
        <FormErrorAlert message={error} />
        {sent ? <Alert severity="success">Your redeem request has been sent.</Alert> : null}
        <ConfirmActions done={sent} busy={busy} onConfirm={confirm} backTo="/products/" />
      </Stack>
    </PageFrame>
  );
};
