// Inputs of the detail steps and the application forms bound to react-hook-form: native selects (so
// every choice has a label and works the same on phones), radio groups (yes/no and others) and
// checkboxes. Each visible label is the input's accessible name; the field's first error shows under it.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { shownError } from './shown-error';

type TBase<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
};

export type TOption = { value: string | number; label: string };

export const SelectField = <T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  multiple,
  onPicked,
}: TBase<T> & { options: readonly TOption[]; multiple?: boolean; onPicked?: (value: unknown) => void }) => {
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => (
        <TextField
          select
          fullWidth
          margin="normal"
          id={id}
          label={label}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={multiple ? (field.value ?? []).map(String) : (field.value ?? '')}
          onChange={(event) => {
            const target = event.target as unknown as HTMLSelectElement;
            const toValue = (raw: string) => {
              const option = options.find((o) => String(o.value) === raw);
              return option ? option.value : raw;
            };
            const value = multiple
              ? Array.from(target.selectedOptions ?? []).map((o) => toValue(o.value))
              : toValue(target.value);
            field.onChange(value);
            // A pick is having been at the field: its error shows from now on.
            field.onBlur();
            onPicked?.(value);
          }}
          error={shownError(fieldState, formState) !== undefined}
          helperText={shownError(fieldState, formState)?.message}
          slotProps={{
            select: { native: true, multiple },
            inputLabel: { shrink: true },
          }}
        >
          {multiple ? null : <option value="">Select…</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
};

/** Radio groups are never disabled: a question that does not apply is not shown. */
type TRadioBase<T extends FieldValues> = Omit<TBase<T>, 'disabled'>;

/**
 * A question answered by one radio of a group: the shell of the yes/no and one-of-several choices. The
 * label names the radiogroup (screen readers, tests and journeys find it by that name). Radios hold
 * strings, so `toRadio` and `fromRadio` translate the form's value to and from the picked radio's.
 */
export const RadioGroupField = <T extends FieldValues, V>({
  control,
  name,
  label,
  row,
  toRadio,
  fromRadio,
  onPicked,
  children,
}: TRadioBase<T> & {
  row?: boolean;
  toRadio: (value: unknown) => string;
  fromRadio: (radio: string) => V;
  onPicked?: (value: V) => void;
  /** The radios (FormControlLabel with a Radio each), in the order shown. */
  children: ReactNode;
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => (
        <FormControl
          fullWidth
          margin="normal"
          error={shownError(fieldState, formState) !== undefined}
          component="fieldset"
        >
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row={row}
            aria-labelledby={labelId}
            name={field.name}
            value={toRadio(field.value)}
            onChange={(_, radio) => {
              const value = fromRadio(radio);
              field.onChange(value);
              field.onBlur();
              onPicked?.(value);
            }}
          >
            {children}
          </RadioGroup>
          {shownError(fieldState, formState) ? (
            <FormHelperText>{shownError(fieldState, formState)?.message}</FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
};

/** Yes or No side by side; the form holds true or false (nothing until one is picked). */
export const YesNoField = <T extends FieldValues>({
  onPicked,
  ...question
}: TRadioBase<T> & { onPicked?: (value: boolean) => void }) => (
  <RadioGroupField
    {...question}
    row
    toRadio={(value) => (value === true ? 'yes' : value === false ? 'no' : '')}
    fromRadio={(radio) => radio === 'yes'}
    onPicked={onPicked}
  >
    <FormControlLabel value="yes" control={<Radio />} label="Yes" />
    <FormControlLabel value="no" control={<Radio />} label="No" />
  </RadioGroupField>
);

export const CheckboxField = <T extends FieldValues>({
  control,
  name,
  label,
  onPicked,
}: TBase<T> & { onPicked?: (checked: boolean) => void }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState, formState }) => (
      <FormControl error={shownError(fieldState, formState) !== undefined} margin="dense">
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={field.value === true}
              onChange={(event) => {
                field.onChange(event.target.checked);
                field.onBlur();
                onPicked?.(event.target.checked);
              }}
            />
          }
          label={label}
        />
        {shownError(fieldState, formState) ? (
          <FormHelperText>{shownError(fieldState, formState)?.message}</FormHelperText>
        ) : null}
      </FormControl>
    )}
  />
);
