// Contact details (spec sections 3, 5): preferred channel and the contact address.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContactDetail } from '@portal/contracts/api/details';
import { zContactDetailsForm } from '@portal/contracts/forms/details';
import { useQueryClient } from '@tanstack/react-query';
import { registrationStepKey, useRegistrationStep } from '@/features/details/api/registration-step';
import { saveContactDetails } from '@/features/details/api/save-contact-details';
import { AddressFields } from '@/shared/forms/address-fields';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { SelectField } from '@/shared/forms/form-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { profileQueryKey } from '@/shared/session/profile-key';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { StepActions, type TStepProps } from './step-actions';

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
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(zContactDetailsForm, {
    channel: detail?.channel ?? 'phone',
    country: detail?.country ?? '',
    address_line_1: detail?.address_line_1 ?? '',
    suburb: detail?.suburb ?? '',
    state: detail?.state ?? '',
    post_code: detail?.post_code ?? '',
  });
  const handleSave = async (values: unknown) => {
    try {
      await saveContactDetails(detail?.id ?? null, { ...(values as object), account: account ?? null });
      await queryClient.invalidateQueries({ queryKey: registrationStepKey('contact_details', account) });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
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
