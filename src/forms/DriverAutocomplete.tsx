// The forms kit's driver picker: an autocomplete whose suggestions the server searches (the typed text, trimmed, asked
// 500 ms after the last keystroke) and shows as they come. Each area gives its search call, its option's label and
// look, its field and its messages; clearing the picker clears the selection. `loadOnOpen`: the suggestions load
// when the list opens; otherwise from the start. Until the server answers the typed text, the last suggestions stay,
// narrowed to that text on the spot: the list does not empty to "Loading…" under the pointer while a search is on its
// way (an option clicked in that moment was lost: the stop's journey of 2 December chose no driver).
import {
  Autocomplete,
  createFilterOptions,
  type AutocompleteProps,
  type AutocompleteRenderInputParams,
} from '@mui/material';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.ts';
import { retryWhileServerAway } from '../dataProvider/retryPolicy.ts';
import { useDebounced } from './useDebounced.ts';

const STALE_MS = 60_000;

export interface DriverAutocompleteProps<T extends { id: number }> {
  value: T | null;
  onChange(driver: T | null): void;
  /** The query's key of a search text, and the search itself. */
  queryKey(q: string): QueryKey;
  search(q: string, signal: AbortSignal): Promise<T[]>;
  loadOnOpen?: boolean;
  getOptionLabel(driver: T): string;
  renderOption?: AutocompleteProps<T, false, false, false>['renderOption'];
  renderInput(params: AutocompleteRenderInputParams): ReactNode;
  /** Message keys of the list: a failed search, no match, loading. */
  messages: { error: string; noOptions: string; loading: string };
  /** Every suggestion seen (a picker that keeps labels of ids). */
  onOptions?(drivers: T[]): void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: AutocompleteProps<T, false, false, false>['sx'];
}

export const DriverAutocomplete = <T extends { id: number }>({
  value,
  onChange,
  queryKey,
  search,
  loadOnOpen = false,
  getOptionLabel,
  renderOption,
  renderInput,
  messages,
  onOptions,
  disabled,
  size,
  fullWidth,
  sx,
}: DriverAutocompleteProps<T>) => {
  const translate = useTranslate();
  // MUI's own narrowing (the option's label holds the text, case and accents aside), for suggestions not yet searched.
  const narrowToText = useMemo(() => createFilterOptions<T>(), []);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const drivers = useQuery({
    queryKey: queryKey(q),
    queryFn: ({ signal }) => search(q, signal),
    enabled: !loadOnOpen || open,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: loadOnOpen ? retryWhileServerAway : undefined,
  });
  const options = drivers.data ?? [];
  // The suggestions answer the text typed (after the debounce), or are the last ones, narrowed here meanwhile.
  const answered = q === text.trim() && !drivers.isPlaceholderData;
  onOptions?.(options);
  return (
    <Autocomplete<T>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      size={size}
      fullWidth={fullWidth}
      options={options}
      value={value}
      disabled={disabled}
      loading={drivers.isFetching || !answered}
      onChange={(_event, driver) => onChange(driver)}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      // The server searched already: its suggestions are shown as they come.
      filterOptions={(all, state) => (answered ? all : narrowToText(all, state))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={getOptionLabel}
      renderOption={renderOption}
      noOptionsText={translate(drivers.isError ? messages.error : messages.noOptions)}
      loadingText={translate(messages.loading)}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={sx}
      renderInput={renderInput}
    />
  );
};
