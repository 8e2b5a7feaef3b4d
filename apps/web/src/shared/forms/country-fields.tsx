// Country inputs bound to react-hook-form: a searchable select (type a few letters, pick with the arrows
// or a click) for one country, and a searchable multi-select with a chip per chosen country. The form
// holds the country's id (or a list of ids), as the API takes it; '' (or []) until one is chosen.

import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TCountry } from '@portal/contracts/api/lookups';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useCountries } from '@/shared/api/countries';

type TProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
};

const sameId = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);
const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

/** The text box both country inputs type into, bound to the form's field and showing its error. */
const countryInput =
  <T extends FieldValues>(
    field: ControllerRenderProps<T, FieldPath<T>>,
    fieldState: ControllerFieldState,
    label: string,
  ) =>
  (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={field.name}
      inputRef={field.ref}
      label={label}
      margin="normal"
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );

export const CountryField = <T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  onPicked,
}: TProps<T> & { onPicked?: (id: number | '') => void }) => {
  const countries = useCountries().data ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<TCountry>
          id={fieldId(name)}
          options={countries}
          getOptionLabel={(country) => country.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={countries.find((country) => sameId(field.value, country.id)) ?? null}
          onChange={(_, country) => {
            const id = country ? country.id : '';
            field.onChange(id);
            onPicked?.(id);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          autoHighlight
          fullWidth
          renderInput={countryInput(field, fieldState, label)}
        />
      )}
    />
  );
};

export const CountriesField = <T extends FieldValues>({ control, name, label, disabled }: TProps<T>) => {
  const countries = useCountries().data ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
        return (
          <Autocomplete<TCountry, true>
            id={fieldId(name)}
            multiple
            options={countries}
            getOptionLabel={(country) => country.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={countries.filter((country) => chosen.some((id) => sameId(id, country.id)))}
            onChange={(_, picked) => field.onChange(picked.map((country) => country.id))}
            onBlur={field.onBlur}
            disabled={disabled}
            autoHighlight
            filterSelectedOptions
            fullWidth
            renderInput={countryInput(field, fieldState, label)}
          />
        );
      }}
    />
  );
};
