// Company or corporate trustee details (spec sections 2, 3, 5): whether investing is the primary
// activity (else its nature, at most 30 characters), and the registered office, principal place of
// business and postal address, each in full. A new form starts from the registered office the company
// register gave with the ACN; the other two addresses can follow the registered office.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAccount, TCorporateInfo } from '@portal/contracts/api/account-setup';
import {
  CORPORATE_ADDRESS_FIELDS,
  entityTexts,
  type TCorporateAccountDetails,
  type TCorporateAddressField,
  type TCorporateAddressForm,
  zCorporateAccountDetailsForm,
} from '@portal/contracts/api/entity-details';
import { AUSTRALIA_COUNTRY_ID } from '@portal/contracts/australian-address';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useCreateCorporateDetails } from '@/features/account-setup/api/create-corporate-details';
import { useAccount } from '@/features/account-setup/api/get-account';
import {
  corporateDetailsQueryOptions,
  useCorporateDetails,
} from '@/features/account-setup/api/get-corporate-details';
import { useUpdateCorporateDetails } from '@/features/account-setup/api/update-corporate-details';
import { SectionFormFrame } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { AddressFields } from '@/shared/forms/address-fields';
import { SameAsCheckbox } from '@/shared/forms/same-as-checkbox';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PRIMARY_ACTIVITY, PrimaryActivityFields } from './primary-activity-fields';
import { useSectionForm } from './use-section-form';
import type { TSavedSectionProps } from './with-saved-details';
import { blankHiddenFollowUps } from './yes-no-follow-up';

const ADDRESS_PARTS = ['country', 'address_line_1', 'suburb', 'state', 'post_code'] as const;
const ADDRESS_LABELS: Record<TCorporateAddressField, string> = {
  registered_office: entityTexts.registeredOffice,
  principal_place_of_business: entityTexts.principalPlaceOfBusiness,
  postal_address: entityTexts.postalAddress,
};
const namesOf = (field: TCorporateAddressField) => ({
  country: `${field}.country`,
  address_line_1: `${field}.address_line_1`,
  suburb: `${field}.suburb`,
  state: `${field}.state`,
  post_code: `${field}.post_code`,
});
const FIELDS = [
  'is_investing_primary_activity',
  'nature_of_activity',
  ...CORPORATE_ADDRESS_FIELDS.flatMap((field) => ADDRESS_PARTS.map((part) => `${field}.${part}`)),
];

const emptyAddress: TCorporateAddressForm = {
  country: '',
  address_line_1: '',
  suburb: '',
  state: '',
  post_code: '',
};
/** The register's registered office (an Australian company's), as far as the register gave it. */
const registeredOfficeOf = (register: TCorporateInfo | null): TCorporateAddressForm => {
  const office = register?.registered_office;
  return office ? { country: AUSTRALIA_COUNTRY_ID, ...office } : emptyAddress;
};
const addressOf = (saved: TCorporateAccountDetails, field: TCorporateAddressField): TCorporateAddressForm => {
  const { country_name: _name, ...address } = saved[field];
  return address;
};
const sameAddress = (a: TCorporateAddressForm, b: TCorporateAddressForm) =>
  ADDRESS_PARTS.every((part) => String(a[part] ?? '') === String(b[part] ?? ''));

/** The addresses that can follow the registered office. */
const FOLLOWERS = ['principal_place_of_business', 'postal_address'] as const;
type TFollower = (typeof FOLLOWERS)[number];

export const CompanyDetailsForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const details = useCorporateDetails(props.accountId);
  if (!account.data || details.isPending) return <PageSpinner />;
  // A trust's or an SMSF's form is about its corporate trustee.
  const title = account.data.type === 'company' ? 'Company details' : 'Corporate trustee details';
  return (
    <CompanyDetailsFields {...props} title={title} saved={details.data ?? null} account={account.data} />
  );
};

const CompanyDetailsFields = ({
  accountId,
  mode,
  onDone,
  title,
  saved,
  account,
}: TSavedSectionProps<TCorporateAccountDetails> & { title: string; account: TAccount }) => {
  const create = useCreateCorporateDetails();
  const update = useUpdateCorporateDetails();
  const registered = saved
    ? addressOf(saved, 'registered_office')
    : registeredOfficeOf(account.acn_lookup_data);
  const startOf = (field: TFollower) => (saved ? addressOf(saved, field) : emptyAddress);
  const [sameAs, setSameAs] = useState<Record<TFollower, boolean>>(() => ({
    principal_place_of_business:
      saved !== null && sameAddress(startOf('principal_place_of_business'), registered),
    postal_address: saved !== null && sameAddress(startOf('postal_address'), registered),
  }));
  const { control, setValue, frame } = useSectionForm(
    zCorporateAccountDetailsForm,
    {
      is_investing_primary_activity: saved?.is_investing_primary_activity,
      nature_of_activity: saved?.nature_of_activity ?? '',
      registered_office: registered,
      principal_place_of_business: startOf('principal_place_of_business'),
      postal_address: startOf('postal_address'),
    },
    {
      queryKey: corporateDetailsQueryOptions(accountId).queryKey,
      fields: FIELDS,
      onDone,
      send: (values) =>
        (saved ? update : create).mutateAsync({
          accountId,
          body: blankHiddenFollowUps(values, [PRIMARY_ACTIVITY]),
        }),
    },
  );

  // A following address takes every change of the registered office while its box is ticked.
  const office = useWatch({ control, name: 'registered_office' });
  useEffect(() => {
    for (const field of FOLLOWERS)
      if (sameAs[field]) setValue(field, { ...office }, { shouldValidate: true, shouldDirty: true });
  }, [office, sameAs, setValue]);

  return (
    <SectionFormFrame title={title} mode={mode} {...frame}>
      <PrimaryActivityFields control={control} />
      {CORPORATE_ADDRESS_FIELDS.map((field) => (
        <Box component="fieldset" key={field} sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
          <Typography component="legend" variant="h3" sx={{ p: 0 }}>
            {ADDRESS_LABELS[field]}
          </Typography>
          {field === 'registered_office' ? null : (
            <SameAsCheckbox
              label={entityTexts.sameAsRegisteredOffice}
              checked={sameAs[field]}
              onChange={(checked) => setSameAs((current) => ({ ...current, [field]: checked }))}
            />
          )}
          {field !== 'registered_office' && sameAs[field] ? null : (
            <AddressFields control={control} setValue={setValue} names={namesOf(field)} />
          )}
        </Box>
      ))}
    </SectionFormFrame>
  );
};
