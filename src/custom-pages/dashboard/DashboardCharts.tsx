// The dashboard's charts (MUI X Charts, in this lazily loaded chunk): orders per hour today against the same weekday a
// week ago, today's deliveries on time against late, and the online drivers per region by state. Each chart is a
// figure with a caption and its values as text for screen readers; its empty state is a sentence, not an empty axis.
import { Box, Typography, useTheme } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DRIVER_ROAD_STATES, type DashboardDrivers, type DashboardOrders } from '../../../domain/dashboard.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { SectionCard } from '../../layout/SectionCard.tsx';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { VISUALLY_HIDDEN } from '../../layout/visuallyHidden.ts';

const CHART_HEIGHT = 260;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A chart as a figure: the drawing hidden from screen readers (and out of the Tab order: each chart has its keyboard
 * navigation off), its values read as a list instead. */
const ChartFigure = ({ values, children }: { values: { label: string; value: number }[]; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden="true">{children}</Box>
      <Box component="ul" sx={VISUALLY_HIDDEN}>
        {values.map((v) => (
          <li key={v.label}>{translate('dashboard.charts.summary', { label: v.label, value: v.value })}</li>
        ))}
      </Box>
    </Box>
  );
};

export const DashboardCharts = ({
  orders,
  drivers,
}: {
  orders: UseQueryResult<DashboardOrders>;
  drivers: UseQueryResult<DashboardDrivers> | null;
}) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: drivers ? '1.6fr 1fr 1.2fr' : '2fr 1fr' } }}
  >
    <PerHourChart orders={orders} />
    <PunctualityChart orders={orders} />
    {drivers && <DriversChart drivers={drivers} />}
  </Box>
);

const PerHourChart = ({ orders }: { orders: UseQueryResult<DashboardOrders> }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const data = orders.data;
  // Today's line stops at the current hour (later hours have no orders yet, not zero orders); hours are Warsaw's.
  const nowHour = data?.perHour.currentHour ?? 23;
  const today = data?.perHour.today.map((count, hour) => (hour <= nowHour ? count : null)) ?? [];
  const lastWeekLabel = data ? translate('dashboard.charts.perHourLastWeek', { date: data.lastWeekDay.date }) : '';
  return (
    <SectionCard title={translate('dashboard.charts.perHour')}>
      {!data ? (
        <SectionLoading />
      ) : (
        <ChartFigure
          values={HOURS.filter((h) => h <= nowHour).map((hour) => ({
            label: `${hour}:00`,
            value: data.perHour.today[hour],
          }))}
        >
          <LineChart
            height={CHART_HEIGHT}
            skipAnimation
            disableKeyboardNavigation
            xAxis={[{ data: HOURS, scaleType: 'point', label: translate('dashboard.charts.hour') }]}
            yAxis={[{ label: translate('dashboard.charts.orders'), tickMinStep: 1 }]}
            series={[
              {
                id: 'today',
                data: today,
                label: translate('dashboard.charts.perHourToday'),
                color: theme.palette.primary.main,
                showMark: false,
              },
              {
                id: 'lastWeek',
                data: data.perHour.lastWeek,
                label: lastWeekLabel,
                color: theme.palette.grey[500],
                showMark: false,
              },
            ]}
          />
        </ChartFigure>
      )}
    </SectionCard>
  );
};

const PunctualityChart = ({ orders }: { orders: UseQueryResult<DashboardOrders> }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const p = orders.data?.totals.punctuality;
  const slices = p
    ? [
        {
          id: 'onTime',
          value: p.onTime,
          label: translate('dashboard.charts.onTime'),
          color: theme.palette.success.main,
        },
        { id: 'late', value: p.late, label: translate('dashboard.charts.late'), color: theme.palette.error.main },
        {
          id: 'lateOngoing',
          value: p.lateOngoing,
          label: translate('dashboard.charts.lateOngoing'),
          color: theme.palette.warning.main,
        },
      ]
    : [];
  return (
    <SectionCard title={translate('dashboard.charts.punctuality')}>
      {!p ? (
        <SectionLoading />
      ) : !p.onTime && !p.late && !p.lateOngoing ? (
        <Typography color="text.secondary">{translate('dashboard.charts.noDeliveries')}</Typography>
      ) : (
        <Box component="figure" sx={{ m: 0 }}>
          <Box aria-hidden="true">
            <PieChart
              height={CHART_HEIGHT - 60}
              skipAnimation
              disableKeyboardNavigation
              hideLegend
              series={[{ data: slices, innerRadius: 45, paddingAngle: 1, cornerRadius: 3 }]}
            />
          </Box>
          {/* The legend is the figures as text. */}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {slices.map((slice) => (
              <Box component="li" key={slice.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color, flex: 'none' }} />
                <Typography variant="body2">
                  {translate('dashboard.charts.summary', { label: slice.label, value: slice.value })}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
};

const DriversChart = ({ drivers }: { drivers: UseQueryResult<DashboardDrivers> }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const data = drivers.data;
  const colors = {
    free: theme.palette.success.main,
    toPickup: theme.palette.warning.main,
    carrying: theme.palette.primary.main,
  };
  return (
    <SectionCard title={translate('dashboard.charts.drivers')}>
      {drivers.isError && !data ? (
        <LoadError
          messageKey="dashboard.charts.driversLoadFailed"
          onRefresh={() => void drivers.refetch()}
          refreshing={drivers.isFetching}
          sx={{}}
        />
      ) : !data ? (
        <SectionLoading />
      ) : !data.regions.length ? (
        <Typography color="text.secondary">{translate('dashboard.charts.noDrivers')}</Typography>
      ) : (
        <ChartFigure
          values={data.regions.flatMap((r) =>
            DRIVER_ROAD_STATES.map((state) => ({
              label: `${r.region.name}, ${translate(`dashboard.charts.driverStates.${state}`)}`,
              value: r.states[state],
            })),
          )}
        >
          <BarChart
            height={Math.max(CHART_HEIGHT, 70 + data.regions.length * 28)}
            skipAnimation
            disableKeyboardNavigation
            layout="horizontal"
            yAxis={[{ data: data.regions.map((r) => r.region.name), scaleType: 'band', width: 110 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={DRIVER_ROAD_STATES.map((state) => ({
              id: state,
              data: data.regions.map((r) => r.states[state]),
              label: translate(`dashboard.charts.driverStates.${state}`),
              stack: 'drivers',
              color: colors[state],
            }))}
          />
        </ChartFigure>
      )}
    </SectionCard>
  );
};
