// The product details step: loads the note types, the account's bank accounts and (when editing) the
// application's bundle, then shows the form. Used by the wizard (loan_note_not_created) and by the
// create-product-details and edit-product-details pages.
import type { TLoanNoteBundle } from '@portal/contracts/api/loan-notes';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useLoanNoteBankAccounts } from '../api/get-loan-note-bank-accounts';
import { useLoanNoteBundle } from '../api/get-loan-note-bundle';
import { useNoteTypes } from '../api/get-note-types';
import { ProductDetailsForm } from './product-details-form';

export type TProductDetailsStepProps = {
  accountId: number;
  /** The bundle to change; null to apply (apply-now). */
  productId: number | null;
  submitLabel: string;
  onDone: (bundle: TLoanNoteBundle) => void;
};

export const ProductDetailsStep = ({
  accountId,
  productId,
  submitLabel,
  onDone,
}: TProductDetailsStepProps) => {
  const types = useNoteTypes(accountId);
  const banks = useLoanNoteBankAccounts(accountId);
  const bundle = useLoanNoteBundle(accountId, productId);
  if (types.isPending || banks.isPending || (productId !== null && bundle.isPending)) return <PageSpinner />;
  return (
    <ProductDetailsForm
      accountId={accountId}
      bundle={productId === null ? null : (bundle.data ?? null)}
      noteTypes={types.data ?? []}
      bankAccounts={banks.data ?? []}
      submitLabel={submitLabel}
      onDone={onDone}
    />
  );
};
