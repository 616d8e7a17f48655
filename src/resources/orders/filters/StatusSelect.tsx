// The order list's status multi-select with its "all" choice (the live map offers the active statuses only).
import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/enums.ts';
import { ALL_STATUSES, nextStatusSelection, type StatusChoice } from '../../../../domain/orderFilters.ts';

/** Multi-select of statuses (every status unless `statuses` says which) with the "all" sentinel. */
export const StatusSelect = ({
  value,
  onChange,
  statuses = ORDER_STATUSES,
}: {
  value: StatusChoice[];
  onChange(value: StatusChoice[]): void;
  statuses?: readonly OrderStatus[];
}) => {
  const translate = useTranslate();
  const choices: StatusChoice[] = [ALL_STATUSES, ...statuses];
  const id = useId();
  const label = translate('orderList.filters.status');
  const name = (status: StatusChoice) => translate(`orders.status.${status}`);
  return (
    <FormControl size="small" sx={{ width: 190 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<StatusChoice[]>
        labelId={`${id}-label`}
        multiple
        value={value}
        label={label}
        onChange={(event) => onChange(nextStatusSelection(value, event.target.value as StatusChoice[]))}
        renderValue={(selected) => selected.map(name).join(', ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 420 } } } }}
      >
        {choices.map((status) => (
          <MenuItem key={status} value={status} dense>
            <Checkbox size="small" checked={value.includes(status)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={name(status)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
