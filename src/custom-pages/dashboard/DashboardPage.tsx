// The operations dashboard (/dashboard): what needs someone now, today's orders by status per region, and the charts
// (orders per hour against a week ago, on time against late, drivers online per region). Each section is its own
// call, read again on the real-time events that can change it (useDashboardLive) and every minute; the charts load
// lazily (MUI X Charts). Filters (company, region) and N of "not accepted for over N minutes" are kept per browser.
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { NOT_ACCEPTED_ATTENTION_MINUTES } from '../../../domain/constants.ts';
import { DASHBOARD_REFRESH_MS, type DashboardQuery } from '../../../domain/dashboard.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { formatClock } from '../../i18n/format.ts';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { OptionSelect } from '../../resources/orders/filters/OptionSelect.tsx';
import { useFilterOptions } from '../../resources/orders/filters/useFilterOptions.ts';
import { AttentionSection } from './AttentionSection.tsx';
import { TodayByRegion } from './TodayByRegion.tsx';
import { dashboardKey, useDashboardLive } from './useDashboardLive.ts';
import { useCan } from '../../authProvider/useAccess.ts';

const DashboardCharts = lazy(() =>
  import('./DashboardCharts.tsx').then((module) => ({ default: module.DashboardCharts })),
);

export const DASHBOARD_FILTERS_KEY = 'dashboard.filters';
export const NOT_ACCEPTED_MINUTES_KEY = 'dashboard.notAcceptedMinutes';

export const DashboardPage = () => {
  const translate = useTranslate();
  const api = useAppApi('dashboard');
  const seesDrivers = useCan('drivers', 'list');
  const [filters, setFilters] = useStore<DashboardQuery>(DASHBOARD_FILTERS_KEY, {});
  const [notAcceptedMinutes, setNotAcceptedMinutes] = useStore<number>(
    NOT_ACCEPTED_MINUTES_KEY,
    NOT_ACCEPTED_ATTENTION_MINUTES,
  );
  const { companies, regions } = useFilterOptions();
  useDashboardLive(filters);

  const common = { refetchInterval: DASHBOARD_REFRESH_MS, placeholderData: keepPreviousData } as const;
  const orders = useQuery({
    queryKey: [...dashboardKey('orders'), filters],
    queryFn: ({ signal }) => api.orders(filters, signal),
    ...common,
  });
  const attention = useQuery({
    queryKey: [...dashboardKey('attention'), filters, notAcceptedMinutes],
    queryFn: ({ signal }) => api.attention({ ...filters, notAcceptedMinutes }, signal),
    ...common,
  });
  const drivers = useQuery({
    queryKey: [...dashboardKey('drivers'), filters.region ?? null],
    queryFn: ({ signal }) => api.drivers({ region: filters.region }, signal),
    enabled: seesDrivers,
    ...common,
  });
  const updatedAt = Math.max(orders.dataUpdatedAt, attention.dataUpdatedAt, drivers.dataUpdatedAt);
  const companyId = filters.companyIds?.[0] ?? null;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1">
          {translate('dashboard.title')}
        </Typography>
        {updatedAt > 0 && (
          <Tooltip title={translate('dashboard.liveHint')}>
            <Typography variant="body2" color="text.secondary" data-testid="dashboard-updated" tabIndex={0}>
              {translate('dashboard.live', { time: formatClock(new Date(updatedAt)) })}
            </Typography>
          </Tooltip>
        )}
        <Box sx={{ flex: 1 }} />
        {companies.length > 1 && (
          <OptionSelect
            label={translate('dashboard.filters.company')}
            options={companies.map((c) => ({ id: c.id, label: c.name }))}
            value={companyId}
            onChange={(id) => setFilters({ ...filters, companyIds: id ? [Number(id)] : undefined })}
          />
        )}
        {regions.length > 1 && (
          <OptionSelect
            label={translate('dashboard.filters.region')}
            options={regions.map((r) => ({ id: r.name, label: r.name }))}
            value={filters.region}
            width={170}
            onChange={(region) => setFilters({ ...filters, region: region ? String(region) : undefined })}
          />
        )}
      </Stack>
      <AttentionSection
        query={attention}
        filters={filters}
        notAcceptedMinutes={notAcceptedMinutes}
        onNotAcceptedMinutes={setNotAcceptedMinutes}
      />
      <TodayByRegion query={orders} filters={filters} />
      <Suspense fallback={<SectionLoading />}>
        <DashboardCharts orders={orders} drivers={seesDrivers ? drivers : null} />
      </Suspense>
    </Box>
  );
};
