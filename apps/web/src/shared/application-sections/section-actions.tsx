import { FormActions } from '@/shared/forms/form-actions';
import type { TSectionFormMode } from './section-form-props';

/** The submit button of a section form: Next in the fill-in-missing-details engine, Save on an edit page. */
export const SECTION_SUBMIT_LABELS: Record<TSectionFormMode, string> = { setup: 'Next', edit: 'Save' };

export const SectionActions = ({ mode, disabled }: { mode: TSectionFormMode; disabled: boolean }) => (
  <FormActions submitLabel={SECTION_SUBMIT_LABELS[mode]} disabled={disabled} align="end" size="large" />
);
