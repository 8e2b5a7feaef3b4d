// Fill in missing details (spec section 4): the sections the engine lists, one at a time and in its
// order. Each form's onDone removes the first; when none is left the list is asked again, and only when
// the server lists nothing more is the application ready for its summary.
import Alert from '@mui/material/Alert';
import type { TUnfilledField } from '@portal/contracts/api/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useActivationSteps } from '@/features/account-setup/api/get-activation-steps';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { UNFILLED_FIELD_FORMS } from '../section-forms';

export type TFillInHostProps = {
  accountId: number;
  /** Nothing is left to fill in. */
  onFinished: () => void;
  /** The loan-note line chooses its products first (step loan_note_not_created). */
  onProductsNeeded?: () => void;
  /** The section shown now, for the wizard's title (Portfolio details, Investment Policy Statement). */
  onSection?: (field: TUnfilledField | null) => void;
};

/** The sections this app has a form for (the next issue's sections are never listed yet). */
const withForms = (fields: TUnfilledField[]) => fields.filter((field) => UNFILLED_FIELD_FORMS[field]);

export const FillInHost = ({ accountId, onFinished, onProductsNeeded, onSection }: TFillInHostProps) => {
  const queryClient = useQueryClient();
  const steps = useActivationSteps(accountId);
  const [queue, setQueue] = useState<TUnfilledField[] | null>(null);
  // Counts the forms shown, so a section listed again after a refetch starts from a fresh form.
  const [round, setRound] = useState(0);
  const [checking, setChecking] = useState(false);
  const answer = steps.isFetching ? undefined : steps.data;

  // The server's list is taken when there is none to work through: at the start, and once the list
  // ran out. Forms refresh the account's queries as they save; those answers do not reorder a list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer and the empty list start a list.
  useEffect(() => {
    if (!answer || queue !== null) return;
    if (answer.step === 'loan_note_not_created' && onProductsNeeded) {
      onProductsNeeded();
      return;
    }
    const fields = withForms(answer.data.unfilled_fields);
    if (fields.length === 0) onFinished();
    else setQueue(fields);
  }, [answer, queue]);

  const handleDone = async () => {
    setRound((n) => n + 1);
    const rest = (queue ?? []).slice(1);
    if (rest.length > 0) {
      setQueue(rest);
      return;
    }
    // The list ran out: ask again, and take the answer only once it reflects what was just saved.
    setChecking(true);
    await queryClient.invalidateQueries({ queryKey: accountsKey });
    setChecking(false);
    setQueue(null);
  };

  const field = queue?.[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per section shown.
  useEffect(() => onSection?.(field ?? null), [field]);
  if (!field || checking) return <PageSpinner />;
  const Form = UNFILLED_FIELD_FORMS[field]!;
  const warning = field === 'signing_authority' ? steps.data?.data.warning : null;
  return (
    <>
      {warning ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      ) : null}
      <Suspense fallback={<PageSpinner />}>
        <Form key={`${field}-${round}`} accountId={accountId} mode="setup" onDone={handleDone} />
      </Suspense>
    </>
  );
};
