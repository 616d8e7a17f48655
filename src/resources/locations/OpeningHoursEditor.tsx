// Weekly opening hours (Mon..Sun rows) of a form holding WorkingHoursFormValues (the location form, the company's
// default working hours): per day a closed switch and one or more from/to ranges (add or remove a range). Empty rows
// mean the day's hours are not set (the default for every day). Errors come from the shared schema (from earlier than
// to, ranges not overlapping) and show under their fields.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ValidationError, useTranslate } from 'react-admin';
import { MAX_DAY_RANGES } from '../../../domain/locationSchemas.ts';
import { WEEKDAYS, type Weekday } from '../../../domain/enums.ts';
import { emptyDay, emptyRange, type DayRow, type RangeRow, type WorkingHoursFormValues } from './workingHoursForm.ts';

type RowPath = `hours.${Weekday}` | `specialDates.${number}`;

/** One time input of a range ("HH:mm"), its error under it. */
export const TimeField = ({
  name,
  label,
  ariaLabel,
  disabled,
}: {
  name: string;
  label: string;
  ariaLabel: string;
  disabled: boolean;
}) => {
  const { field, fieldState } = useController<Record<string, unknown>>({ name });
  const error = fieldState.error?.message as unknown;
  return (
    <TextField
      type="time"
      size="small"
      label={label}
      value={disabled ? '' : ((field.value as string | undefined) ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      error={!!error}
      helperText={error ? <ValidationError error={error as never} /> : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, 'aria-label': ariaLabel } }}
      sx={{ width: 150 }}
    />
  );
};

/**
 * The ranges of one row (a weekday or a special date): from/to per range, remove (when more than one) and add a range.
 * `label` names the row in the inputs' accessible names ("Monday from", "Monday, range 2 to").
 */
export const RangesEditor = ({ path, label, disabled }: { path: RowPath; label: string; disabled: boolean }) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<WorkingHoursFormValues>();
  const ranges = (useWatch<WorkingHoursFormValues>({ name: `${path}.ranges` as never }) as RangeRow[] | undefined) ?? [
    emptyRange(),
  ];
  const { errors } = useFormState({ name: `${path}.ranges` as never });
  const listError = (get(errors, `${path}.ranges`) as { message?: unknown } | undefined)?.message;
  const update = (next: RangeRow[]) =>
    setValue(`${path}.ranges` as never, next as never, { shouldDirty: true, shouldValidate: true });
  const name = (i: number) =>
    i === 0 ? label : `${label}, ${translate('locations.hours.rangeNumber', { number: i + 1 })}`;
  return (
    <Stack spacing={0.5}>
      {ranges.map((_, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`${path}-range-${i}`}>
          <TimeField
            name={`${path}.ranges.${i}.from`}
            label={translate('locations.hours.from')}
            ariaLabel={`${name(i)} ${translate('locations.hours.from')}`}
            disabled={disabled}
          />
          <TimeField
            name={`${path}.ranges.${i}.to`}
            label={translate('locations.hours.to')}
            ariaLabel={`${name(i)} ${translate('locations.hours.to')}`}
            disabled={disabled}
          />
          {ranges.length > 1 && !disabled ? (
            <Tooltip title={translate('locations.hours.removeRange')}>
              <IconButton
                aria-label={`${name(i)}: ${translate('locations.hours.removeRange')}`}
                onClick={() =>
                  update((getValues(`${path}.ranges` as never) as unknown as RangeRow[]).filter((__, k) => k !== i))
                }
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      ))}
      {!disabled && ranges.length < MAX_DAY_RANGES ? (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() =>
              update([
                ...((getValues(`${path}.ranges` as never) as unknown as RangeRow[] | undefined) ?? []),
                emptyRange(),
              ])
            }
            aria-label={`${label}: ${translate('locations.hours.addRange')}`}
          >
            {translate('locations.hours.addRange')}
          </Button>
        </Box>
      ) : null}
      {listError ? (
        <Typography variant="caption" color="error">
          <ValidationError error={listError as never} />
        </Typography>
      ) : null}
    </Stack>
  );
};

/** A row's "Closed" switch and its ranges (disabled while closed): a weekday or a special date. */
export const ClosedAndRanges = ({ path, label }: { path: RowPath; label: string }) => {
  const translate = useTranslate();
  const { field: closed } = useController<WorkingHoursFormValues, `${RowPath}.closed`>({ name: `${path}.closed` });
  return (
    <>
      <FormControlLabel
        sx={{ width: 140 }}
        control={
          <Switch
            checked={!!closed.value}
            onChange={(event) => closed.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${label}: ${translate('locations.hours.closed')}` } }}
          />
        }
        label={translate('locations.hours.closed')}
      />
      <RangesEditor path={path} label={label} disabled={!!closed.value} />
    </>
  );
};

const DayRowEditor = ({ day }: { day: Weekday }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<WorkingHoursFormValues>();
  const dayLabel = translate(`locations.weekdays.${day}`);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, py: 0.5 }}
      data-testid={`hours-${day}`}
    >
      <Typography sx={{ width: 120, pt: 1 }}>{dayLabel}</Typography>
      <ClosedAndRanges path={`hours.${day}`} label={dayLabel} />
      <Button
        size="small"
        sx={{ mt: 0.5 }}
        onClick={() => setValue(`hours.${day}`, emptyDay(), { shouldDirty: true, shouldValidate: true })}
      >
        {translate('locations.hours.clear')}
      </Button>
    </Stack>
  );
};

export const OpeningHoursEditor = ({
  titleKey = 'locations.hours.title',
  helperKey = 'locations.hours.helper',
}: {
  titleKey?: string;
  helperKey?: string;
}) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<WorkingHoursFormValues>();
  const copyMonday = () => {
    const monday = getValues('hours.monday');
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      const copy: DayRow = { closed: monday.closed, ranges: monday.ranges.map((r) => ({ ...r })) };
      setValue(`hours.${day}`, copy, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" variant="subtitle1">
          {translate(titleKey)}
        </Typography>
        <Button size="small" onClick={copyMonday}>
          {translate('locations.hours.copyToWeekdays')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate(helperKey)}
      </Typography>
      {WEEKDAYS.map((day) => (
        <DayRowEditor key={day} day={day} />
      ))}
    </Box>
  );
};
