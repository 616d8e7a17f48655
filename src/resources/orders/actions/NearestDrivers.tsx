// The change-driver dialog's dispatch help: the online drivers who may take the order (never its current driver),
// nearest to where the goods are first: the pickup point, or once picked up the current driver's position (the server
// says which, and the hint says it too). Each with its distance, region and the orders it carries; a click chooses the
// driver (and its region) in the form below. Read again every 30 s while the dialog is open: drivers move.
import { Box, CircularProgress, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { NearestDriver } from '../../../../domain/dispatch.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { formatDistanceKm } from '../../../i18n/format.ts';
import { LoadError } from '../../../layout/LoadError.tsx';

const REFRESH_MS = 30_000;

export const nearestDriversKey = (orderId: number) => ['orderActions', 'nearestDrivers', orderId] as const;

export interface NearestDriversProps {
  orderId: number;
  /** The goods are with the current driver (goodsWithDriver): the distances are from that driver's position. */
  goodsWithDriver: boolean;
  selectedId: number | null;
  onPick(driver: NearestDriver): void;
}

/** The height of the nearest drivers' area, in every state (about four drivers; more scroll). */
const NEAREST_HEIGHT_PX = 220;

export const NearestDrivers = ({ orderId, goodsWithDriver, selectedId, onPick }: NearestDriversProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const api = useAppApi('orderActions');
  const nearest = useQuery({
    queryKey: nearestDriversKey(orderId),
    queryFn: ({ signal }) => api.nearestDrivers(orderId, signal),
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
  });
  const t = (key: string, options?: object) => translate(`orderActions.changeDriver.nearest.${key}`, options);
  // Measured from the current driver, or from the pickup point: that driver's position is not known.
  let hint = 'hint';
  if (goodsWithDriver) hint = nearest.data?.origin.kind === 'pickupPoint' ? 'hintNoDriverPosition' : 'hintFromDriver';

  const details = (d: NearestDriver) =>
    [
      d.distanceMetres === null
        ? t('noPosition')
        : t('distance', { distance: formatDistanceKm(d.distanceMetres, locale) }),
      d.region.name,
      d.carrying ? t('carrying', { smart_count: d.carrying }) : t('free'),
    ].join(' · ');

  let body;
  if (nearest.isPending) {
    body = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          {t('loading')}
        </Typography>
      </Stack>
    );
  } else if (nearest.isError) {
    body = (
      <LoadError
        messageKey="orderActions.changeDriver.nearest.loadFailed"
        refreshKey="orderActions.changeDriver.nearest.refresh"
        generic={false}
        onRefresh={() => void nearest.refetch()}
        refreshing={nearest.isFetching}
        sx={{}}
      />
    );
  } else if (!nearest.data.drivers.length) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('empty')}
      </Typography>
    );
  } else {
    body = (
      <List dense disablePadding aria-labelledby={titleId}>
        {nearest.data.drivers.map((d) => (
          <ListItemButton
            key={d.id}
            selected={d.id === selectedId}
            aria-pressed={d.id === selectedId}
            onClick={() => onPick(d)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={`${d.firstName} ${d.lastName}`} secondary={details(d)} />
          </ListItemButton>
        ))}
      </List>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" id={titleId}>
        {t('title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {t(hint)}
      </Typography>
      {/* One height whatever the state: the list arriving (or leaving for an error) moved the Region select below it
          by up to 190 px, so a click aimed at the select while the list loaded landed elsewhere (a loaded journey's
          click opened nothing; an operator's could have picked a driver). The list scrolls inside it. */}
      <Box sx={{ height: NEAREST_HEIGHT_PX, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
};
