// The scheduled slot picker: 2-hour slots within the chosen pickup point's working hours (its own, or the company's
// defaults for a point without weekly hours; special dates and several ranges a day included) for the next 7 days
// (domain/timeSlots offeredSlots), grouped by day; "as soon as possible" is no slot. A chosen slot that is no
// longer offered (its time passed, another pickup point) is cleared, with a note; a slot the server refused says why
// under the picker (OrderCreatePage: errors.server.time_slot_*).
import { Alert, ListSubheader, MenuItem, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate, ValidationError } from 'react-admin';
import { DEFAULT_TIME_ZONE, findSlot, offeredSlots, zonedParts, type Slot } from '../../../../domain/timeSlots.ts';
import { effectiveWorkingSettings } from '../../../../domain/workingHours.ts';
import { toIntlLocale } from '../../../i18n/format.ts';
import { useOrderFormContext } from './OrderFormContext.tsx';
import type { OrderFormValues } from './orderFormValues.ts';

const ASAP = '';
/** How often the offered slots are recomputed (a slot disappears once it starts). */
export const SLOT_REFRESH_MS = 30_000;

const dayKey = (iso: string, timeZone: string) => {
  const p = zonedParts(new Date(iso), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

export const groupByDay = (slots: Slot[], timeZone: string): { day: string; slots: Slot[] }[] => {
  const groups: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const day = dayKey(slot.from, timeZone);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
};

const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), SLOT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};

export const SlotPicker = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { options } = useOrderFormContext();
  const locationId = useWatch<OrderFormValues, 'pickupPoint.locationId'>({ name: 'pickupPoint.locationId' });
  const { field, fieldState } = useController<OrderFormValues, 'scheduledAt'>({ name: 'scheduledAt' });
  const [cleared, setCleared] = useState(false);
  const now = useNow();
  const location = options.locations.find((l) => l.id === locationId);
  const workingSettings = useMemo(
    () => effectiveWorkingSettings(location?.workingSettings ?? null, options.company.workingSettings ?? null),
    [location?.workingSettings, options.company.workingSettings],
  );
  const timeZone = workingSettings?.zone ?? DEFAULT_TIME_ZONE;
  const slots = useMemo(() => offeredSlots(workingSettings, now), [workingSettings, now]);

  const chosen = field.value;
  const onChange = field.onChange;
  useEffect(() => {
    if (chosen && !findSlot(slots, chosen)) {
      onChange(null);
      setCleared(true);
    }
  }, [chosen, slots, onChange]);

  const intl = toIntlLocale(locale);
  const time = new Intl.DateTimeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const dayFormat = new Intl.DateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const today = dayKey(now.toISOString(), timeZone);
  const tomorrow = dayKey(new Date(now.getTime() + 86_400_000).toISOString(), timeZone);
  const dayLabel = (group: { day: string; slots: Slot[] }) => {
    const name = dayFormat.format(new Date(group.slots[0].from));
    if (group.day === today) return `${translate('orderForm.schedule.today')}, ${name}`;
    if (group.day === tomorrow) return `${translate('orderForm.schedule.tomorrow')}, ${name}`;
    return name;
  };
  const slotLabel = (slot: Slot) => `${time.format(new Date(slot.from))}–${time.format(new Date(slot.to))}`;
  const selected = chosen ? findSlot(slots, chosen) : undefined;

  const items = groupByDay(slots, timeZone).flatMap((group) => [
    <ListSubheader key={`day-${group.day}`}>{dayLabel(group)}</ListSubheader>,
    ...group.slots.map((slot) => (
      <MenuItem key={slot.from} value={slot.from} aria-label={`${dayLabel(group)} ${slotLabel(slot)}`}>
        {slotLabel(slot)}
      </MenuItem>
    )),
  ]);

  return (
    <>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('orderForm.schedule.label')}
        error={!!fieldState.error}
        helperText={
          fieldState.error?.message ? (
            <ValidationError error={fieldState.error.message} />
          ) : slots.length ? (
            translate('orderForm.schedule.helper')
          ) : (
            translate('orderForm.schedule.none')
          )
        }
        value={selected ? selected.from : ASAP}
        onChange={(event) => {
          setCleared(false);
          onChange(event.target.value === ASAP ? null : event.target.value);
        }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            renderValue: (value) => {
              const slot = findSlot(slots, String(value));
              if (!slot) return translate('orderForm.schedule.asap');
              const group = { day: dayKey(slot.from, timeZone), slots: [slot] };
              return `${dayLabel(group)}, ${slotLabel(slot)}`;
            },
            displayEmpty: true,
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
          },
        }}
      >
        <MenuItem value={ASAP}>{translate('orderForm.schedule.asap')}</MenuItem>
        {items}
      </TextField>
      {cleared && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setCleared(false)}>
          {translate('orderForm.schedule.cleared')}
        </Alert>
      )}
    </>
  );
};
