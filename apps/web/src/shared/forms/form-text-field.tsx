import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ElementType, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { shownError } from './shown-error';

export type TFormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible label, which is also the input's accessible name. */
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email';
  /** The most characters the field takes: shown as 'n/max' under it, and an error once over (never cut). */
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  helperText?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /**
   * An input that formats while typing (masked-text-field.tsx); it hands the form the plain value.
   * Passed in rather than imported, so forms without masks (the login page) do not load the library.
   */
  inputComponent?: ElementType<InputBaseComponentProps>;
  /** Props for `inputComponent` (its pattern or number format). */
  formatProps?: Record<string, unknown>;
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
  inputComponent,
  formatProps,
}: TFormTextFieldProps<T>) => {
  const id = `field-${name.replace(/\W/g, '-')}`;
  const [changed, setChanged] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const error = shownError(fieldState, formState, changed);
        const length = String(field.value ?? '').length;
        const overLimit = maxLength !== undefined && length > maxLength;
        const message = error?.message ?? helperText;
        const described = message || maxLength !== undefined;
        return (
          <FormControl
            fullWidth
            margin="normal"
            error={error !== undefined || overLimit}
            disabled={disabled}
            sx={sx}
          >
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...field}
              onChange={(event) => {
                setChanged(true);
                field.onChange(event);
              }}
              value={field.value ?? ''}
              id={id}
              label={label}
              type={type}
              autoComplete={autoComplete}
              autoFocus={autoFocus}
              multiline={multiline}
              minRows={minRows}
              aria-describedby={described ? `${id}-helper` : undefined}
              inputComponent={inputComponent}
              inputProps={{ inputMode, ...formatProps }}
            />
            {described ? (
              <FormHelperText
                id={`${id}-helper`}
                component="div"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <span>{message}</span>{' '}
                {maxLength !== undefined ? <span>{`${length}/${maxLength}`}</span> : null}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
};
