// The frame of an IPS step: its title, the server's form-level error, the step, and its button.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';

export const IpsStepFrame = ({
  title,
  onSubmit,
  error,
  submitLabel,
  disabled,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  submitLabel: string;
  disabled: boolean;
  children: ReactNode;
}) => (
  <Box component="form" noValidate onSubmit={onSubmit}>
    <Typography variant="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <FormErrorAlert message={error} />
    {children}
    <FormActions submitLabel={submitLabel} disabled={disabled} align="end" size="large" />
  </Box>
);
