import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TContactUsResponse } from '@portal/contracts/api/support';
import { SUPPORT_MESSAGE_MAX } from '@portal/contracts/constants';
import { type TSupportForm, zSupportForm } from '@portal/contracts/forms/sign-in';
import { useMemo } from 'react';
import { useContactUs } from '@/features/support/api/contact-us';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

export type TSupportFormProps = {
  /** False when the profile already has an e-mail: the field is hidden and the server uses the profile's. */
  emailShown: boolean;
  redirectUri: string | null;
  onSent: (answer: TContactUsResponse) => void;
  onCancel: () => void;
};

/** The support form: e-mail (only when needed), message (at most 1000 symbols), Submit and Cancel. */
export const SupportForm = ({ emailShown, redirectUri, onSent, onCancel }: TSupportFormProps) => {
  const contactUs = useContactUs();
  const schema = useMemo(() => zSupportForm(emailShown), [emailShown]);
  const { control, handleSubmit, setError, formState, watch } = useZodForm(schema, {
    email: '',
    description: '',
  });
  const length = (watch('description') ?? '').length;

  const handleSend = async (values: TSupportForm) => {
    try {
      const answer = await contactUs.mutateAsync({
        ...(emailShown && values.email ? { email: values.email } : {}),
        description: values.description,
        ...(redirectUri ? { redirect_uri: redirectUri } : {}),
      });
      onSent(answer);
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'description']);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSend)}>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      {emailShown ? (
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      ) : null}
      <FormTextField
        control={control}
        name="description"
        label="Message"
        multiline
        minRows={5}
        helperText={`${length}/${SUPPORT_MESSAGE_MAX}`}
      />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
        <Button type="button" variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
          Submit
        </Button>
      </Box>
    </Box>
  );
};
