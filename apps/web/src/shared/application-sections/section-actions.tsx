import { createContext, useContext } from 'react';
import { FormActions } from '@/shared/forms/form-actions';
import type { TSectionFormMode } from './section-form-props';

/** The submit button of a section form: Next in the fill-in-missing-details engine, Save on an edit page. */
export const SECTION_SUBMIT_LABELS: Record<TSectionFormMode, string> = { setup: 'Next', edit: 'Save' };

/**
 * Where Cancel leads on an edit page, given by the page that shows the form, so every section form
 * offers it without each one passing it on. The wizard's steps have none.
 */
export const SectionCancelContext = createContext<(() => void) | undefined>(undefined);

export const SectionActions = ({ mode, disabled }: { mode: TSectionFormMode; disabled: boolean }) => {
  const cancel = useContext(SectionCancelContext);
  return (
    <FormActions
      submitLabel={SECTION_SUBMIT_LABELS[mode]}
      disabled={disabled}
      onCancel={mode === 'edit' ? cancel : undefined}
      align="end"
      size="large"
    />
  );
};
