// Individual tax (spec sections 2, 3, 5): TFN or 'I don't have a TFN', Australian tax residency, and
// for a tax resident of another country the country and the TIN. The details are the person's, for
// every application they are part of; the account gives the context only.
import { TIN_MAX_DIGITS, type TIndividualTax, taxTexts, zIndividualTaxForm } from '@portal/contracts/api/tax';
import { useWatch } from 'react-hook-form';
import { individualTaxQuery, useIndividualTax } from '@/features/account-setup/api/individual-tax';
import { saveIndividualTax } from '@/features/account-setup/api/save-individual-tax';
import { useCountries } from '@/shared/api/countries';
import { SelectField, YesNoField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { SectionFormFrame, useSectionSave } from './section-form';
import type { TSectionFormProps } from './section-form-props';
import { TfnFields } from './tfn-fields';

const FIELDS = [
  'tfn',
  'has_not_tfn',
  'is_australian_tax_resident',
  'is_other_country_tax_resident',
  'tin',
  'country_of_residence',
] as const;

export const IndividualTaxForm = (props: TSectionFormProps) => {
  const tax = useIndividualTax(props.accountId);
  if (tax.isPending) return <PageSpinner />;
  return <IndividualTaxFields {...props} saved={tax.data ?? null} />;
};

const IndividualTaxFields = ({
  accountId,
  mode,
  onDone,
  saved,
}: TSectionFormProps & { saved: TIndividualTax | null }) => {
  const countries = (useCountries().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const schema = zIndividualTaxForm({ tfnOnFile: saved?.tfn != null });
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(schema, {
    tfn: '',
    has_not_tfn: saved?.has_not_tfn ?? false,
    is_australian_tax_resident: saved?.is_australian_tax_resident,
    is_other_country_tax_resident: saved?.is_other_country_tax_resident,
    tin: saved?.tin ?? '',
    country_of_residence: saved?.country_of_residence?.id ?? '',
  });
  const otherCountry = useWatch({ control, name: 'is_other_country_tax_resident' }) === true;
  const save = useSectionSave({
    queryKey: individualTaxQuery(accountId).queryKey.slice(0, 1),
    setError,
    fields: FIELDS,
    onDone,
  });

  const handleSave = async (values: unknown) => {
    const form = values as Record<string, unknown>;
    await save(() =>
      saveIndividualTax(saved?.id ?? null, {
        ...form,
        // Unused fields are blanked before sending (spec section 5).
        tin: otherCountry ? form.tin : '',
        country_of_residence: otherCountry ? form.country_of_residence : null,
        account: accountId,
      }),
    );
  };

  return (
    <SectionFormFrame
      title="Tax details"
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <TfnFields control={control} setValue={setValue} masked={saved?.tfn ?? null} />
      <YesNoField control={control} name="is_australian_tax_resident" label={taxTexts.australianResident} />
      <YesNoField
        control={control}
        name="is_other_country_tax_resident"
        label={taxTexts.otherCountryResident}
      />
      {otherCountry ? (
        <>
          <SelectField
            control={control}
            name="country_of_residence"
            label={taxTexts.countryOfResidence}
            options={countries}
          />
          <FormTextField
            control={control}
            name="tin"
            label={taxTexts.tin}
            inputMode="numeric"
            maxLength={TIN_MAX_DIGITS}
          />
        </>
      ) : null}
    </SectionFormFrame>
  );
};
