// The one date field of the product: DateInput for screens that keep their own state, DateField for
// react-hook-form. Values stay ISO 'YYYY-MM-DD' strings, as the contracts expect. The picker itself is
// fetched the first time a date field shows, so the login page and screens without dates never load it.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { formatDisplayDate } from '@portal/contracts/formats';
import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { TDateInputProps } from './date-picker-input';
import { shownError } from './shown-error';

const DatePickerInput = lazy(() => import('./date-picker-input'));

/** Holds the field's place, with its label and date, while the picker loads. */
const LoadingDateInput = ({ id, label, value, margin = 'normal' }: TDateInputProps) => (
  <FormControl fullWidth margin={margin} disabled>
    <InputLabel htmlFor={id} shrink>
      {label}
    </InputLabel>
    <OutlinedInput id={id} label={label} notched value={value ? formatDisplayDate(value) : ''} readOnly />
  </FormControl>
);

export const DateInput = (props: TDateInputProps) => (
  <Suspense fallback={<LoadingDateInput {...props} />}>
    <DatePickerInput {...props} />
  </Suspense>
);

const fieldIdOf = (name: string) => `field-${name.replace(/\W/g, '-')}`;

export const DateField = <T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  min,
  max,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  min?: string;
  max?: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState, formState }) => (
      <DateInput
        id={fieldIdOf(name)}
        name={field.name}
        label={label}
        value={field.value ?? ''}
        onChange={(iso) => {
          field.onChange(iso);
          // A whole date typed or picked is having been at the field: its error shows from now on.
          if (iso) field.onBlur();
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        min={min}
        max={max}
        disabled={disabled}
        error={shownError(fieldState, formState) !== undefined}
        helperText={shownError(fieldState, formState)?.message}
      />
    )}
  />
);
