import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  ADVISOR_MESSAGE_MAX,
  type TAdvisor,
  type TContactAdvisorRequest,
  ZContactAdvisorRequestSchema,
} from '@portal/contracts/api/advisors';
import { useId } from 'react';
import { useContactAdvisor } from '@/features/advisor/api/contact-advisor';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

export const CONTACT_TITLE = 'Contact Private Portfolio Manager';

export type TContactAdvisorDialogProps = {
  advisor: TAdvisor;
  onSent: () => void;
  onCancel: () => void;
};

/** 'Contact Private Portfolio Manager': one message body; Submit stays disabled until valid and changed. */
export const ContactAdvisorDialog = ({ advisor, onSent, onCancel }: TContactAdvisorDialogProps) => {
  const titleId = useId();
  const contact = useContactAdvisor(advisor.id);
  const { control, handleSubmit, setError, formState, watch } = useZodForm(ZContactAdvisorRequestSchema, {
    body: '',
  });
  // Read every flag on each render: react-hook-form tracks only the flags that are read.
  const { isValid, isDirty, isSubmitting } = formState;
  const length = (watch('body') ?? '').length;

  const handleSend = async (values: TContactAdvisorRequest) => {
    try {
      await contact.mutateAsync({ body: values.body });
      onSent();
    } catch (error) {
      applyServerErrors(error, setError, ['body']);
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{CONTACT_TITLE}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">Submit your query to {advisor.first_name}</Typography>
        <Box component="form" noValidate onSubmit={handleSubmit(handleSend)} sx={{ mt: 1 }}>
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <FormTextField
            control={control}
            name="body"
            label="Message"
            multiline
            minRows={5}
            autoFocus
            helperText={`${length}/${ADVISOR_MESSAGE_MAX}`}
          />
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
            <Button type="button" variant="outlined" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSubmitting}>
              Submit
            </Button>
          </Box>
        </Box>
      </DialogContent>
    </Dialog>
  );
};
