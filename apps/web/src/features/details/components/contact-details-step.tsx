// Contact details (spec sections 3, 5): preferred channel and the contact address.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContactDetail, TContactDetailsRequest } from '@portal/contracts/api/details';
import {
  type TAddress,
  type TContactDetailsForm,
  zContactDetailsForm,
} from '@portal/contracts/forms/details';
import { useCreateContactDetails } from '@/features/details/api/create-contact-details';
import { useRegistrationStep } from '@/features/details/api/get-registration-step';
import { useUpdateContactDetails } from '@/features/details/api/update-contact-details';
import { AddressFields } from '@/shared/forms/address-fields';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { StepActions, type TStepProps } from './step-actions';

/** The saved contact address as a form's starting values (empty when none is saved). */
export const savedAddress = (detail: TContactDetail | null): TAddress => ({
  country: detail?.country ?? '',
  address_line_1: detail?.address_line_1 ?? '',
  suburb: detail?.suburb ?? '',
  state: detail?.state ?? '',
  post_code: detail?.post_code ?? '',
});

export const ContactDetailsStep = (props: TStepProps) => {
  const step = useRegistrationStep<TContactDetail>('contact_details', props.account);
  if (!step.data) return <PageSpinner />;
  return <ContactDetailsForm {...props} detail={step.data.data} />;
};

const ContactDetailsForm = ({
  account,
  onNext,
  onCancel,
  detail,
}: TStepProps & { detail: TContactDetail | null }) => {
  const create = useCreateContactDetails();
  const update = useUpdateContactDetails();
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zContactDetailsForm, {
    channel: detail?.channel ?? 'phone',
    ...savedAddress(detail),
  });
  const handleSave = async (values: TContactDetailsForm) => {
    try {
      const body: TContactDetailsRequest = { ...values, account: account ?? null };
      if (detail) await update.mutateAsync({ id: detail.id, body });
      else await create.mutateAsync({ body });
      onNext();
    } catch (error) {
      applyServerErrors(error, setError, [
        'channel',
        'country',
        'address_line_1',
        'suburb',
        'state',
        'post_code',
      ]);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Contact details
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <SelectField
        control={control}
        name="channel"
        label="Preferred contact channel"
        options={[
          { value: 'phone', label: 'Phone' },
          { value: 'sms', label: 'SMS' },
          { value: 'email', label: 'Email' },
        ]}
      />
      <AddressFields control={control} setValue={setValue} />
      <StepActions disabled={!formState.isValid || formState.isSubmitting} onCancel={onCancel} />
    </Box>
  );
};
