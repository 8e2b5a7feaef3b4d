import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type TFormActionsProps = {
  submitLabel: string;
  /** The submit button stays disabled until the form is valid (spec 000 section 5). */
  disabled: boolean;
  /** Shows Cancel when given. */
  onCancel?: () => void;
  align?: 'start' | 'end';
  size?: 'medium' | 'large';
};

/** The row under a form: optional Cancel, then the submit button. */
export const FormActions = ({
  submitLabel,
  disabled,
  onCancel,
  align = 'start',
  size,
}: TFormActionsProps) => (
  <Box
    sx={{
      display: 'flex',
      gap: 2,
      mt: align === 'end' ? 3 : 2,
      flexWrap: 'wrap',
      justifyContent: align === 'end' ? 'flex-end' : 'flex-start',
    }}
  >
    {onCancel ? (
      <Button type="button" variant="outlined" size={size} onClick={onCancel}>
        Cancel
      </Button>
    ) : null}
    <Button type="submit" variant="contained" size={size} disabled={disabled}>
      {submitLabel}
    </Button>
  </Box>
);
