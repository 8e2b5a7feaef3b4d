import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  STAFF_INVITATION_APPLICATIONS,
  type TStaffInvitationForm,
  zStaffInvitationForm,
} from '@portal/contracts/api/staff';
import { formatPhoneGrouped } from '@portal/contracts/formats';
import { useState } from 'react';
import { useApplications } from '@/shared/application/applications';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { SelectField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useInviteApplicant } from '../api/invite-applicant';

const EMPTY: TStaffInvitationForm = {
  application: '' as TStaffInvitationForm['application'],
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
};
const FIELDS = ['application', 'first_name', 'last_name', 'email', 'phone_number'] as const;

/** Invites a new primary applicant: the link goes to the e-mail, the 12-digit code to the mobile. */
export const InviteApplicantForm = () => {
  const form = useZodForm(zStaffInvitationForm, EMPTY);
  const invite = useInviteApplicant();
  const { data: applications } = useApplications();
  const [sent, setSent] = useState<{ email: string; phone: string } | null>(null);
  const options = STAFF_INVITATION_APPLICATIONS.map((id) => ({
    value: id,
    label: applications?.find((application) => application.id === id)?.name ?? id.toUpperCase(),
  }));

  const handleSubmit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (answer) => {
        setSent({ email: values.email, phone: values.phone_number });
        form.reset(EMPTY);
        return answer;
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Invite an applicant">
      {sent ? (
        <Alert severity="success" onClose={() => setSent(null)} sx={{ mb: 1 }}>
          The invitation has been sent: the link to {sent.email} and the code to{' '}
          {formatPhoneGrouped(sent.phone)}.
        </Alert>
      ) : null}
      <FormErrorAlert message={form.formState.errors.root?.server?.message} />
      <SelectField control={form.control} name="application" label="Application" options={options} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="first_name" label="First name" maxLength={150} />
        <FormTextField control={form.control} name="last_name" label="Last name" maxLength={150} />
        <FormTextField control={form.control} name="email" label="Email" type="email" inputMode="email" />
        <PatternTextField control={form.control} name="phone_number" label="Mobile phone" kind="mobile" />
      </Box>
      <FormActions
        submitLabel="Send invitation"
        disabled={!form.formState.isValid || form.formState.isSubmitting}
      />
    </Box>
  );
};
