// Trust details (spec sections 2, 3, 5): trust type, state established, whether the trust was settled
// with $10,000 or more (then the settlor's name, at most 30), and whether investing is the primary
// activity (else its nature, at most 30). Unused fields are blanked before sending.
import {
  ENTITY_TEXT_MAX,
  entityTexts,
  type TTrustDetails,
  zTrustDetailsForm,
} from '@portal/contracts/api/entity-details';
import { useWatch } from 'react-hook-form';
import { saveTrustDetails } from '@/features/account-setup/api/save-trust-details';
import { trustDetailsQuery, useTrustDetails } from '@/features/account-setup/api/trust-details';
import { useTrustTypes } from '@/features/account-setup/api/trust-types';
import { useAuStates } from '@/shared/api/au-states';
import { SelectField, YesNoField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { SectionFormFrame, useSectionSave } from './section-form';
import type { TSectionFormProps } from './section-form-props';

const FIELDS = [
  'type',
  'state',
  'is_settled_sum_at_least_threshold',
  'settlor_name',
  'is_investing_primary_activity',
  'nature_of_activity',
] as const;

export const TrustDetailsForm = (props: TSectionFormProps) => {
  const details = useTrustDetails(props.accountId);
  if (details.isPending) return <PageSpinner />;
  return <TrustDetailsFields {...props} saved={details.data ?? null} />;
};

const TrustDetailsFields = ({
  accountId,
  mode,
  onDone,
  saved,
}: TSectionFormProps & { saved: TTrustDetails | null }) => {
  const types = (useTrustTypes().data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const states = (useAuStates().data ?? []).map((s) => ({ value: s.code, label: s.name }));
  const { control, handleSubmit, setError, formState } = useZodForm(zTrustDetailsForm, {
    type: saved?.type.id ?? '',
    state: saved?.state ?? '',
    is_settled_sum_at_least_threshold: saved?.is_settled_sum_at_least_threshold,
    settlor_name: saved?.settlor_name ?? '',
    is_investing_primary_activity: saved?.is_investing_primary_activity,
    nature_of_activity: saved?.nature_of_activity ?? '',
  });
  const settled = useWatch({ control, name: 'is_settled_sum_at_least_threshold' });
  const investing = useWatch({ control, name: 'is_investing_primary_activity' });
  const save = useSectionSave({
    queryKey: trustDetailsQuery(accountId).queryKey,
    setError,
    fields: FIELDS,
    onDone,
  });

  const handleSave = async (values: unknown) => {
    const form = values as Record<string, unknown>;
    await save(() =>
      saveTrustDetails(accountId, saved !== null, {
        ...form,
        settlor_name: settled === true ? form.settlor_name : '',
        nature_of_activity: investing === false ? form.nature_of_activity : '',
      }),
    );
  };

  return (
    <SectionFormFrame
      title="Trust details"
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <SelectField control={control} name="type" label={entityTexts.trustType} options={types} />
      <SelectField control={control} name="state" label={entityTexts.stateEstablished} options={states} />
      <YesNoField control={control} name="is_settled_sum_at_least_threshold" label={entityTexts.settledSum} />
      {settled === true ? (
        <FormTextField
          control={control}
          name="settlor_name"
          label={entityTexts.settlorName}
          maxLength={ENTITY_TEXT_MAX}
        />
      ) : null}
      <YesNoField
        control={control}
        name="is_investing_primary_activity"
        label={entityTexts.isInvestingPrimaryActivity}
      />
      {investing === false ? (
        <FormTextField
          control={control}
          name="nature_of_activity"
          label={entityTexts.natureOfActivity}
          maxLength={ENTITY_TEXT_MAX}
        />
      ) : null}
    </SectionFormFrame>
  );
};
