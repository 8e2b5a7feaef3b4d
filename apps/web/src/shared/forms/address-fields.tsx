// The address block of the detail steps and the application forms (spec sections 4 and 5): a searchable
// country; an address search (more than 2 characters, debounced 300 ms) whose pick fills suburb, state,
// postcode and Australia as the country, and the street too only when the suggestion is a whole address,
// so a street the person typed is never overwritten by a suburb; changing the country clears the address.
// In Australia the state is one of the eight codes.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import { AUSTRALIAN_STATES, isAustralia } from '@portal/contracts/australian-address';
import { FIELD_LIMITS } from '@portal/contracts/constants';
import { useState } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useAddressSearch } from '@/shared/api/address-search';
import { useAustraliaId } from '@/shared/api/countries';
import { FormTextField } from '@/shared/forms/form-text-field';
import { CountryField } from './country-fields';
import { SelectField } from './form-fields';

export type TAddressNames = {
  country: string;
  address_line_1: string;
  suburb: string;
  state: string;
  post_code: string;
};

const ADDRESS_SEARCH_HINT = 'Type a suburb or postcode';

export const ADDRESS_NAMES: TAddressNames = {
  country: 'country',
  address_line_1: 'address_line_1',
  suburb: 'suburb',
  state: 'state',
  post_code: 'post_code',
};

/** The form's separate street fields (personal details), filled when a suggestion is a whole address. */
export type TStreetNames = { street_number: string; street_name: string };

const AUSTRALIAN_STATE_OPTIONS = AUSTRALIAN_STATES.map((code) => ({ value: code, label: code }));

type TProps<T extends FieldValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  names?: TAddressNames;
  streetNames?: TStreetNames;
  /** Prefix of the labels, e.g. 'Office address'. */
  label?: string;
};

export const AddressFields = <T extends FieldValues>({
  control,
  setValue,
  names = ADDRESS_NAMES,
  streetNames,
  label,
}: TProps<T>) => {
  const australia = useAustraliaId();
  const country = useWatch({ control, name: names.country as Path<T> });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const results = useAddressSearch(query).data ?? [];
  const set = (name: string, value: unknown) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
  const prefix = label ? `${label} ` : '';
  const searchId = `search-${names.address_line_1.replace(/\W/g, '-')}`;

  const handleCountry = () => {
    // Choosing the first country changes no address; only a change from one country to another clears it.
    if (country === '' || country === null || country === undefined) return;
    for (const name of [names.address_line_1, names.suburb, names.state, names.post_code]) set(name, '');
    setQuery('');
  };

  const pick = (result: TAddressSearchResult) => {
    if (australia !== undefined) set(names.country, australia);
    set(names.suburb, result.suburb);
    set(names.post_code, result.postcode);
    set(names.state, result.state);
    // A suburb suggestion has no street: the street the person typed stays.
    if (result.address_line_1) {
      set(names.address_line_1, result.address_line_1.slice(0, FIELD_LIMITS.addressLine));
      if (streetNames) {
        set(streetNames.street_number, result.street_number);
        set(streetNames.street_name, result.street_name);
      }
    }
    setQuery(result.full_address);
    setOpen(false);
  };

  return (
    <Box>
      <CountryField
        control={control}
        name={names.country as Path<T>}
        label={`${prefix}Country`.trim()}
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
          helperText={ADDRESS_SEARCH_HINT}
          onChange={(event) => {
            setQuery(event.target.value.slice(0, 40));
            setOpen(true);
          }}
        />
        {open && results.length > 0 ? (
          <Paper elevation={3} sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, top: '100%' }}>
            <List dense aria-label="Address suggestions">
              {results.map((result) => (
                <ListItemButton key={result.full_address} onClick={() => pick(result)}>
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
        {isAustralia(country) ? (
          <SelectField
            control={control}
            name={names.state as Path<T>}
            label={`${prefix}State`.trim()}
            options={AUSTRALIAN_STATE_OPTIONS}
          />
        ) : (
          <FormTextField control={control} name={names.state as Path<T>} label={`${prefix}State`.trim()} />
        )}
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
