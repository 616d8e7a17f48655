// /operations/map: the live operations map. A filter bar (status of the active orders, company, region: the order
// list's pieces; the filters live in the URL) and a finder of drivers and orders; a summary of the drivers by state
// and the orders for screen readers and everyone, with the legend's colours; the map (a lazy chunk) with the online
// drivers and the active orders' pickup and delivery points; a click opens the driver's card or the order's expanded
// row in a side drawer. Positions move live from `driverLocationChange` (batched per animation frame, without
// re-rendering the page); the map is read again every OPERATIONS_MAP_REFRESH_MS (free drivers' positions are not
// broadcast) and after order events, coalesced.
import {
  Alert,
  Autocomplete,
  Box,
  Card,
  CircularProgress,
  createFilterOptions,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { narrowing } from '../../../domain/allChoice.ts';
import type { LatLng } from '../../../domain/geo.ts';
import {
  MAP_DRIVER_STATES,
  MAP_ORDER_STATUSES,
  OPERATIONS_MAP_DRIVERS_MAX,
  OPERATIONS_MAP_EVENT_COALESCE_MS,
  OPERATIONS_MAP_ORDERS_MAX,
  OPERATIONS_MAP_REFRESH_MS,
  type MapDriver,
  type MapDriverState,
  type MapOrder,
  type MapOrderStatus,
  type OperationsMapAnswer,
  type OperationsMapQuery,
} from '../../../domain/operationsMap.ts';
import { ALL_STATUSES, statusSelection, type StatusChoice } from '../../../domain/orderFilters.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { formatClock } from '../../i18n/format.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { useOperationsMapEvents } from '../../realtime/useOperationsMapEvents.ts';
import { OptionSelect } from '../../resources/orders/filters/OptionSelect.tsx';
import { StatusSelect } from '../../resources/orders/filters/StatusSelect.tsx';
import { useFilterOptions } from '../../resources/orders/filters/useFilterOptions.ts';
import { LivePositions } from './livePositions.ts';
import { DRIVER_STATE_COLORS, GROUP_COLORS, ORDER_POINT_COLORS } from './mapColors.ts';
import { driverName, MapDrawer, Swatch } from './MapDrawer.tsx';
import type { MapFocus } from './OperationsMapView.tsx';
import type { PointsLayerLabels } from './pointsLayer.ts';
import type { MapSelection } from './selection.ts';

const OperationsMapView = lazy(() => import('./OperationsMapView.tsx'));

export const operationsMapKey = (query: OperationsMapQuery) => ['operationsMap', query] as const;

/** The filters in the URL: ?status=new,accepted&companyId=3&region=Warszawa. */
const useMapFilters = () => {
  const [params, setParams] = useSearchParams();
  const statuses = statusSelection(params.get('status') ?? '').filter(
    (s): s is MapOrderStatus | typeof ALL_STATUSES =>
      s === ALL_STATUSES || (MAP_ORDER_STATUSES as readonly string[]).includes(s),
  );
  const companyId = Number(params.get('companyId')) || null;
  const region = params.get('region') || null;
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const query: OperationsMapQuery = {
    region: region ?? undefined,
    companyIds: companyId ? [companyId] : undefined,
    status: narrowing(statuses),
  };
  return { statuses: statuses.length ? statuses : [ALL_STATUSES], companyId, region, query, set };
};

type FindOption = { kind: 'driver' | 'order'; id: number; label: string };
const filterFindOptions = createFilterOptions<FindOption>({ limit: 50, stringify: (o) => o.label });

const Finder = ({
  drivers,
  orders,
  onFind,
}: {
  drivers: MapDriver[];
  orders: MapOrder[];
  onFind(option: FindOption): void;
}) => {
  const translate = useTranslate();
  const options = useMemo<FindOption[]>(
    () => [
      ...drivers.map((d) => ({ kind: 'driver' as const, id: d.id, label: driverName(d, translate) })),
      ...orders.map((o) => ({ kind: 'order' as const, id: o.id, label: `${o.orderNo} · ${o.company.name}` })),
    ],
    [drivers, orders, translate],
  );
  const [input, setInput] = useState('');
  return (
    <Autocomplete<FindOption>
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_event, option) => {
        if (option) onFind(option);
        setInput('');
      }}
      groupBy={(o) => translate(o.kind === 'driver' ? 'operationsMap.find.drivers' : 'operationsMap.find.orders')}
      filterOptions={filterFindOptions}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => `${o.kind}${o.id}`}
      noOptionsText={translate('operationsMap.find.noOptions')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      sx={{ width: 280 }}
      renderInput={(params) => <TextField {...params} label={translate('operationsMap.find.label')} />}
    />
  );
};

const LegendItem = ({ color, label, round = true }: { color: string; label: string; round?: boolean }) => (
  <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Swatch color={color} round={round} />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);

/** The counts in words (a live region: a changed count is read out) and the legend of the colours. */
const Summary = ({ data }: { data: OperationsMapAnswer }) => {
  const translate = useTranslate();
  const byState = Object.fromEntries(MAP_DRIVER_STATES.map((s) => [s, 0])) as Record<MapDriverState, number>;
  for (const d of data.drivers) byState[d.state] += 1;
  const pickups = data.orders.filter((o) => o.pickup).length;
  const deliveries = data.orders.filter((o) => o.delivery).length;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" aria-live="polite" data-testid="operations-map-summary">
        {translate('operationsMap.summary.drivers', { smart_count: data.drivers.length })} (
        {translate('operationsMap.summary.states', byState)}) ·{' '}
        {translate('operationsMap.summary.orders', { smart_count: data.orders.length })}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        aria-label={translate('operationsMap.legend.label')}
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {MAP_DRIVER_STATES.map((state) => (
          <LegendItem
            key={state}
            color={DRIVER_STATE_COLORS[state]}
            label={`${translate(`operationsMap.states.${state}`)} (${byState[state]})`}
          />
        ))}
        <LegendItem
          color={ORDER_POINT_COLORS.pickup}
          label={`${translate('operationsMap.points.pickup')} (${pickups})`}
        />
        <LegendItem
          color={ORDER_POINT_COLORS.delivery}
          label={`${translate('operationsMap.points.delivery')} (${deliveries})`}
        />
        <LegendItem color={GROUP_COLORS.drivers} label={translate('operationsMap.legend.driverGroup')} />
        <LegendItem color={GROUP_COLORS.orders} label={translate('operationsMap.legend.orderGroup')} />
      </Stack>
    </Stack>
  );
};

const MapFallback = () => (
  <Box sx={{ flex: 1, minHeight: 420, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress />
  </Box>
);

export const OperationsMapPage = () => {
  const translate = useTranslate();
  const api = useAppApi('map');
  const queryClient = useQueryClient();
  const filters = useMapFilters();
  const { companies, regions } = useFilterOptions();
  const [positions] = useState(() => new LivePositions());
  useEffect(() => () => positions.dispose(), [positions]);
  const [selection, setSelection] = useState<MapSelection>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = useCallback((next: Exclude<MapSelection, null>) => {
    setSelection(next);
    setDrawerOpen(true);
  }, []);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [offline, setOffline] = useState(false);
  const onOffline = useCallback(() => setOffline(true), []);

  const map = useQuery({
    queryKey: operationsMapKey(filters.query),
    queryFn: ({ signal }) => api.getOperationsMap(filters.query, signal),
    refetchInterval: OPERATIONS_MAP_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  // Each answer's positions, with the live ones newer than it kept (before the map and the card read them).
  const data = useMemo(() => {
    if (map.data) positions.load(map.data.drivers);
    return map.data;
  }, [map.data, positions]);
  const drivers = useMemo(() => new Map((data?.drivers ?? []).map((d) => [d.id, d])), [data]);
  const orders = useMemo(() => new Map((data?.orders ?? []).map((o) => [o.id, o])), [data]);

  useOperationsMapEvents(
    {
      onLocation: (event) => positions.push(event.driverId, { lat: event.lat, lng: event.lng, at: event.at }),
      onOrdersChanged: () => void queryClient.invalidateQueries({ queryKey: ['operationsMap'] }),
    },
    OPERATIONS_MAP_EVENT_COALESCE_MS,
  );

  const labels = useMemo<PointsLayerLabels>(
    () => ({
      driver: (d) =>
        translate('operationsMap.marker.driver', {
          name: driverName(d, translate),
          state: translate(`operationsMap.states.${d.state}`),
        }),
      point: (kind, o) => translate(`operationsMap.marker.${kind}`, { orderNo: o.orderNo }),
      driverGroup: (count) => translate('operationsMap.marker.driverGroup', { smart_count: count }),
      orderGroup: (count) => translate('operationsMap.marker.orderGroup', { smart_count: count }),
    }),
    [translate],
  );

  const centre = (position: LatLng | null | undefined) => {
    if (position) setFocus((current) => ({ key: (current?.key ?? 0) + 1, position }));
  };
  const showDriver = (driverId: number) => centre(positions.get(driverId));
  const find = (option: FindOption) => {
    open({ kind: option.kind, id: option.id });
    if (option.kind === 'driver') showDriver(option.id);
    else {
      const order = orders.get(option.id);
      centre(order?.pickup ?? order?.delivery);
    }
  };

  let content;
  if (!data && map.isError)
    content = (
      <LoadError
        messageKey="operationsMap.loadFailed"
        onRefresh={() => void map.refetch()}
        refreshing={map.isFetching}
      />
    );
  else if (!data)
    content = (
      <Stack spacing={1} role="status" sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', minHeight: 420 }}>
        <CircularProgress />
        <Typography color="text.secondary">{translate('operationsMap.loading')}</Typography>
      </Stack>
    );
  else
    content = (
      <>
        <Summary data={data} />
        {map.isError && (
          <LoadError
            messageKey="operationsMap.loadFailed"
            onRefresh={() => void map.refetch()}
            refreshing={map.isFetching}
            sx={{ my: 0.5 }}
          />
        )}
        {data.drivers.length === 0 && data.orders.length === 0 && (
          <Alert severity="info">{translate('operationsMap.empty')}</Alert>
        )}
        {data.truncated.orders && (
          <Alert severity="warning">
            {translate('operationsMap.truncatedOrders', { max: OPERATIONS_MAP_ORDERS_MAX })}
          </Alert>
        )}
        {data.truncated.drivers && (
          <Alert severity="warning">
            {translate('operationsMap.truncatedDrivers', { max: OPERATIONS_MAP_DRIVERS_MAX })}
          </Alert>
        )}
        {offline && <Alert severity="info">{translate('operationsMap.offlineBasemap')}</Alert>}
        <Suspense fallback={<MapFallback />}>
          <OperationsMapView
            data={data}
            positions={positions}
            selection={selection}
            focus={focus}
            label={translate('operationsMap.mapLabel')}
            labels={labels}
            onSelect={open}
            onOffline={onOffline}
          />
        </Suspense>
        <Typography variant="caption" color="text.secondary">
          {translate('operationsMap.live', { seconds: OPERATIONS_MAP_REFRESH_MS / 1000 })}{' '}
          {translate('operationsMap.updated', { time: formatClock(new Date(data.generatedAt)) })}
        </Typography>
      </>
    );

  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', height: { md: 'calc(100vh - 88px)' } }}>
      <Title title="operationsMap.title" />
      <Card sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: 1.5, gap: 1, minHeight: 0 }}>
        <Stack
          direction="row"
          role="group"
          aria-label={translate('operationsMap.filtersLabel')}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <StatusSelect
            statuses={MAP_ORDER_STATUSES}
            value={filters.statuses as StatusChoice[]}
            onChange={(next) => filters.set({ status: next.includes(ALL_STATUSES) ? null : next.join(',') })}
          />
          {companies.length > 1 && (
            <OptionSelect
              label={translate('orderList.filters.company')}
              options={companies.map((c) => ({ id: c.id, label: c.name }))}
              value={filters.companyId}
              onChange={(id) => filters.set({ companyId: id ? String(id) : null })}
            />
          )}
          {regions.length > 1 && (
            <OptionSelect
              label={translate('orderList.filters.region')}
              options={regions.map((r) => ({ id: r.name, label: r.name }))}
              value={filters.region}
              width={170}
              onChange={(region) => filters.set({ region: region ? String(region) : null })}
            />
          )}
          <Box sx={{ flex: 1 }} />
          {data && <Finder drivers={data.drivers} orders={data.orders} onFind={find} />}
        </Stack>
        {content}
      </Card>
      <MapDrawer
        selection={selection}
        open={drawerOpen}
        drivers={drivers}
        orders={orders}
        positions={positions}
        onSelect={open}
        onClose={() => setDrawerOpen(false)}
        onShowDriver={(id) => {
          setDrawerOpen(false);
          showDriver(id);
        }}
      />
    </Box>
  );
};
