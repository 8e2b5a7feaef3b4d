// Individual tax (spec sections 2, 3, 5): TFN or 'I don't have a TFN', Australian tax residency, and
// for a tax resident of another country the country and the TIN. The details are the person's, for
// every application they are part of; the account gives the context only.
import {
  type TIndividualTax,
  type TIndividualTaxForm,
  taxTexts,
  zIndividualTaxForm,
} from '@portal/contracts/api/tax';
import { accountSetupKeys } from '@/features/account-setup/api/account-setup-keys';
import { useCreateIndividualTax } from '@/features/account-setup/api/create-individual-tax';
import { useAccount } from '@/features/account-setup/api/get-account';
import { useIndividualTax } from '@/features/account-setup/api/get-individual-tax';
import { useUpdateIndividualTax } from '@/features/account-setup/api/update-individual-tax';
import { useCountries } from '@/shared/api/countries';
import { SectionFormFrame } from '@/shared/application-sections/section-form';
import { YesNoField } from '@/shared/forms/form-fields';
import { CountryAndTinFields } from './country-tin-fields';
import { TfnFields } from './tfn-fields';
import { useSectionForm } from './use-section-form';
import { type TSavedSectionProps, withSavedDetails } from './with-saved-details';
import { blankHiddenFollowUps, type TFollowUp, YesNoFollowUp } from './yes-no-follow-up';

const OTHER_COUNTRY_RESIDENT: TFollowUp<TIndividualTaxForm> = {
  question: 'is_other_country_tax_resident',
  shownOn: true,
  blanks: { tin: '', country_of_residence: null },
};

const IndividualTaxFields = ({ accountId, mode, onDone, saved }: TSavedSectionProps<TIndividualTax>) => {
  const schema = zIndividualTaxForm({ tfnOnFile: saved?.tfn != null });
  const create = useCreateIndividualTax();
  const update = useUpdateIndividualTax();
  // Loaded with the form, so the country list is there when the question is answered.
  useCountries();
  // A company, trust or SMSF has tax details of its own: these are the person's.
  const taxType = useAccount(accountId).data?.tax_type;
  const title = taxType === 'corporate' ? taxTexts.ownTaxDetails : 'Tax details';
  const { control, setValue, frame } = useSectionForm(
    schema,
    {
      tfn: '',
      has_not_tfn: saved?.has_not_tfn ?? false,
      is_australian_tax_resident: saved?.is_australian_tax_resident,
      is_other_country_tax_resident: saved?.is_other_country_tax_resident,
      tin: saved?.tin ?? '',
      country_of_residence: saved?.country_of_residence?.id ?? '',
    },
    {
      queryKey: accountSetupKeys.individualTaxes,
      fields: Object.keys(schema.shape),
      onDone,
      send: (values) => {
        const body = { ...blankHiddenFollowUps(values, [OTHER_COUNTRY_RESIDENT]), account: accountId };
        return saved ? update.mutateAsync({ id: saved.id, body }) : create.mutateAsync({ body });
      },
    },
  );

  return (
    <SectionFormFrame title={title} mode={mode} {...frame}>
      <TfnFields control={control} setValue={setValue} masked={saved?.tfn ?? null} />
      <YesNoField control={control} name="is_australian_tax_resident" label={taxTexts.australianResident} />
      <YesNoFollowUp
        control={control}
        label={taxTexts.otherCountryResident}
        followUp={OTHER_COUNTRY_RESIDENT}
      >
        <CountryAndTinFields
          control={control}
          country={{ name: 'country_of_residence', label: taxTexts.countryOfResidence }}
        />
      </YesNoFollowUp>
    </SectionFormFrame>
  );
};

export const IndividualTaxForm = withSavedDetails(useIndividualTax, IndividualTaxFields);
