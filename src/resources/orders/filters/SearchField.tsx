// The order list's search field: order number, external id or id (and receivers for those who may see them).
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../../domain/constants.ts';

export const SEARCH_SHORTCUT_ATTR = 'data-shortcut-search';

/**
 * The search phrase: sent as globalIdSearch 500 ms after the last keystroke (Enter sends at once). `receivers`: the
 * server also matches the receivers' names and phones (a user who sees sensitive data), and the placeholder says so.
 */
export const SearchField = ({
  value,
  onChange,
  receivers = false,
}: {
  value: string;
  onChange(value: string): void;
  receivers?: boolean;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  // A filter applied from elsewhere (a saved view, the URL) shows in the field.
  useEffect(() => setText(value), [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = (next: string, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), delay);
  };

  return (
    <TextField
      size="small"
      label={translate('orderList.filters.search')}
      placeholder={translate(
        receivers ? 'orderList.filters.searchPlaceholderReceivers' : 'orderList.filters.searchPlaceholder',
      )}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        schedule(event.target.value, SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') schedule(text, 0);
        if (event.key === 'Escape') (event.target as HTMLInputElement).blur();
      }}
      sx={{ width: 220 }}
      slotProps={{
        htmlInput: { [SEARCH_SHORTCUT_ATTR]: true, 'aria-keyshortcuts': '/' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
