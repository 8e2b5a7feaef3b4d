import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { usePublishingAccounts } from '../api/get-publishing-accounts';

/** Finds an account by its name, id, or a member's name or e-mail. */
export const AccountPicker = ({
  value,
  onChange,
}: {
  value: TStaffAccountLookupItem | null;
  onChange: (account: TStaffAccountLookupItem | null) => void;
}) => {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), DEBOUNCE_MS);
  const { data = [], isFetching } = usePublishingAccounts(search);
  return (
    <Autocomplete
      options={data}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      filterOptions={(options) => options}
      loading={isFetching}
      getOptionLabel={(account) => `${account.name} (#${account.id})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, account) => (
        <li {...props} key={account.id}>
          {account.name} · {account.type_display} · {account.application.toUpperCase()} ·{' '}
          {account.status_display.display_name}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Account" placeholder="Name, id or member e-mail" />
      )}
    />
  );
};
