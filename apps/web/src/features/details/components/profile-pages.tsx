// The profile pages that show details: the Individual info hub, personal details (read-only once
// verified), contact and additional details with their edit pages, and the change-address page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  detailsTexts,
  type TAdditionalDetail,
  type TContactDetail,
  type TPersonalDetail,
} from '@portal/contracts/api/details';
import { formatDisplayDate, formatPhoneGrouped } from '@portal/contracts/formats';
import { type TAddress, zAddress } from '@portal/contracts/forms/details';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useChangeAddress } from '@/features/details/api/change-address';
import { useRegistrationStep } from '@/features/details/api/get-registration-step';
import { useCountries } from '@/shared/api/countries';
import { useLanguages } from '@/shared/api/languages';
import { AddressFields } from '@/shared/forms/address-fields';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { AdditionalDetailsStep } from './additional-details-step';
import { ContactDetailsStep, savedAddress } from './contact-details-step';
import { PersonalDetailsStep } from './personal-details-step';
import { UnverifiedBanner } from './unverified-banner';

const CHANNEL_LABELS: Record<string, string> = { phone: 'Phone', sms: 'SMS', email: 'Email' };

export const PERSONAL_READ_ONLY_TEXT =
  'Changes to your personal details require contacting the provider. Please contact support.';

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, py: 0.75 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography>{value || '—'}</Typography>
  </Box>
);

const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
      <Typography variant="h2">{title}</Typography>
      {action}
    </Box>
    {children}
  </Paper>
);

const useInfo = () => {
  const { data: profile } = useProfile();
  const managed = profile?.managed_user_individual_info;
  const source = managed ?? profile;
  return {
    profile,
    personal: (source?.personal_detail ?? null) as TPersonalDetail | null,
    contact: (source?.contact_detail ?? null) as TContactDetail | null,
    additional: (source?.additional_detail ?? null) as TAdditionalDetail | null,
  };
};

const useCountryName = () => {
  const countries = useCountries().data ?? [];
  return (id: unknown) => countries.find((c) => String(c.id) === String(id))?.name ?? '';
};

const address = (d: { address_line_1: string; suburb: string; state: string; post_code: string }) =>
  [d.address_line_1, d.suburb, d.state, d.post_code].filter(Boolean).join(', ');

const PersonalRows = ({ personal }: { personal: TPersonalDetail }) => {
  const countryName = useCountryName();
  return (
    <>
      <Row label="Title" value={personal.title?.title} />
      <Row
        label="Name"
        value={[personal.first_name, personal.middle_name, personal.last_name].filter(Boolean).join(' ')}
      />
      <Row label="Preferred name" value={personal.preferred_name} />
      <Row
        label="Date of birth"
        value={personal.date_of_birth ? formatDisplayDate(personal.date_of_birth) : ''}
      />
      <Row label="Residential address" value={address(personal)} />
      <Row label="Country" value={countryName(personal.country)} />
      <Row label="Identity" value={personal.is_verified ? 'Verified' : 'Not verified'} />
    </>
  );
};

const ContactRows = ({ contact }: { contact: TContactDetail }) => {
  const countryName = useCountryName();
  return (
    <>
      <Row label="Preferred contact channel" value={CHANNEL_LABELS[contact.channel] ?? contact.channel} />
      <Row label="Address" value={address(contact)} />
      <Row label="Country" value={countryName(contact.country)} />
    </>
  );
};

const AdditionalRows = ({ additional }: { additional: TAdditionalDetail }) => {
  const languages = useLanguages().data ?? [];
  // The language's name, as the form offers it ('English', not 'en').
  const language =
    languages.find((item) => item.code === additional.preferred_language)?.name ??
    additional.preferred_language;
  return (
    <>
      <Row label="Occupation" value={additional.occupation} />
      <Row label="Sole trader" value={additional.is_sole_trader ? 'Yes' : 'No'} />
      <Row label="Preferred language" value={language} />
    </>
  );
};

const Edit = ({ to }: { to: string }) => (
  <Button component={Link} to={to} variant="outlined" size="small">
    Edit
  </Button>
);

export const IndividualInfoPage = () => {
  const { profile, personal, contact, additional } = useInfo();
  if (!profile) return <PageSpinner />;
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Individual info
      </Typography>
      <UnverifiedBanner profile={profile} />
      <Section title="Personal details" action={<Edit to="/account-new/personal-details/" />}>
        {personal ? <PersonalRows personal={personal} /> : <Typography>Not provided yet.</Typography>}
      </Section>
      <Section title="Contact details" action={<Edit to="/account-new/contact-details/edit/" />}>
        {contact ? <ContactRows contact={contact} /> : <Typography>Not provided yet.</Typography>}
      </Section>
      <Section title="Additional details" action={<Edit to="/account-new/additional-details/edit/" />}>
        {additional ? <AdditionalRows additional={additional} /> : <Typography>Not provided yet.</Typography>}
      </Section>
    </section>
  );
};

/**
 * Personal details once verified are read-only (changes go through support); until then the person can
 * correct them, and a save checks the identity again.
 */
export const PersonalDetailsPage = () => {
  const { profile, personal } = useInfo();
  if (!profile) return <PageSpinner />;
  if (personal && !personal.is_verified) return <PersonalDetailsEditPage />;
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Personal details
      </Typography>
      <UnverifiedBanner profile={profile} />
      <Section title="Personal details">
        {personal ? <PersonalRows personal={personal} /> : <Typography>Not provided yet.</Typography>}
        <Typography sx={{ mt: 2 }}>{PERSONAL_READ_ONLY_TEXT}</Typography>
        <Button component={Link} to="/account/contact-support/" sx={{ mt: 1 }}>
          Contact support
        </Button>
      </Section>
    </section>
  );
};

export const ContactDetailsPage = () => {
  const { profile, contact } = useInfo();
  if (!profile) return <PageSpinner />;
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Contact details
      </Typography>
      <Section title="Contact details" action={<Edit to="/account-new/contact-details/edit/" />}>
        <Row label="Email" value={profile.email} />
        <Row label="Mobile phone" value={formatPhoneGrouped(profile.phone_number ?? '')} />
        {contact ? <ContactRows contact={contact} /> : null}
      </Section>
    </section>
  );
};

export const AdditionalDetailsPage = () => {
  const { profile, additional } = useInfo();
  if (!profile) return <PageSpinner />;
  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Additional details
      </Typography>
      <Section title="Additional details" action={<Edit to="/account-new/additional-details/edit/" />}>
        {additional ? <AdditionalRows additional={additional} /> : <Typography>Not provided yet.</Typography>}
      </Section>
    </section>
  );
};

const EditPage = ({
  title,
  back,
  children,
}: {
  title: string;
  back: string;
  children: (done: () => void, cancel: () => void) => ReactNode;
}) => {
  const navigate = useNavigate();
  const done = () => {
    toast.success('Your details have been saved.');
    navigate(back);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children(done, () => navigate(back))}
    </Paper>
  );
};

const PersonalDetailsEditPage = () => (
  <EditPage title="Edit personal details" back="/account-new/details/">
    {(done, cancel) => <PersonalDetailsStep onNext={done} onCancel={cancel} />}
  </EditPage>
);

export const ContactDetailsEditPage = () => (
  <EditPage title="Edit contact details" back="/account-new/contact-details/">
    {(done, cancel) => <ContactDetailsStep onNext={done} onCancel={cancel} />}
  </EditPage>
);

/** Where the change-address flow returns to: the settings, with the other change flows. */
const SETTINGS_PATH = '/account/settings/';
const ADDRESS_FIELDS = ['country', 'address_line_1', 'suburb', 'state', 'post_code'] as const;

/** Change address (spec 000's /account/change-address/): the own contact address, its channel kept. */
export const ChangeAddressPage = () => {
  const step = useRegistrationStep<TContactDetail>('contact_details');
  if (!step.data) return <PageSpinner />;
  return <ChangeAddressForm detail={step.data.data} />;
};

const ChangeAddressForm = ({ detail }: { detail: TContactDetail | null }) => {
  const navigate = useNavigate();
  const changeAddress = useChangeAddress();
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zAddress, savedAddress(detail));
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const handleSave = async (values: TAddress) => {
    try {
      await changeAddress.mutateAsync(values);
      toast.success(detailsTexts.addressChanged);
      navigate(SETTINGS_PATH);
    } catch (error) {
      applyServerErrors(error, setError, [...ADDRESS_FIELDS]);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Change address
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <AddressFields control={control} setValue={setValue} />
        <FormActions
          submitLabel="Change address"
          disabled={!formState.isDirty || !formState.isValid || formState.isSubmitting}
          onCancel={() => navigate(SETTINGS_PATH)}
        />
      </Box>
    </Paper>
  );
};

export const AdditionalDetailsEditPage = () => (
  <EditPage title="Edit additional details" back="/account-new/additional-details/">
    {(done, cancel) => <AdditionalDetailsStep onNext={done} onCancel={cancel} />}
  </EditPage>
);
