import { FormActions } from '@/shared/forms/form-actions';

/** Next (submit) and the optional Cancel of every detail step. */
export const StepActions = ({ disabled, onCancel }: { disabled: boolean; onCancel?: () => void }) => (
  <FormActions submitLabel="Next" disabled={disabled} onCancel={onCancel} align="end" size="large" />
);

export type TStepProps = {
  /** Details for an account (later issues pass one); the user's own when absent. */
  account?: number | null;
  onNext: () => void;
  onCancel?: () => void;
};
