import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  DOCUMENTS_AUTOSUGGEST_DEBOUNCE_MS,
  DOCUMENTS_SEARCH_MAX,
  DOCUMENTS_TEXTS,
  type TDocumentSuggestionGroup,
} from '@portal/contracts/api/documents';
import { SUGGESTION_MIN_CHARS } from '@portal/contracts/constants';
import { useEffect, useMemo, useState } from 'react';
import { useDocumentSuggestions } from '@/features/documents/api/get-document-suggestions';
import { useDebounced } from '@/shared/hooks/use-debounced';

type TOption = { group: TDocumentSuggestionGroup; value: string };

type TDocumentSearchProps = {
  /** Called with the search the table applies: '' or more than 2 characters. */
  onSearch: (search: string) => void;
};

/**
 * The autosuggest (spec 002 sections 2 and 5): suggestions in groups (Account name, Description,
 * Category) after more than 2 characters, 500 ms after the last key. The table follows the same
 * debounced text; choosing a suggestion applies it at once.
 */
export const DocumentSearch = ({ onSearch }: TDocumentSearchProps) => {
  const [input, setInput] = useState('');
  const debounced = useDebounced(input.trim(), DOCUMENTS_AUTOSUGGEST_DEBOUNCE_MS);
  const asked = debounced.length >= SUGGESTION_MIN_CHARS ? debounced : '';
  const suggestions = useDocumentSuggestions(asked);

  useEffect(() => {
    onSearch(asked);
  }, [asked, onSearch]);

  const options = useMemo<TOption[]>(
    () =>
      asked && input.trim() === asked
        ? (suggestions.data ?? []).flatMap((group) =>
            group.options.map((value) => ({ group: group.group, value })),
          )
        : [],
    [asked, input, suggestions.data],
  );

  return (
    <Autocomplete<TOption, false, false, true>
      freeSolo
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.value)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.group}:${option.value}`)}
      // The server has matched already.
      filterOptions={(all) => all}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value.slice(0, DOCUMENTS_SEARCH_MAX))}
      onChange={(_event, value) => {
        const text = (typeof value === 'string' ? value : (value?.value ?? '')).trim();
        setInput(text);
        onSearch(text.length >= SUGGESTION_MIN_CHARS ? text : '');
      }}
      loading={suggestions.isFetching}
      sx={{ flex: 1, minWidth: 260, maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={DOCUMENTS_TEXTS.searchPlaceholder}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': DOCUMENTS_TEXTS.searchPlaceholder },
          }}
        />
      )}
    />
  );
};
