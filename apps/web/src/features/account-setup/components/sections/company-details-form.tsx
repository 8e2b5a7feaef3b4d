// Company or corporate trustee details (spec sections 2, 3, 5): whether investing is the primary
// activity (else its nature, at most 30 characters), and the registered office, principal place of
// business and postal address, each in full.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CORPORATE_ADDRESS_FIELDS,
  entityTexts,
  type TCorporateAccountDetails,
  type TCorporateAddressField,
  zCorporateAccountDetailsForm,
} from '@portal/contracts/api/entity-details';
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

const emptyAddress = { country: '', address_line_1: '', suburb: '', state: '', post_code: '' };
const addressOf = (saved: TCorporateAccountDetails | null, field: TCorporateAddressField) => {
  if (!saved) return emptyAddress;
  const { country_name: _name, ...address } = saved[field];
  return address;
};

export const CompanyDetailsForm = (props: TSectionFormProps) => {
  const account = useAccount(props.accountId);
  const details = useCorporateDetails(props.accountId);
  if (!account.data || details.isPending) return <PageSpinner />;
  // A trust's or an SMSF's form is about its corporate trustee.
  const title = account.data.type === 'company' ? 'Company details' : 'Corporate trustee details';
  return <CompanyDetailsFields {...props} title={title} saved={details.data ?? null} />;
};

const CompanyDetailsFields = ({
  accountId,
  mode,
  onDone,
  title,
  saved,
}: TSavedSectionProps<TCorporateAccountDetails> & { title: string }) => {
  const create = useCreateCorporateDetails();
  const update = useUpdateCorporateDetails();
  const { control, setValue, frame } = useSectionForm(
    zCorporateAccountDetailsForm,
    {
      is_investing_primary_activity: saved?.is_investing_primary_activity,
      nature_of_activity: saved?.nature_of_activity ?? '',
      registered_office: addressOf(saved, 'registered_office'),
      principal_place_of_business: addressOf(saved, 'principal_place_of_business'),
      postal_address: addressOf(saved, 'postal_address'),
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

  return (
    <SectionFormFrame title={title} mode={mode} {...frame}>
      <PrimaryActivityFields control={control} />
      {CORPORATE_ADDRESS_FIELDS.map((field) => (
        <Box component="fieldset" key={field} sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
          <Typography component="legend" variant="h3" sx={{ p: 0 }}>
            {ADDRESS_LABELS[field]}
          </Typography>
          <AddressFields control={control} setValue={setValue} names={namesOf(field)} />
        </Box>
      ))}
    </SectionFormFrame>
  );
};
