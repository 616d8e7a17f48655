// The order list's status multi-select with its "all" choice.
import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../domain/enums.ts';
import { ALL_STATUSES, nextStatusSelection, type StatusChoice } from '../../../domain/orderFilters.ts';

const CHOICES: StatusChoice[] = [ALL_STATUSES, ...ORDER_STATUSES];

/** Multi-select of statuses with the "all" sentinel. */
export const StatusSelect = ({ value, onChange }: { value: StatusChoice[]; onChange(value: StatusChoice[]): void }) => {
  const translate = useTranslate();
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
        {CHOICES.map((status) => (
          <MenuItem key={status} value={status} dense>
            <Checkbox size="small" checked={value.includes(status)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={name(status)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
