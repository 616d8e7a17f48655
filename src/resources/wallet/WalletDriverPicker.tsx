// The driver picker of the wallet's create page and of the wallet entries report: type a name, e-mail or phone and
// pick one of the drivers the user may see (GET /wallet/drivers, searched on the server 500 ms after the last
// keystroke, at most 20 suggestions). An option reads the name with the phone (and the e-mail below); clearing the
// picker clears the selection. The suggestions load when the picker opens.
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.ts';
import type { WalletDriverOption } from '../../domain/walletSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

const STALE_MS = 60_000;

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

/** "Anna Zielińska · 600 100 200" (the name alone without a phone). */
export const walletDriverLabel = (driver: Pick<WalletDriverOption, 'name' | 'phone'>) =>
  driver.phone ? `${driver.name} · ${driver.phone}` : driver.name;

export interface WalletDriverPickerProps {
  value: WalletDriverOption | null;
  onChange(driver: WalletDriverOption | null): void;
  /** The field's label (translated); the picker's own "Driver" without it. */
  label?: string;
  /** Shown while empty (translated); "Name, e-mail or phone" without it. */
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: string;
  sx?: object;
}

export const WalletDriverPicker = ({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  autoFocus,
  helperText,
  sx,
}: WalletDriverPickerProps) => {
  const translate = useTranslate();
  const api = useAppApi('wallet');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const drivers = useQuery({
    queryKey: ['wallet', 'driverOptions', q],
    queryFn: ({ signal }) => api.drivers(q, signal),
    enabled: open,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return (
    <Autocomplete<WalletDriverOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={drivers.data ?? []}
      value={value}
      disabled={disabled}
      loading={drivers.isFetching}
      onChange={(_event, driver) => onChange(driver)}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      // The server searched already (name, e-mail or phone): its suggestions are shown as they come.
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={walletDriverLabel}
      renderOption={({ key, ...props }, driver) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{walletDriverLabel(driver)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[driver.email, driver.regionName].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      noOptionsText={translate(drivers.isError ? 'wallet.picker.error' : 'wallet.picker.noOptions')}
      loadingText={translate('wallet.picker.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? translate('wallet.picker.label')}
          placeholder={value ? undefined : (placeholder ?? translate('wallet.picker.placeholder'))}
          autoFocus={autoFocus}
          helperText={helperText}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  );
};
