// The calendar's "+N more" of a day (react-big-calendar's `showMore` component, month view and the week's all-day row):
// a button that opens the day's multipliers in a popover anchored to it, inside the window whatever the day's column
// (MUI's Popover keeps it 16 px from the edges), at most 360 px wide, its list scrolling when long. Each multiplier
// reads as on the calendar (value, regions, companies, hours; a deactivated one greyed and named so) and opens its
// details as a click on the calendar's event does. It replaces react-big-calendar's own popup, which sized itself to
// its one-line events (1,820 px) and moved left out of the window.
import { Box, Chip, List, ListItemButton, Popover, Typography } from '@mui/material';
import { createContext, useContext, useId, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ShowMoreProps } from 'react-big-calendar';
import type { MultiplierItem } from '../../../domain/multiplierSchemas.ts';

/** What a day's popover lists of a multiplier: the calendar event's texts and the multiplier. */
export interface DayMultiplier {
  title: string;
  regions: string;
  companies: string;
  hours: string;
  resource: MultiplierItem;
}

/** The popover's widest (px): a day's list beside the calendar, never the width of the month. */
export const DAY_POPOVER_WIDTH = 360;

/** What a click on a listed multiplier does: the calendar's onSelect (its details dialog). */
export const DayMultipliersContext = createContext<{ onSelect(multiplier: MultiplierItem): void }>({
  onSelect: () => undefined,
});

export const DayMultipliers = <T extends DayMultiplier>({ localizer, slotDate, count, events }: ShowMoreProps<T>) => {
  const translate = useTranslate();
  const { onSelect } = useContext(DayMultipliersContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const open = (e: MouseEvent<HTMLButtonElement>) => {
    // As react-big-calendar's own button: the click neither selects the day nor drills into it.
    e.preventDefault();
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  const choose = (multiplier: MultiplierItem) => {
    setAnchor(null);
    onSelect(multiplier);
  };
  const deactivatedLabel = translate('multipliers.calendar.legendDeactivated');
  return (
    <>
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={open}
      >
        {translate('multipliers.calendar.showMore', { count })}
      </button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            className: 'multiplier-day-popover',
            sx: {
              width: DAY_POPOVER_WIDTH,
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'min(420px, calc(100vh - 32px))',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h2"
          sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {localizer.format(slotDate, 'dayHeaderFormat')}
        </Typography>
        <List dense disablePadding sx={{ overflowY: 'auto' }}>
          {events.map((event) => {
            const deactivated = event.resource.deactivatedAt !== null;
            return (
              <ListItemButton
                key={event.resource.id}
                divider
                onClick={() => choose(event.resource)}
                className={deactivated ? 'multiplier-day-item multiplier-event-deactivated' : 'multiplier-day-item'}
                sx={{ display: 'block', color: deactivated ? 'text.secondary' : 'text.primary' }}
              >
                <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="strong" sx={{ mr: 0.5, textDecoration: deactivated ? 'line-through' : undefined }}>
                    {event.title}
                  </Box>
                  {event.regions}
                  {deactivated ? <Chip size="small" label={deactivatedLabel} sx={{ ml: 1, height: 20 }} /> : null}
                </Typography>
                {[event.companies, event.hours].map((line, i) => (
                  <Typography
                    key={i}
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                ))}
              </ListItemButton>
            );
          })}
        </List>
      </Popover>
    </>
  );
};
