// The address block of the detail steps and the application forms (spec sections 4 and 5): country; a search over
// Australian suburbs and postcodes (more than 2 characters, debounced 300 ms) whose pick fills line,
// suburb, postcode and state, and Australia as the country; changing the country clears the address.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { FIELD_LIMITS } from '@portal/contracts/constants';
import { useState } from 'react';
import type { Control, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { useAddressSearch } from '@/shared/api/address-search';
import { useAustraliaId, useCountries } from '@/shared/api/countries';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SelectField } from './form-fields';

export type TAddressNames = {
  country: string;
  address_line_1: string;
  suburb: string;
  state: string;
  post_code: string;
};

export const ADDRESS_NAMES: TAddressNames = {
  country: 'country',
  address_line_1: 'address_line_1',
  suburb: 'suburb',
  state: 'state',
  post_code: 'post_code',
};

type TProps<T extends FieldValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  names?: TAddressNames;
  /** Prefix of the labels, e.g. 'Office address'. */
  label?: string;
};

export const AddressFields = <T extends FieldValues>({
  control,
  setValue,
  names = ADDRESS_NAMES,
  label,
}: TProps<T>) => {
  const countries = useCountries().data ?? [];
  const australia = useAustraliaId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const results = useAddressSearch(query).data ?? [];
  const set = (name: string, value: unknown) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
  const prefix = label ? `${label} ` : '';
  const searchId = `search-${names.address_line_1.replace(/\W/g, '-')}`;

  const handleCountry = () => {
    for (const name of [names.address_line_1, names.suburb, names.state, names.post_code]) set(name, '');
    setQuery('');
  };

  return (
    <Box>
      <SelectField
        control={control}
        name={names.country as Path<T>}
        label={`${prefix}Country`.trim()}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        onPicked={handleCountry}
      />
      <Box sx={{ position: 'relative' }}>
        <TextField
          fullWidth
          margin="normal"
          id={searchId}
          label={`${prefix}Search address`.trim()}
          value={query}
          autoComplete="off"
          helperText="Type a suburb or postcode"
          onChange={(event) => {
            setQuery(event.target.value.slice(0, 40));
            setOpen(true);
          }}
        />
        {open && results.length > 0 ? (
          <Paper elevation={3} sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, top: '100%' }}>
            <List dense aria-label="Address suggestions">
              {results.map((result) => (
                <ListItemButton
                  key={result.full_address}
                  onClick={() => {
                    set(names.address_line_1, result.full_address.slice(0, FIELD_LIMITS.addressLine));
                    set(names.suburb, result.suburb);
                    set(names.post_code, result.postcode);
                    set(names.state, result.state);
                    if (australia !== undefined) set(names.country, australia);
                    setQuery(result.full_address);
                    setOpen(false);
                  }}
                >
                  {result.full_address}
                </ListItemButton>
              ))}
            </List>
          </Paper>
        ) : null}
      </Box>
      <FormTextField
        control={control}
        name={names.address_line_1 as Path<T>}
        label={`${prefix}Address line 1`.trim()}
        maxLength={FIELD_LIMITS.addressLine}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormTextField
          control={control}
          name={names.suburb as Path<T>}
          label={`${prefix}Suburb`.trim()}
          maxLength={FIELD_LIMITS.suburb}
        />
        <FormTextField control={control} name={names.state as Path<T>} label={`${prefix}State`.trim()} />
        <FormTextField
          control={control}
          name={names.post_code as Path<T>}
          label={`${prefix}Postcode`.trim()}
          maxLength={FIELD_LIMITS.postCode}
        />
      </Box>
    </Box>
  );
};
