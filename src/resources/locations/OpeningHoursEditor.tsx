// Opening hours per weekday (Mon..Sun rows): a closed switch and from/to times. Empty rows mean the day's hours
// are not set (the default for every day). Errors come from the shared schema (from earlier than to).
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { ValidationError, useTranslate } from 'react-admin';
import { WEEKDAYS, type Weekday } from '../../domain/enums.ts';
import type { LocationFormValues } from './locationFormValues.ts';

const TimeField = ({ day, part, disabled }: { day: Weekday; part: 'from' | 'to'; disabled: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController<LocationFormValues, `hours.${Weekday}.${'from' | 'to'}`>({ name: `hours.${day}.${part}` });
  const error = fieldState.error?.message as unknown;
  return (
    <TextField
      type="time"
      size="small"
      label={translate(`locations.hours.${part}`)}
      value={disabled ? '' : (field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      error={!!error}
      helperText={error ? <ValidationError error={error as never} /> : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, 'aria-label': `${translate(`locations.weekdays.${day}`)} ${translate(`locations.hours.${part}`)}` } }}
      sx={{ width: 150 }}
    />
  );
};

const DayRowEditor = ({ day }: { day: Weekday }) => {
  const translate = useTranslate();
  const { field: closed } = useController<LocationFormValues, `hours.${Weekday}.closed`>({ name: `hours.${day}.closed` });
  const { setValue } = useFormContext<LocationFormValues>();
  const dayLabel = translate(`locations.weekdays.${day}`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, py: 0.5 }} data-testid={`hours-${day}`}>
      <Typography sx={{ width: 120, pt: 1 }}>{dayLabel}</Typography>
      <FormControlLabel
        sx={{ width: 140 }}
        control={
          <Switch
            checked={!!closed.value}
            onChange={(event) => closed.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${dayLabel}: ${translate('locations.hours.closed')}` } }}
          />
        }
        label={translate('locations.hours.closed')}
      />
      <TimeField day={day} part="from" disabled={!!closed.value} />
      <TimeField day={day} part="to" disabled={!!closed.value} />
      <Button
        size="small"
        sx={{ mt: 0.5 }}
        onClick={() => setValue(`hours.${day}`, { closed: false, from: '', to: '' }, { shouldDirty: true, shouldValidate: true })}
      >
        {translate('locations.hours.clear')}
      </Button>
    </Stack>
  );
};

export const OpeningHoursEditor = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<LocationFormValues>();
  const copyMonday = () => {
    const monday = getValues('hours.monday');
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      setValue(`hours.${day}`, { ...monday }, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" variant="subtitle1">
          {translate('locations.hours.title')}
        </Typography>
        <Button size="small" onClick={copyMonday}>
          {translate('locations.hours.copyToWeekdays')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('locations.hours.helper')}
      </Typography>
      {WEEKDAYS.map((day) => (
        <DayRowEditor key={day} day={day} />
      ))}
    </Box>
  );
};
