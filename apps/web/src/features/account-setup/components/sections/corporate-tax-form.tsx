// Corporate tax (spec sections 2, 3, 5): TFN or 'I don't have a TFN', the ABN of a trust or a company
// (an SMSF gave its ABN with the account), foreign entity with its country and TIN, and the category,
// each with a tooltip that explains it.
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  type TCorporateTax,
  type TCorporateTaxForm,
  taxTexts,
  zCorporateTaxForm,
} from '@portal/contracts/api/tax';
import { useCreateCorporateTax } from '@/features/account-setup/api/create-corporate-tax';
import { useAccount } from '@/features/account-setup/api/get-account';
import { corporateTaxQueryOptions, useCorporateTax } from '@/features/account-setup/api/get-corporate-tax';
import { useCorporateTaxCategories } from '@/features/account-setup/api/get-corporate-tax-categories';
import { useUpdateCorporateTax } from '@/features/account-setup/api/update-corporate-tax';
import { useCountries } from '@/shared/api/countries';
import { SectionFormFrame } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ChoiceField } from './choice-field';
import { CountryAndTinFields } from './country-tin-fields';
import { TfnFields } from './tfn-fields';
import { useSectionForm } from './use-section-form';
import type { TSavedSectionProps } from './with-saved-details';
import { blankHiddenFollowUps, type TFollowUp, YesNoFollowUp } from './yes-no-follow-up';

const FOREIGN_ENTITY: TFollowUp<TCorporateTaxForm> = {
  question: 'is_foreign_entity',
  shownOn: true,
  blanks: { country: null, tin: '' },
};

export const CorporateTaxForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const tax = useCorporateTax(props.accountId);
  if (!account.data || tax.isPending) return <PageSpinner />;
  return <CorporateTaxFields {...props} account={account.data} saved={tax.data ?? null} />;
};

const CorporateTaxFields = ({
  accountId,
  mode,
  onDone,
  account,
  saved,
}: TSavedSectionProps<TCorporateTax> & { account: TAccount }) => {
  // Loaded with the form, so the country list is there when the question is answered.
  useCountries();
  const categories = (useCorporateTaxCategories().data ?? []).map((c) => ({
    value: c.id,
    label: c.title,
    description: c.description,
  }));
  const abnRequired = account.type === 'trust' || account.type === 'company';
  const schema = zCorporateTaxForm({ abnRequired, tfnOnFile: saved?.tfn != null });
  const create = useCreateCorporateTax();
  const update = useUpdateCorporateTax();
  const { control, setValue, frame } = useSectionForm(
    schema,
    {
      tfn: '',
      has_not_tfn: saved?.has_not_tfn ?? false,
      abn: saved?.abn || account.abn || account.acn_lookup_data?.abn || '',
      is_foreign_entity: saved?.is_foreign_entity,
      country: saved?.country?.id ?? '',
      tin: saved?.tin ?? '',
      category: saved?.category.id ?? '',
    },
    {
      queryKey: corporateTaxQueryOptions(accountId).queryKey,
      fields: Object.keys(schema.shape),
      onDone,
      send: (values) =>
        (saved ? update : create).mutateAsync({
          accountId,
          body: {
            ...blankHiddenFollowUps(values, [FOREIGN_ENTITY]),
            // Unused fields are blanked before sending (spec section 5): an SMSF is not asked for an ABN.
            abn: abnRequired ? values.abn : '',
          },
        }),
    },
  );

  return (
    <SectionFormFrame title="Tax details" mode={mode} {...frame}>
      <TfnFields control={control} setValue={setValue} masked={saved?.tfn ?? null} />
      {abnRequired ? <PatternTextField control={control} name="abn" label={taxTexts.abn} kind="abn" /> : null}
      <YesNoFollowUp control={control} label={taxTexts.foreignEntity} followUp={FOREIGN_ENTITY}>
        <CountryAndTinFields control={control} country={{ name: 'country', label: taxTexts.country }} />
      </YesNoFollowUp>
      <ChoiceField
        control={control}
        name="category"
        label={taxTexts.category}
        options={categories}
        explained="in-tooltip"
      />
    </SectionFormFrame>
  );
};
