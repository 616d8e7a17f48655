// /multiplier/calendar: the calendar of price multipliers (a window of 5 months each side of the viewed date, refetched
// when navigation leaves it) with the details dialog, and the create form beside it (below on narrow screens). The page
// is a lazy route: react-big-calendar and its CSS load with it.
import { Alert, Box, Button, LinearProgress, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { MultiplierItem } from '../../domain/multiplierSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { MultiplierCalendar } from './MultiplierCalendar.tsx';
import { MultiplierCreateForm } from './MultiplierCreateForm.tsx';
import { MultiplierDetailsDialog } from './MultiplierDetailsDialog.tsx';
import { useMultiplierWindow } from './useMultiplierWindow.ts';

/** Every company the caller sees (inactive ones too), for the names in the details dialog. */
const useCompanyNames = () => {
  const api = useAppApi('multipliers');
  const companies = useQuery({ queryKey: ['multipliers', 'companies'], queryFn: () => api.companies(), staleTime: 5 * 60_000 });
  return useMemo(() => new Map((companies.data ?? []).map((c) => [c.id, c.name])), [companies.data]);
};

export const MultiplierCalendarPage = () => {
  const translate = useTranslate();
  const { view, date, show, list, reloadFor, reload } = useMultiplierWindow();
  const [selected, setSelected] = useState<MultiplierItem | null>(null);
  const companyNames = useCompanyNames();

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('multipliers.page.title')} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 2, minWidth: 0 }}>
          {list.isFetching ? <LinearProgress aria-label={translate('multipliers.calendar.loading')} sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />}
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
          <MultiplierCalendar multipliers={list.data ?? []} companyNames={companyNames} view={view} date={date} onShow={show} onSelect={setSelected} />
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
