// The driver picker of the wallet's create page and of the wallet entries report: type a name, e-mail or phone and
// pick one of the drivers the user may see (GET /wallet/drivers, searched on the server 500 ms after the last
// keystroke, at most 20 suggestions). An option reads the name with the phone (and the e-mail below); clearing the
// picker clears the selection. The suggestions load when the picker opens.
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WalletDriverOption } from '../../../domain/walletSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { DriverAutocomplete } from '../../forms/DriverAutocomplete.tsx';

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
  return (
    <DriverAutocomplete<WalletDriverOption>
      value={value}
      onChange={onChange}
      queryKey={(q) => ['wallet', 'driverOptions', q]}
      search={(q, signal) => api.drivers(q, signal)}
      loadOnOpen
      disabled={disabled}
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
      messages={{
        error: 'wallet.picker.error',
        noOptions: 'wallet.picker.noOptions',
        loading: 'wallet.picker.loading',
      }}
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
