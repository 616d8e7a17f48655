// The searchable pickers of the stock page: a driver reads "First Last (email)" and is searched on the server
// (GET /driver/list with q, 500 ms after the last keystroke); a warehouse reads "owner - region" from
// GET /warehouse/list (active ones only) and is narrowed as you type. Clearing a picker clears the selection. The
// receiving driver picker offers only drivers who may be given the stock (active, not blocked and, when the giving
// warehouse's company is known, allowed for it: mayDeliverFor) and says so under the picker; the warehouse picker says
// that inactive warehouses are not listed.
import { Autocomplete, FormHelperText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.ts';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

export interface HolderOption {
  id: number;
  label: string;
}

export const driverOptionLabel = (d: Pick<DriverRow, 'firstName' | 'lastName' | 'email'>) =>
  `${d.firstName} ${d.lastName} (${d.email})`;
export const warehouseOptionLabel = (w: Pick<WarehouseItem, 'owner' | 'region'>) => `${w.owner} - ${w.region}`;

const STALE_MS = 60_000;

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

interface PickerProps {
  label: string;
  value: number | null;
  onChange(id: number | null): void;
}

const HolderAutocomplete = ({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  onInput,
  serverSide,
}: PickerProps & {
  options: HolderOption[];
  loading: boolean;
  error: boolean;
  onInput?(text: string): void;
  serverSide?: boolean;
}) => {
  const translate = useTranslate();
  // Labels seen so far: the chosen option still reads right when a new search no longer lists it.
  const known = useRef(new Map<number, string>());
  for (const option of options) known.current.set(option.id, option.label);
  const selected = value === null ? null : { id: value, label: known.current.get(value) ?? `#${value}` };
  return (
    <Autocomplete<HolderOption>
      size="small"
      options={options}
      value={selected}
      loading={loading}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onInput?.(text);
      }}
      filterOptions={serverSide ? (all) => all : undefined}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      noOptionsText={translate(error ? 'stock.picker.error' : 'stock.picker.noOptions')}
      loadingText={translate('stock.picker.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};

/** Why some holders are not offered: a short note under the picker. */
const PickerNote = ({ text }: { text: string }) => (
  <FormHelperText sx={{ mt: 0.5, mx: 1.75 }} data-note="picker">
    {text}
  </FormHelperText>
);

/**
 * A driver picker; on the receiving side it offers only the drivers who may be given stock (active, not blocked; with
 * `company`, the giving warehouse's company, only those who may carry its goods) and says why the others are absent.
 */
export const DriverPicker = ({
  receiving = false,
  company,
  ...props
}: PickerProps & { receiving?: boolean; company?: { id: number; name: string } | null }) => {
  const translate = useTranslate();
  const api = useAppApi('stock');
  const [text, setText] = useState('');
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const companyId = receiving ? company?.id : undefined;
  const drivers = useQuery({
    queryKey: ['stock', 'driverOptions', q, receiving, companyId ?? null],
    queryFn: ({ signal }) => api.drivers(q, signal, receiving, companyId),
    staleTime: STALE_MS,
    refetchOnWindowFocus: false,
  });
  const options = useMemo(
    () => (drivers.data ?? []).map((d) => ({ id: d.id, label: driverOptionLabel(d) })),
    [drivers.data],
  );
  return (
    <div>
      <HolderAutocomplete
        {...props}
        options={options}
        loading={drivers.isFetching}
        error={drivers.isError}
        onInput={setText}
        serverSide
      />
      {receiving ? (
        <PickerNote
          text={
            company
              ? translate('stock.picker.driverNoteCompany', { company: company.name })
              : translate('stock.picker.driverNote')
          }
        />
      ) : null}
    </div>
  );
};

/** The warehouses the pickers offer: the active ones the caller may see (shared by both panels and the page). */
export const useWarehouseOptions = () => {
  const api = useAppApi('warehouses');
  return useQuery({
    queryKey: ['stock', 'warehouseOptions'],
    queryFn: ({ signal }) => api.list(signal),
    staleTime: STALE_MS,
    refetchOnWindowFocus: false,
  });
};

export const WarehousePicker = (props: PickerProps) => {
  const translate = useTranslate();
  const warehouses = useWarehouseOptions();
  const options = useMemo(
    () => (warehouses.data ?? []).map((w) => ({ id: w.id, label: warehouseOptionLabel(w) })),
    [warehouses.data],
  );
  return (
    <div>
      <HolderAutocomplete {...props} options={options} loading={warehouses.isFetching} error={warehouses.isError} />
      <PickerNote text={translate('stock.picker.warehouseNote')} />
    </div>
  );
};
