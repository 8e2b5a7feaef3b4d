import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/shared/forms/form-text-field';
import { ResendCodeControl } from '@/shared/ui/resend-code-control';

export type TCodeEntryFieldsProps = {
  control: Control<TTwoFactorForm>;
  remainingSeconds: number;
  /** Disables 'Resend code' while a resend is under way. */
  resending?: boolean;
  onResend: () => void;
  /** Shown beside the resend control, such as a support link; each screen chooses its own. */
  support?: ReactNode;
  /** Extra styles for the resend row. */
  sx?: SxProps<Theme>;
};

/** The six-digit Code field and, under it, the resend row (resend control and an optional support link). */
export const CodeEntryFields = ({
  control,
  remainingSeconds,
  resending,
  onResend,
  support,
  sx,
}: TCodeEntryFieldsProps) => (
  <>
    <FormTextField
      control={control}
      name="code"
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
    />
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mt: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ResendCodeControl remainingSeconds={remainingSeconds} disabled={resending} onResend={onResend} />
      {support}
    </Box>
  </>
);
