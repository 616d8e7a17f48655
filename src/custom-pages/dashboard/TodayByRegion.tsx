// Today's orders by status per region: a table whose every number opens exactly those orders in the order list (the
// day's range, the status and the region, without the earlier days' ongoing orders), with a totals row.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderStatus } from '../../../domain/enums.ts';
import type { DashboardOrders, DashboardQuery, StatusCounts } from '../../../domain/dashboard.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { SectionCard } from '../../layout/SectionCard.tsx';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { orderListPath } from '../../resources/orders/paths.ts';

/** The columns in the order an order moves through them; the ended ones last. */
export const DASHBOARD_STATUS_COLUMNS: OrderStatus[] = [
  'scheduled',
  'new',
  'accepted',
  'picked_up',
  'arrived',
  'delivered',
  'finished',
  'cancelled',
];

export const TodayByRegion = ({
  query,
  filters,
}: {
  query: UseQueryResult<DashboardOrders>;
  filters: DashboardQuery;
}) => {
  const translate = useTranslate();
  const data = query.data;
  return (
    <SectionCard title={translate('dashboard.today.title')}>
      {query.isError && !data ? (
        <LoadError
          messageKey="dashboard.today.loadFailed"
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
          sx={{}}
        />
      ) : !data ? (
        <SectionLoading />
      ) : !data.totals.total ? (
        <Typography color="text.secondary">{translate('dashboard.today.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-describedby="dashboard-today-caption">
            <caption id="dashboard-today-caption" style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
              {translate('dashboard.today.caption', { date: data.day.date })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('dashboard.today.region')}
                </TableCell>
                {DASHBOARD_STATUS_COLUMNS.map((status) => (
                  <TableCell key={status} component="th" scope="col" align="right">
                    {translate(`orders.status.${status}`)}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col" align="right">
                  {translate('dashboard.today.total')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.regions.map((row) => (
                <CountsRow
                  key={row.region.id}
                  label={row.region.name}
                  region={row.region.name}
                  counts={row.counts}
                  total={row.total}
                  day={data.day}
                  filters={filters}
                />
              ))}
              {data.regions.length > 1 && (
                <CountsRow
                  label={translate('dashboard.today.allRegions')}
                  region={filters.region}
                  counts={data.totals.counts}
                  total={data.totals.total}
                  day={data.day}
                  filters={filters}
                  strong
                />
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
};

const CountsRow = ({
  label,
  region,
  counts,
  total,
  day,
  filters,
  strong = false,
}: {
  label: string;
  region: string | undefined;
  counts: StatusCounts;
  total: number;
  day: DashboardOrders['day'];
  filters: DashboardQuery;
  strong?: boolean;
}) => {
  const translate = useTranslate();
  const cell = (status: OrderStatus | null, count: number) => {
    if (!count)
      return (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          0
        </Box>
      );
    const path = orderListPath({
      dateFrom: day.dateFrom,
      dateTo: day.dateTo,
      showPastActiveOrders: false,
      ...(status ? { status: [status] } : {}),
      ...(region ? { region } : {}),
      ...(filters.companyIds?.length ? { companyIds: filters.companyIds } : {}),
    });
    return (
      <Link
        component={RouterLink}
        to={path}
        aria-label={translate('dashboard.today.countLink', {
          count,
          status: status ? translate(`orders.status.${status}`) : translate('dashboard.today.total'),
          region: label,
        })}
      >
        {count}
      </Link>
    );
  };
  return (
    <TableRow sx={strong ? { '& td, & th': { fontWeight: 600 } } : undefined}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {DASHBOARD_STATUS_COLUMNS.map((status) => (
        <TableCell key={status} align="right">
          {cell(status, counts[status] ?? 0)}
        </TableCell>
      ))}
      <TableCell align="right">{cell(null, total)}</TableCell>
    </TableRow>
  );
};
