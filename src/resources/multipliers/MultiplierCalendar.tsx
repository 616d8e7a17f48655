// react-big-calendar with the date-fns localizer (weeks start on Monday, the UI language), views month, week and day,
// height 500. Each event is titled with the value followed by x; deactivated ones are greyed. Loaded with the page's
// lazy chunk only (the calendar and its CSS stay out of the main bundle).
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { Box } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { cs, enGB, pl } from 'date-fns/locale';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type Formats, type Messages } from 'react-big-calendar';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  MULTIPLIER_CALENDAR_HEIGHT,
  MULTIPLIER_CALENDAR_VIEWS,
  multiplierTitle,
  type MultiplierCalendarView,
  type MultiplierItem,
} from '../../domain/multiplierSchemas.ts';
import { WEEK_STARTS_ON } from './calendarWindow.ts';

/** Our locale codes → date-fns locales (Czech is "cz" in the console). */
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { en: enGB, pl, cz: cs },
});

/**
 * Headers in every language: the month on its own ("listopad 2026", not the genitive "listopada" that MMMM gives in
 * Polish and Czech), a day and a week with their day numbers ("23 – 29 listopada 2026").
 */
export const calendarFormats: Formats = {
  monthHeaderFormat: 'LLLL yyyy',
  dayHeaderFormat: 'cccc, d MMMM yyyy',
  dayRangeHeaderFormat: ({ start, end }, culture, loc) =>
    `${loc!.format(start, 'd MMMM', culture)} – ${loc!.format(end, 'd MMMM yyyy', culture)}`,
};

export interface MultiplierEvent {
  title: string;
  start: Date;
  end: Date;
  resource: MultiplierItem;
}

export const toEvent = (m: MultiplierItem, locale?: string): MultiplierEvent => ({
  title: multiplierTitle(m.multiplier, locale),
  start: new Date(m.dateFrom),
  end: new Date(m.dateTo),
  resource: m,
});

export interface MultiplierCalendarProps {
  multipliers: MultiplierItem[];
  view: MultiplierCalendarView;
  date: Date;
  onShow(date: Date, view: MultiplierCalendarView): void;
  onSelect(multiplier: MultiplierItem): void;
}

export const MultiplierCalendar = ({ multipliers, view, date, onShow, onSelect }: MultiplierCalendarProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const events = useMemo(() => multipliers.map((m) => toEvent(m, locale)), [multipliers, locale]);
  const messages = useMemo<Messages>(
    () => ({
      today: translate('multipliers.calendar.today'),
      previous: translate('multipliers.calendar.previous'),
      next: translate('multipliers.calendar.next'),
      month: translate('multipliers.calendar.month'),
      week: translate('multipliers.calendar.week'),
      day: translate('multipliers.calendar.day'),
      agenda: translate('multipliers.calendar.agenda'),
      date: translate('multipliers.calendar.date'),
      time: translate('multipliers.calendar.time'),
      event: translate('multipliers.calendar.event'),
      allDay: translate('multipliers.calendar.allDay'),
      noEventsInRange: translate('multipliers.calendar.noEventsInRange'),
      showMore: (count: number) => translate('multipliers.calendar.showMore', { count }),
    }),
    [translate],
  );
  const eventStyle = (event: MultiplierEvent) => {
    const deactivated = event.resource.deactivatedAt !== null;
    return {
      className: deactivated ? 'multiplier-event multiplier-event-deactivated' : 'multiplier-event',
      style: deactivated
        ? { backgroundColor: theme.palette.grey[300], color: theme.palette.text.secondary, border: `1px solid ${theme.palette.grey[400]}`, textDecoration: 'line-through' }
        : { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText, border: `1px solid ${theme.palette.primary.dark}` },
    };
  };
  const tooltip = (event: MultiplierEvent) =>
    event.resource.deactivatedAt ? `${event.title} (${translate('multipliers.calendar.legendDeactivated')})` : event.title;

  return (
    <Box
      role="region"
      aria-label={translate('multipliers.calendar.label')}
      sx={{
        height: MULTIPLIER_CALENDAR_HEIGHT,
        '& .rbc-toolbar button': { color: 'text.primary', borderColor: 'divider' },
        '& .rbc-toolbar button.rbc-active': { backgroundColor: alpha(theme.palette.primary.main, 0.15) },
        '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
        '& .rbc-off-range-bg': { backgroundColor: 'action.hover' },
      }}
    >
      <Calendar<MultiplierEvent>
        localizer={localizer}
        culture={locale}
        events={events}
        views={[...MULTIPLIER_CALENDAR_VIEWS]}
        view={view}
        date={date}
        onView={(next) => onShow(date, next as MultiplierCalendarView)}
        onNavigate={(next, nextView) => onShow(next, (nextView ?? view) as MultiplierCalendarView)}
        onSelectEvent={(event) => onSelect(event.resource)}
        eventPropGetter={eventStyle}
        tooltipAccessor={tooltip}
        messages={messages}
        formats={calendarFormats}
        popup
        style={{ height: MULTIPLIER_CALENDAR_HEIGHT }}
      />
    </Box>
  );
};
