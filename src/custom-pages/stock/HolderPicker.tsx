// The searchable pickers of the stock page: a driver reads "First Last (email)" and is searched on the server
// (GET /driver/list with q, 500 ms after the last keystroke); a warehouse reads "owner - region" from
// GET /warehouse/list (active ones only) and is narrowed as you type. Clearing a picker clears the selection. The
// receiving driver picker offers only drivers who may be given the stock (active, not blocked and, when the giving
// warehouse's company is known, allowed for it: mayDeliverFor) and says so under the picker; the warehouse picker says
// that inactive warehouses are not listed.
import { Autocomplete, FormHelperText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { DriverRow } from '../../../domain/driverSchemas.ts';
import type { WarehouseItem } from '../../../domain/stockSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { DriverAutocomplete } from '../../forms/DriverAutocomplete.tsx';

export interface HolderOption {
  id: number;
  label: string;
}

export const driverOptionLabel = (d: Pick<DriverRow, 'firstName' | 'lastName' | 'email'>) =>
  `${d.firstName} ${d.lastName} (${d.email})`;
export const warehouseOptionLabel = (w: Pick<WarehouseItem, 'owner' | 'region'>) => `${w.owner} - ${w.region}`;

const STALE_MS = 60_000;

interface PickerProps {
  label: string;
  value: number | null;
  onChange(id: number | null): void;
}

const PICKER_MESSAGES = {
  error: 'stock.picker.error',
  noOptions: 'stock.picker.noOptions',
  loading: 'stock.picker.loading',
};

/** The labels seen so far: the chosen option still reads right when a new search no longer lists it. */
const useKnownLabels = () => {
  const known = useRef(new Map<number, string>());
  return {
    remember: (options: HolderOption[]) => options.forEach((option) => known.current.set(option.id, option.label)),
    selected: (value: number | null) =>
      value === null ? null : { id: value, label: known.current.get(value) ?? `#${value}` },
  };
};

const WarehouseAutocomplete = ({
  label,
  value,
  onChange,
  options,
  loading,
  error,
}: PickerProps & { options: HolderOption[]; loading: boolean; error: boolean }) => {
  const translate = useTranslate();
  const known = useKnownLabels();
  known.remember(options);
  return (
    <Autocomplete<HolderOption>
      size="small"
      options={options}
      value={known.selected(value)}
      loading={loading}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      noOptionsText={translate(error ? PICKER_MESSAGES.error : PICKER_MESSAGES.noOptions)}
      loadingText={translate(PICKER_MESSAGES.loading)}
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
  label,
  value,
  onChange,
}: PickerProps & { receiving?: boolean; company?: { id: number; name: string } | null }) => {
  const translate = useTranslate();
  const api = useAppApi('stock');
  const known = useKnownLabels();
  const companyId = receiving ? company?.id : undefined;
  return (
    <div>
      <DriverAutocomplete<HolderOption>
        value={known.selected(value)}
        onChange={(option) => onChange(option ? option.id : null)}
        queryKey={(q) => ['stock', 'driverOptions', q, receiving, companyId ?? null]}
        search={async (q, signal) =>
          (await api.drivers(q, signal, receiving, companyId)).map((d) => ({ id: d.id, label: driverOptionLabel(d) }))
        }
        onOptions={known.remember}
        getOptionLabel={(o) => o.label}
        messages={PICKER_MESSAGES}
        size="small"
        fullWidth
        renderInput={(params) => <TextField {...params} label={label} />}
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
      <WarehouseAutocomplete {...props} options={options} loading={warehouses.isFetching} error={warehouses.isError} />
      <PickerNote text={translate('stock.picker.warehouseNote')} />
    </div>
  );
};
