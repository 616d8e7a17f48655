// Special dates (customDates) of a form holding WorkingHoursFormValues: pick a date on the calendar, mark it closed or
// give it other hours, list and remove the dates. A special date wins over its weekday's hours (domain/timeSlots.ts
// hoursOn); dates already listed and past dates cannot be picked again. Errors under their rows.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { ValidationError, useLocaleState, useTranslate } from 'react-admin';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { WEEK_STARTS_ON } from '../../../domain/dateRange.ts';
import { MAX_CUSTOM_DATES } from '../../../domain/locationSchemas.ts';
import { toLocale } from '../../i18n/locales.ts';
import { CALENDAR_LOCALES, calendarSx } from '../orders/filters/DateRangePicker.tsx';
import { toIntlLocale } from '../../i18n/format.ts';
import { ClosedAndRanges } from './OpeningHoursEditor.tsx';
import { emptyRange, type SpecialDateRow, type WorkingHoursFormValues } from './workingHoursForm.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (local) as YYYY-MM-DD. */
export const dateKey = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const localDay = (key: string): Date => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** A date (YYYY-MM-DD) as the UI language writes it: "Monday, 6 April 2026". */
export const useDateLabel = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toIntlLocale(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return (key: string) => format.format(localDay(key));
  }, [locale]);
};

const errorOf = (errors: object, path: string) => (get(errors, path) as { message?: unknown } | undefined)?.message;

const SpecialDateItem = ({ index, row, onRemove }: { index: number; row: SpecialDateRow; onRemove: () => void }) => {
  const translate = useTranslate();
  const dateLabel = useDateLabel()(row.date);
  const { errors } = useFormState({ name: `specialDates.${index}` as never });
  const dateError = errorOf(errors, `specialDates.${index}.date`);
  return (
    <ListItem
      divider
      disableGutters
      data-testid={`special-date-${row.date}`}
      aria-label={dateLabel}
      sx={{ display: 'block' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ width: { sm: 220 }, pt: 1 }}>
          <Typography>{dateLabel}</Typography>
          {dateError ? (
            <Typography variant="caption" color="error">
              <ValidationError error={dateError as never} />
            </Typography>
          ) : null}
        </Box>
        <ClosedAndRanges path={`specialDates.${index}`} label={dateLabel} />
        <Tooltip title={translate('locations.specialDates.remove')}>
          <IconButton aria-label={`${dateLabel}: ${translate('locations.specialDates.remove')}`} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
};

export const SpecialDatesEditor = ({ today = new Date() }: { today?: Date }) => {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const dateLabel = useDateLabel();
  const { setValue, getValues } = useFormContext<WorkingHoursFormValues>();
  const rows =
    (useWatch<WorkingHoursFormValues, 'specialDates'>({ name: 'specialDates' }) as SpecialDateRow[] | undefined) ?? [];
  const { errors } = useFormState({ name: 'specialDates' as never });
  const listError = errorOf(errors, 'specialDates') ?? errorOf(errors, 'specialDates.root');
  const [picked, setPicked] = useState<string | null>(null);
  const listed = new Set(rows.map((r) => r.date));
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());

  const update = (next: SpecialDateRow[]) =>
    setValue('specialDates', next, { shouldDirty: true, shouldValidate: true });
  const add = (closed: boolean) => {
    if (!picked) return;
    const current = getValues('specialDates') ?? [];
    const row: SpecialDateRow = { date: picked, closed, ranges: [emptyRange()] };
    update([...current, row].sort((a, b) => a.date.localeCompare(b.date)));
    setPicked(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={translate('locations.specialDates.title')}>
      <Typography component="legend" variant="subtitle1">
        {translate('locations.specialDates.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('locations.specialDates.helper')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Box sx={[{ flexShrink: 0 }, calendarSx]}>
          <DayPicker
            mode="single"
            today={today}
            defaultMonth={today}
            startMonth={startOfToday}
            weekStartsOn={WEEK_STARTS_ON}
            locale={CALENDAR_LOCALES[toLocale(uiLocale)]}
            selected={picked ? localDay(picked) : undefined}
            onSelect={(day) => setPicked(day ? dateKey(day) : null)}
            disabled={[{ before: startOfToday }, (day: Date) => listed.has(dateKey(day))]}
            modifiers={{ special: (day: Date) => listed.has(dateKey(day)) }}
            modifiersStyles={{ special: { textDecoration: 'underline', fontWeight: 700, opacity: 1 } }}
          />
        </Box>
        <Stack spacing={1} sx={{ pt: 1, minWidth: 220 }} aria-live="polite">
          <Typography variant="body2">
            {picked
              ? translate('locations.specialDates.picked', { date: dateLabel(picked) })
              : translate('locations.specialDates.pickHint')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<EventBusyIcon />}
            disabled={!picked || rows.length >= MAX_CUSTOM_DATES}
            onClick={() => add(true)}
          >
            {translate('locations.specialDates.addClosed')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ScheduleIcon />}
            disabled={!picked || rows.length >= MAX_CUSTOM_DATES}
            onClick={() => add(false)}
          >
            {translate('locations.specialDates.addHours')}
          </Button>
        </Stack>
      </Stack>
      {listError ? (
        <Typography variant="caption" color="error" role="alert">
          <ValidationError error={listError as never} />
        </Typography>
      ) : null}
      {rows.length ? (
        <List dense aria-label={translate('locations.specialDates.listLabel')}>
          {rows.map((row, index) => (
            <SpecialDateItem
              key={row.date + index}
              index={index}
              row={row}
              onRemove={() => update((getValues('specialDates') ?? []).filter((_, k) => k !== index))}
            />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('locations.specialDates.none')}
        </Typography>
      )}
    </Box>
  );
};
