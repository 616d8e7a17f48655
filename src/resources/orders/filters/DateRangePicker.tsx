// The order list's date range picker: a read-only field showing "dd-MM-yyyy - dd-MM-yyyy" that opens a dialog with the
// presets Today and Yesterday, a two-month range calendar (Monday first, nothing after today) and Apply / Cancel. More
// than 7 days shows "exceeded date range" and disables Apply; Escape or a click outside closes without applying.
// Controlled: `value` and `onChange` carry the list's ISO dateFrom / dateTo. The rules live in domain/dateRange.ts.
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Popover,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DayPicker } from 'react-day-picker';
import { cs, enUS, pl, type DayPickerLocale } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { DATE_RANGE_MAX_DAYS, type Locale } from '../../../../domain/constants.ts';
import {
  DATE_RANGE_PRESETS,
  dayCount,
  exceedsMaxSpread,
  firstCalendarMonth,
  formatDateRange,
  fromDateRangeQuery,
  isSelectableDay,
  pickDay,
  presetOf,
  presetRange,
  rangeSelection,
  selectionRange,
  toDateRangeQuery,
  WEEK_STARTS_ON,
  type DateRangePreset,
  type DateRangeQuery,
  type DaySelection,
} from '../../../../domain/dateRange.ts';
import { toLocale } from '../../../i18n/locales.ts';

export type DateRangeValue = DateRangeQuery;

export interface DateRangePickerProps {
  /** The applied range as the list's query values (ISO strings). */
  value: DateRangeValue;
  /** Called with whole days (00:00:00.000 to 23:59:59.999, local) when a preset or Apply is chosen. */
  onChange(value: DateRangeValue): void;
}

/** react-day-picker's own locales: date-fns 4 locales (its dependency) with translated calendar labels. */
export const CALENDAR_LOCALES: Record<Locale, DayPickerLocale> = { en: enUS, pl, cz: cs };

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** react-day-picker's stylesheet, tuned to the MUI theme (colours, type, sizes, focus ring, dark mode). */
export const calendarSx = (theme: Theme) => {
  const primary = theme.palette.primary.main;
  return {
    '& .rdp-root': {
      '--rdp-accent-color': primary,
      '--rdp-accent-background-color': alpha(primary, theme.palette.mode === 'dark' ? 0.24 : 0.12),
      '--rdp-day-height': '36px',
      '--rdp-day-width': '38px',
      '--rdp-day_button-height': '34px',
      '--rdp-day_button-width': '34px',
      '--rdp-day_button-border': '1px solid transparent',
      '--rdp-selected-border': '1px solid transparent',
      '--rdp-range_start-color': theme.palette.primary.contrastText,
      '--rdp-range_end-color': theme.palette.primary.contrastText,
      '--rdp-range_middle-color': theme.palette.text.primary,
      '--rdp-today-color': primary,
      '--rdp-disabled-opacity': '0.38',
      '--rdp-months-gap': theme.spacing(3),
      '--rdp-nav-height': '40px',
      '--rdp-nav_button-height': '32px',
      '--rdp-nav_button-width': '32px',
      '--rdp-weekday-padding': theme.spacing(0.5, 0),
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.body2.fontSize,
      color: theme.palette.text.primary,
    },
    '& .rdp-month_caption': {
      ...theme.typography.subtitle2,
      alignItems: 'center',
      paddingInlineStart: theme.spacing(1),
    },
    '& .rdp-weekday': {
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
      opacity: 1,
    },
    '& .rdp-chevron': { fill: theme.palette.action.active, width: 20, height: 20 },
    '& .rdp-button_previous, & .rdp-button_next': {
      borderRadius: '50%',
      '&:hover:not([aria-disabled="true"])': { backgroundColor: theme.palette.action.hover },
    },
    '& .rdp-day_button': {
      transition: theme.transitions.create(['background-color', 'color'], {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '& .rdp-day:not(.rdp-selected):not(.rdp-disabled) .rdp-day_button:hover': {
      backgroundColor: theme.palette.action.hover,
    },
    '& .rdp-today:not(.rdp-selected) .rdp-day_button': {
      borderColor: theme.palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
    },
    '& .rdp-selected': { fontSize: 'inherit', fontWeight: theme.typography.fontWeightMedium },
    '& .rdp-day_button:focus-visible, & .rdp-button_previous:focus-visible, & .rdp-button_next:focus-visible': {
      outline: `2px solid ${primary}`,
      outlineOffset: 1,
    },
    '& .rdp-disabled .rdp-day_button': { cursor: 'default' },
  };
};

export const DateRangePicker = ({ value, onChange }: DateRangePickerProps) => {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const months = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm')) ? 1 : 2;
  const fieldRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  /** "Now" as of the last opening: today is the latest selectable day until the dialog is opened again. */
  const [now, setNow] = useState(() => new Date());
  const [selection, setSelection] = useState<DaySelection>({});

  const applied = fromDateRangeQuery(value, now);
  const picked = selectionRange(selection);
  const exceeded = picked ? exceedsMaxSpread(picked) : false;
  const currentPreset = picked && selection.to ? presetOf(picked, now) : undefined;

  const openDialog = () => {
    const at = new Date();
    setNow(at);
    setSelection(rangeSelection(fromDateRangeQuery(value, at)));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const apply = () => {
    if (!picked || exceeded) return;
    onChange(toDateRangeQuery(picked));
    close();
  };
  const applyPreset = (preset: DateRangePreset) => {
    onChange(toDateRangeQuery(presetRange(preset, new Date())));
    close();
  };
  const onFieldKeyDown = (event: KeyboardEvent) => {
    if (open || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    openDialog();
  };

  return (
    <>
      <TextField
        ref={fieldRef}
        size="small"
        label={translate('dateRange.label')}
        value={formatDateRange(applied)}
        onClick={openDialog}
        onKeyDown={onFieldKeyDown}
        sx={{ width: 276, '& .MuiInputBase-root, & input': { cursor: 'pointer' } }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'aria-controls': open ? dialogId : undefined,
            sx: { fontVariantNumeric: 'tabular-nums' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CalendarMonthOutlinedIcon fontSize="small" color={open ? 'primary' : 'action'} aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={() => fieldRef.current!}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': translate('dateRange.dialog'),
            sx: { mt: 0.5, borderRadius: 2 },
          },
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <List
            dense
            role="group"
            aria-labelledby={`${dialogId}-presets`}
            subheader={
              <ListSubheader
                id={`${dialogId}-presets`}
                disableSticky
                sx={{ lineHeight: '40px', bgcolor: 'transparent' }}
              >
                {translate('dateRange.presets')}
              </ListSubheader>
            }
            sx={{
              minWidth: 148,
              py: 1,
              px: 1,
              display: 'flex',
              flexDirection: { xs: 'row', sm: 'column' },
              gap: 0.5,
              flexWrap: 'wrap',
            }}
          >
            {DATE_RANGE_PRESETS.map((preset) => (
              <ListItemButton
                key={preset}
                selected={currentPreset === preset}
                onClick={() => applyPreset(preset)}
                sx={{ borderRadius: 1, flexGrow: 0 }}
              >
                <ListItemText primary={translate(`dateRange.${preset}`)} />
              </ListItemButton>
            ))}
          </List>
          <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={[{ px: 2, pt: 1, pb: 1 }, calendarSx]}>
            <DayPicker
              mode="range"
              numberOfMonths={months}
              defaultMonth={firstCalendarMonth(applied, now, months)}
              endMonth={now}
              today={now}
              disabled={(day: Date) => !isSelectableDay(day, now)}
              weekStartsOn={WEEK_STARTS_ON}
              locale={CALENDAR_LOCALES[toLocale(uiLocale)]}
              // A lone first pick shows as a one-day range (react-day-picker draws nothing for a start alone).
              selected={selection.from ? { from: selection.from, to: selection.to ?? selection.from } : undefined}
              onSelect={(_range, day) => setSelection((current) => pickDay(current, day))}
              autoFocus
            />
          </Box>
        </Stack>
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', px: 2, py: 1.5 }}
        >
          <Box id={statusId} aria-live="polite" sx={{ minHeight: 40, display: 'flex', alignItems: 'center', flex: 1 }}>
            {picked && exceeded && (
              <Alert severity="error" variant="outlined" sx={{ py: 0, width: '100%' }}>
                {translate('dateRange.exceeded', { days: dayCount(picked), max: DATE_RANGE_MAX_DAYS })}
              </Alert>
            )}
            {picked && !exceeded && (
              <Box>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {translate('dateRange.selection', {
                    range: formatDateRange(picked),
                    days: translate('dateRange.days', { smart_count: dayCount(picked) }),
                  })}
                </Typography>
                {!selection.to && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {translate('dateRange.pickEnd')}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={close}>{translate('dateRange.cancel')}</Button>
            <Button
              variant="contained"
              disableElevation
              onClick={apply}
              disabled={!picked || exceeded}
              aria-describedby={statusId}
            >
              {translate('dateRange.apply')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
};
