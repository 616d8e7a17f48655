// The filter bar's filterable single select (company, region, product).
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Option {
  id: number | string;
  label: string;
  group?: string;
}

/** A filterable single select of the filter bar (type to narrow the choices; clearing removes the filter). */
export const OptionSelect = ({
  label,
  options,
  value,
  onChange,
  width = 190,
  disabled,
}: {
  label: string;
  options: Option[];
  value: Option['id'] | null | undefined;
  onChange(value: Option['id'] | null): void;
  width?: number;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const selected = options.find((o) => String(o.id) === String(value)) ?? null;
  return (
    <Autocomplete<Option>
      size="small"
      options={options}
      value={selected}
      disabled={disabled}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      groupBy={options.some((o) => o.group) ? (o) => o.group ?? '' : undefined}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      noOptionsText={translate('orderList.filters.noOptions')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={{ width }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
