// Additional details (spec sections 3, 5): occupation, citizenship, sole trader with business and
// addresses, non-resident and foreign tax residency, preferred language and translator.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAdditionalDetail, TAdditionalDetailsRequest } from '@portal/contracts/api/details';
import { FIELD_LIMITS } from '@portal/contracts/constants';
import { type TAdditionalDetailsForm, zAdditionalDetailsForm } from '@portal/contracts/forms/details';
import { useWatch } from 'react-hook-form';
import { useCreateAdditionalDetails } from '@/features/details/api/create-additional-details';
import { useRegistrationStep } from '@/features/details/api/get-registration-step';
import { useUpdateAdditionalDetails } from '@/features/details/api/update-additional-details';
import { useLanguages } from '@/shared/api/languages';
import { AddressFields } from '@/shared/forms/address-fields';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CountriesField, CountryField } from '@/shared/forms/country-fields';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField, SelectField, YesNoField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { StepActions, type TStepProps } from './step-actions';

export const AdditionalDetailsStep = (props: TStepProps) => {
  const step = useRegistrationStep<TAdditionalDetail>('additional_details', props.account);
  if (!step.data) return <PageSpinner />;
  return <AdditionalDetailsForm {...props} detail={step.data.data} />;
};

const officeNames = {
  country: 'office_address_country',
  address_line_1: 'office_address_line_1',
  suburb: 'office_address_suburb',
  state: 'office_address_state',
  post_code: 'office_address_post_code',
};
const principalNames = {
  country: 'principal_place_country',
  address_line_1: 'principal_place_address_line_1',
  suburb: 'principal_place_suburb',
  state: 'principal_place_state',
  post_code: 'principal_place_post_code',
};

const AdditionalDetailsForm = ({
  account,
  onNext,
  onCancel,
  detail,
}: TStepProps & { detail: TAdditionalDetail | null }) => {
  const create = useCreateAdditionalDetails();
  const update = useUpdateAdditionalDetails();
  const languages = (useLanguages().data ?? []).map((l) => ({ value: l.code, label: l.name }));
  const { id: _id, account: _account, ...saved } = detail ?? ({} as Partial<TAdditionalDetail>);
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zAdditionalDetailsForm, {
    occupation: '',
    country_of_citizenship: [],
    preferred_language: 'en',
    is_translator_required: false,
    ...saved,
  });
  const soleTrader = useWatch({ control, name: 'is_sole_trader' });
  const nonResident = useWatch({ control, name: 'non_australian_resident' });
  const taxResident = useWatch({ control, name: 'non_australian_tax_resident' });

  const handleSave = async (values: TAdditionalDetailsForm) => {
    try {
      const body: TAdditionalDetailsRequest = { ...values, account: account ?? null };
      if (detail) await update.mutateAsync({ id: detail.id, body });
      else await create.mutateAsync({ body });
      onNext();
    } catch (error) {
      applyServerErrors(
        error,
        setError,
        Object.keys(zAdditionalDetailsForm.def.shape) as (keyof typeof zAdditionalDetailsForm.def.shape)[],
      );
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Additional details
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        control={control}
        name="occupation"
        label="Occupation"
        maxLength={FIELD_LIMITS.occupation}
      />
      <CountriesField control={control} name="country_of_citizenship" label="Country of citizenship" />
      <YesNoField control={control} name="is_sole_trader" label="Are you a sole trader?" />
      {soleTrader ? (
        <Box>
          <FormTextField
            control={control}
            name="business_name"
            label="Business name"
            maxLength={FIELD_LIMITS.soleTraderText}
          />
          <FormTextField
            control={control}
            name="business_activity"
            label="Business activity"
            maxLength={FIELD_LIMITS.soleTraderText}
          />
          <PatternTextField control={control} name="abn" label="ABN" kind="abn" />
          <AddressFields control={control} setValue={setValue} names={officeNames} label="Office address" />
          <AddressFields
            control={control}
            setValue={setValue}
            names={principalNames}
            label="Principal place of business"
          />
        </Box>
      ) : null}
      <YesNoField
        control={control}
        name="non_australian_resident"
        label="Are you a resident of a country other than Australia?"
      />
      {nonResident ? (
        <CountriesField
          control={control}
          name="non_australian_resident_country"
          label="Country of residence"
        />
      ) : null}
      <YesNoField
        control={control}
        name="non_australian_tax_resident"
        label="Are you a tax resident of a country other than Australia?"
      />
      {taxResident ? (
        <>
          <CountryField
            control={control}
            name="non_australian_tax_resident_country"
            label="Country of tax residence"
          />
          <FormTextField
            control={control}
            name="non_australian_tax_identification_number"
            label="Tax identification number"
            inputMode="numeric"
          />
        </>
      ) : null}
      <SelectField
        control={control}
        name="preferred_language"
        label="Preferred language"
        options={languages}
      />
      <CheckboxField control={control} name="is_translator_required" label="I need a translator" />
      <StepActions disabled={!formState.isValid || formState.isSubmitting} onCancel={onCancel} />
    </Box>
  );
};
