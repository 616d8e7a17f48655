// The route map dialog of the action panel: 800 px wide, the driver's location history as a polyline with markers at
// zoom 11, a no-history message, an error state with a refresh button, and live positions of the same order appended
// while it is open.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DriverLocationChangeEvent, OrderLocationHistory } from '../../../../domain/api.ts';
import { ROUTE_DIALOG_WIDTH } from '../../../../domain/constants.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { useDriverLocationEvents } from '../../../realtime/useDriverLocationEvents.ts';
import { currentToken } from '../../../authProvider/tokenStorage.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../../forms/FormDialog.tsx';
import { MARKER_COLORS } from './markerColors.ts';
import { MAP_CONFIG_KEY } from '../../../map/mapConfig.ts';
import { appendLivePoint, routeHistoryKey, withLivePoints } from './routeHistory.ts';
import { MAP_HEIGHT, RouteMapView, type RouteMapLabels } from './RouteMapView.tsx';
import type { RouteMapDialogProps } from './types.ts';
import { LoadError } from '../../../layout/LoadError.tsx';
import { retryWhileServerAway } from '../../../dataProvider/retryPolicy.ts';

const TITLE_ID = 'route-map-dialog-title';

const LegendItem = ({ color, label, round = true }: { color: string; label: string; round?: boolean }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Box
      component="span"
      sx={{ width: 12, height: 12, borderRadius: round ? '50%' : 0.5, bgcolor: color, flexShrink: 0 }}
    />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);

export const RouteMapDialog = ({ orderId, open, onClose }: RouteMapDialogProps) => {
  const translate = useTranslate();
  const map = useAppApi('map');
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);

  // The live positions received while open: a history read that started before a position was stored (the reload on
  // connect) answers without it, so every answer is merged with them instead of replacing them.
  const live = useRef<DriverLocationChangeEvent[]>([]);
  useEffect(() => {
    live.current = [];
  }, [orderId, open]);

  const history = useQuery({
    queryKey: routeHistoryKey(orderId),
    queryFn: async ({ signal }) => withLivePoints(await map.getLocationHistory(orderId, signal), live.current),
    enabled: open,
    refetchOnWindowFocus: false,
  });
  const config = useQuery({
    queryKey: MAP_CONFIG_KEY,
    queryFn: ({ signal }) => map.getConfig(signal),
    enabled: open,
    staleTime: Infinity,
    retry: retryWhileServerAway,
  });

  const onLocation = useCallback(
    (event: DriverLocationChangeEvent) => {
      live.current.push(event);
      queryClient.setQueryData(routeHistoryKey(orderId), (old: OrderLocationHistory | undefined) =>
        old ? appendLivePoint(old, event) : old,
      );
    },
    [queryClient, orderId],
  );
  // Points sent before the socket (re)connected are not replayed: the history is read again on every connection.
  const onConnect = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: routeHistoryKey(orderId) }),
    [queryClient, orderId],
  );
  useDriverLocationEvents(orderId, open, onLocation, currentToken, onConnect);

  const labels = useMemo<RouteMapLabels>(
    () => ({
      map: translate('routeMap.mapLabel'),
      start: translate('routeMap.legend.start'),
      driver: translate('routeMap.legend.driver'),
      pickupPoint: translate('routeMap.legend.pickupPoint'),
      receiver: translate('routeMap.legend.receiver'),
      pickupLetter: translate('routeMap.markerLetter.pickupPoint'),
      receiverLetter: translate('routeMap.markerLetter.receiver'),
    }),
    [translate],
  );
  const markOffline = useCallback(() => setOffline(true), []);

  const data = history.data;
  const points = data?.driverLocationLog ?? [];
  const latest = points.length ? points[points.length - 1] : null;
  const hasMap = Boolean(data && (points.length || data.pickupPoint || data.receiver));
  const mapConfig = config.isError ? 'failed' : (config.data ?? null);

  let content;
  if (history.isPending) {
    content = (
      <Stack spacing={2} sx={{ height: MAP_HEIGHT, alignItems: 'center', justifyContent: 'center' }} role="status">
        <CircularProgress />
        <Typography color="text.secondary">{translate('routeMap.loading')}</Typography>
      </Stack>
    );
  } else if (history.isError) {
    content = (
      <LoadError
        messageKey="routeMap.loadFailed"
        refreshKey="routeMap.refresh"
        generic={false}
        onRefresh={() => void history.refetch()}
        refreshing={history.isFetching}
        sx={{}}
      />
    );
  } else {
    content = (
      <Stack spacing={1.5}>
        {points.length === 0 && <Alert severity="info">{translate('routeMap.noHistory')}</Alert>}
        {offline && hasMap && <Alert severity="warning">{translate('routeMap.offlineBasemap')}</Alert>}
        {hasMap && (
          <RouteMapView
            points={points}
            pickupPoint={data!.pickupPoint}
            receiver={data!.receiver}
            config={mapConfig}
            labels={labels}
            onOffline={markOffline}
          />
        )}
        {hasMap && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
              <LegendItem color={MARKER_COLORS.start} label={labels.start} />
              <LegendItem color={MARKER_COLORS.driver} label={labels.driver} />
              {data!.pickupPoint && <LegendItem color={MARKER_COLORS.pickupPoint} label={labels.pickupPoint} />}
              {data!.receiver && <LegendItem color={MARKER_COLORS.receiver} label={labels.receiver} />}
            </Stack>
            <Typography variant="caption" color="text.secondary" aria-live="polite" title={translate('routeMap.live')}>
              {translate('routeMap.points', { smart_count: points.length })}
              {latest && ` · ${translate('routeMap.lastPosition', { time: formatTimestamp(latest.loggedAt) })}`}
            </Typography>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      maxWidth={false}
      fullWidth={false}
      titleId={TITLE_ID}
      title={data ? translate('routeMap.title', { orderNo: data.orderNo }) : translate('routeMap.titlePending')}
      paperSx={{ width: ROUTE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' }}
    >
      <DialogBody actions={<CloseButton label="routeMap.close" onClick={onClose} />}>{content}</DialogBody>
    </DialogFrame>
  );
};
