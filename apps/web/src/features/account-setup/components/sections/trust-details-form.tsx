// Trust details (spec sections 2, 3, 5): trust type, state established, whether the trust was settled
// with $10,000 or more (then the settlor's name, at most 30), and whether investing is the primary
// activity (else its nature, at most 30). Unused fields are blanked before sending.
import {
  ENTITY_TEXT_MAX,
  entityTexts,
  type TTrustDetails,
  type TTrustDetailsForm,
  zTrustDetailsForm,
} from '@portal/contracts/api/entity-details';
import { useCreateTrustDetails } from '@/features/account-setup/api/create-trust-details';
import { trustDetailsQueryOptions, useTrustDetails } from '@/features/account-setup/api/get-trust-details';
import { useTrustTypes } from '@/features/account-setup/api/get-trust-types';
import { useUpdateTrustDetails } from '@/features/account-setup/api/update-trust-details';
import { useAuStates } from '@/shared/api/au-states';
import { SectionFormFrame } from '@/shared/application-sections/section-form';
import { SelectField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PRIMARY_ACTIVITY, PrimaryActivityFields } from './primary-activity-fields';
import { useSectionForm } from './use-section-form';
import { type TSavedSectionProps, withSavedDetails } from './with-saved-details';
import { blankHiddenFollowUps, type TFollowUp, YesNoFollowUp } from './yes-no-follow-up';

const SETTLED_SUM: TFollowUp<TTrustDetailsForm> = {
  question: 'is_settled_sum_at_least_threshold',
  shownOn: true,
  blanks: { settlor_name: '' },
};

const TrustDetailsFields = ({ accountId, mode, onDone, saved }: TSavedSectionProps<TTrustDetails>) => {
  const types = (useTrustTypes().data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const states = (useAuStates().data ?? []).map((s) => ({ value: s.code, label: s.name }));
  const create = useCreateTrustDetails();
  const update = useUpdateTrustDetails();
  const { control, frame } = useSectionForm(
    zTrustDetailsForm,
    {
      type: saved?.type.id ?? '',
      state: saved?.state ?? '',
      is_settled_sum_at_least_threshold: saved?.is_settled_sum_at_least_threshold,
      settlor_name: saved?.settlor_name ?? '',
      is_investing_primary_activity: saved?.is_investing_primary_activity,
      nature_of_activity: saved?.nature_of_activity ?? '',
    },
    {
      queryKey: trustDetailsQueryOptions(accountId).queryKey,
      fields: Object.keys(zTrustDetailsForm.shape),
      onDone,
      send: (values) =>
        (saved ? update : create).mutateAsync({
          accountId,
          body: blankHiddenFollowUps(values, [SETTLED_SUM, PRIMARY_ACTIVITY]),
        }),
    },
  );

  return (
    <SectionFormFrame title="Trust details" mode={mode} {...frame}>
      <SelectField control={control} name="type" label={entityTexts.trustType} options={types} />
      <SelectField control={control} name="state" label={entityTexts.stateEstablished} options={states} />
      <YesNoFollowUp control={control} label={entityTexts.settledSum} followUp={SETTLED_SUM}>
        <FormTextField
          control={control}
          name="settlor_name"
          label={entityTexts.settlorName}
          maxLength={ENTITY_TEXT_MAX}
        />
      </YesNoFollowUp>
      <PrimaryActivityFields control={control} />
    </SectionFormFrame>
  );
};

export const TrustDetailsForm = withSavedDetails(useTrustDetails, TrustDetailsFields);
