// /multiplier/calendar (and /multipliers): the calendar of price multipliers (a window of 5 months each side of the
// viewed date, refetched when navigation leaves it) with the details dialog, and the create form beside it (below on
// narrow screens). It starts at ?date=yyyy-MM-dd in ?view= when given (where a new or shown multiplier lies), else at
// today's month. The page is a lazy route: react-big-calendar and its CSS load with it.
import { Alert, Box, Button, LinearProgress, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MultiplierItem } from '../../../domain/multiplierSchemas.ts';
import { MultiplierCalendar } from './MultiplierCalendar.tsx';
import { MultiplierCreateForm } from './MultiplierCreateForm.tsx';
import { MultiplierDetailsDialog } from './MultiplierDetailsDialog.tsx';
import { calendarStartOf, type CalendarStart } from './paths.ts';
import { useCompanyNames } from './useCompanyNames.ts';
import { useMultiplierWindow } from './useMultiplierWindow.ts';

/** The page starts over at the query's date and view when they change (a link to another week). */
export const MultiplierCalendarPage = () => {
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const view = params.get('view') ?? '';
  const start = useMemo(() => calendarStartOf(new URLSearchParams({ date, view })), [date, view]);
  return <CalendarPage key={`${date}|${view}`} start={start} />;
};

const CalendarPage = ({ start }: { start: CalendarStart }) => {
  const translate = useTranslate();
  const { view, date, show, list, reloadFor, reload } = useMultiplierWindow(start.date, start.view);
  const [selected, setSelected] = useState<MultiplierItem | null>(null);
  const companyNames = useCompanyNames();

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('multipliers.page.title')} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 2, minWidth: 0 }}>
          {list.isFetching ? (
            <LinearProgress aria-label={translate('multipliers.calendar.loading')} sx={{ mb: 1 }} />
          ) : (
            <Box sx={{ height: 4, mb: 1 }} />
          )}
          {list.isError ? (
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                  {translate('errors.refresh')}
                </Button>
              }
            >
              {translate('multipliers.calendar.loadError')}
            </Alert>
          ) : null}
          <MultiplierCalendar
            multipliers={list.data ?? []}
            companyNames={companyNames}
            view={view}
            date={date}
            onShow={show}
            onSelect={setSelected}
          />
        </Paper>
        <Box sx={{ flex: 1, minWidth: { lg: 360 }, maxWidth: { lg: 440 } }}>
          <MultiplierCreateForm onCreated={() => void reload()} />
        </Box>
      </Stack>
      <MultiplierDetailsDialog
        key={selected?.id ?? 'none'}
        multiplier={selected}
        companyNames={companyNames}
        onClose={() => setSelected(null)}
        onDeactivated={(m) => void reloadFor(new Date(m.dateFrom))}
      />
    </Box>
  );
};
