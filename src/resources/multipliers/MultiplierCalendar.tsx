// react-big-calendar with the date-fns localizer (weeks start on Monday, the UI language), views month, week and day,
// height 500. Each event shows the value followed by × in the user's number format ("1,5×"), then its regions, its
// companies ("All companies" when it names every one) and its hour ranges; the tooltip holds the same line.
// Deactivated ones are greyed. A day with more multipliers than its cell holds shows "+N more", which lists the day's
// multipliers in a popover inside the window (DayMultipliers.tsx), each opening its details as an event does. Loaded
// with the page's lazy chunk only (the calendar and its CSS stay out of the main bundle).
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { Box, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { cs, enGB, pl } from 'date-fns/locale';
import { useCallback, useMemo, useRef } from 'react';
import {
  Calendar,
  dateFnsLocalizer,
  type Components,
  type EventProps,
  type Formats,
  type Messages,
} from 'react-big-calendar';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  MULTIPLIER_CALENDAR_HEIGHT,
  MULTIPLIER_CALENDAR_VIEWS,
  type MultiplierCalendarView,
  type MultiplierItem,
} from '../../../domain/multiplierSchemas.ts';
import { WEEK_STARTS_ON } from './calendarWindow.ts';
import { DayMultipliers, DayMultipliersContext } from './DayMultipliers.tsx';
import { useMultiplierText, type MultiplierText } from './multiplierText.ts';

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
  /** The value ("1,5×"). */
  title: string;
  /** Value, regions, companies and hours in one line (the tooltip and the event's accessible text). */
  summary: string;
  regions: string;
  companies: string;
  hours: string;
  start: Date;
  end: Date;
  resource: MultiplierItem;
}

export const toEvent = (m: MultiplierItem, text: MultiplierText): MultiplierEvent => ({
  title: text.value(m.multiplier),
  summary: text.summary(m),
  regions: text.regions(m),
  companies: text.companies(m),
  hours: text.hours(m),
  start: new Date(m.dateFrom),
  end: new Date(m.dateTo),
  resource: m,
});

/** A decorative separator before each part after the value, as in the one-line summary ("1,5× · Kraków · …"). */
const PART = { '&::before': { content: '"· "' } } as const;

/** The event's content: the value in bold, then regions, companies and hours (one line each where there is room). */
const EventContent = ({ event }: EventProps<MultiplierEvent>) => (
  <Box component="span" className="multiplier-event-content" sx={{ display: 'block', lineHeight: 1.25 }}>
    <Typography component="strong" variant="inherit" sx={{ fontWeight: 700, mr: 0.5 }}>
      {event.title}
    </Typography>
    <Box component="span" className="multiplier-event-regions" sx={{ ...PART, mr: 0.5 }}>
      {event.regions}
    </Box>
    <Box component="span" className="multiplier-event-companies" sx={{ ...PART, mr: 0.5, opacity: 0.9 }}>
      {event.companies}
    </Box>
    <Box component="span" className="multiplier-event-hours" sx={{ ...PART, opacity: 0.9 }}>
      {event.hours}
    </Box>
  </Box>
);

/** The event's content, and "+N more" as a popover of the day's multipliers (never react-big-calendar's popup). */
const COMPONENTS: Components<MultiplierEvent> = { event: EventContent, showMore: DayMultipliers };

export interface MultiplierCalendarProps {
  multipliers: MultiplierItem[];
  /** The names of the companies the caller sees (for the events' company line). */
  companyNames: Map<number, string>;
  view: MultiplierCalendarView;
  date: Date;
  onShow(date: Date, view: MultiplierCalendarView): void;
  onSelect(multiplier: MultiplierItem): void;
}

/**
 * react-big-calendar gives a month's week the role "row" but puts its event segments (an event, "+N more") in it
 * without a cell, which assistive technology cannot read as a table (axe-core: aria-required-children). Every such
 * segment of the calendar in `ref`'s box gets the role "cell", as the calendar renders them.
 */
const useRowCells = () => {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((box: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!box) return;
    const mark = () =>
      box
        .querySelectorAll('.rbc-row-content .rbc-row-segment:not([role])')
        .forEach((segment) => segment.setAttribute('role', 'cell'));
    mark();
    observer.current = new MutationObserver(mark);
    observer.current.observe(box, { childList: true, subtree: true });
  }, []);
};

export const MultiplierCalendar = ({
  multipliers,
  companyNames,
  view,
  date,
  onShow,
  onSelect,
}: MultiplierCalendarProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const text = useMultiplierText(companyNames);
  const events = useMemo(() => multipliers.map((m) => toEvent(m, text)), [multipliers, text]);
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
    }),
    [translate],
  );
  const eventStyle = (event: MultiplierEvent) => {
    const deactivated = event.resource.deactivatedAt !== null;
    return {
      className: deactivated ? 'multiplier-event multiplier-event-deactivated' : 'multiplier-event',
      style: deactivated
        ? {
            backgroundColor: theme.palette.grey[300],
            color: theme.palette.text.secondary,
            border: `1px solid ${theme.palette.grey[400]}`,
            textDecoration: 'line-through',
          }
        : {
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
            border: `1px solid ${theme.palette.primary.dark}`,
          },
    };
  };
  const rowCells = useRowCells();
  const dayActions = useMemo(() => ({ onSelect }), [onSelect]);
  const tooltip = (event: MultiplierEvent) =>
    event.resource.deactivatedAt
      ? `${event.summary} (${translate('multipliers.calendar.legendDeactivated')})`
      : event.summary;

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
        // The days of the neighbouring months stay readable (react-big-calendar's #999 is under 4.5:1).
        '& .rbc-off-range': { color: 'text.secondary' },
      }}
      ref={rowCells}
    >
      <DayMultipliersContext.Provider value={dayActions}>
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
          components={COMPONENTS}
          messages={messages}
          formats={calendarFormats}
          style={{ height: MULTIPLIER_CALENDAR_HEIGHT }}
        />
      </DayMultipliersContext.Provider>
    </Box>
  );
};
