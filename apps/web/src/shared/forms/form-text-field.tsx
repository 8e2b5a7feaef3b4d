import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type TFormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible label, which is also the input's accessible name. */
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  helperText?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A text input bound to react-hook-form, showing the field's first error under it. Built from the
 * outlined input parts rather than TextField, which would also bring the select code to every form.
 */
export const FormTextField = <T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline,
  minRows,
  helperText,
  autoFocus,
  disabled,
  sx,
}: TFormTextFieldProps<T>) => {
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl
            fullWidth
            margin="normal"
            error={fieldState.error !== undefined}
            disabled={disabled}
            sx={sx}
          >
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...field}
              value={field.value ?? ''}
              id={id}
              label={label}
              type={type}
              autoComplete={autoComplete}
              autoFocus={autoFocus}
              multiline={multiline}
              minRows={minRows}
              aria-describedby={message ? `${id}-helper` : undefined}
              inputProps={{ inputMode, maxLength }}
            />
            {message ? <FormHelperText id={`${id}-helper`}>{message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
};
