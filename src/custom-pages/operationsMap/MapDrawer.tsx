// The side drawer of the live map (a modal dialog named by its title: the focus moves in, Escape closes it and the
// focus goes back): a driver's card (name when the user may see it, state, region, the last position moving live,
// its orders on the map, a link to the driver's page for users with the drivers page) or an order's expanded row (the
// order list's own, with its actions), with a link to the order in the list.
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  Link as MuiLink,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { RecordContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MapDriver, MapOrder } from '../../../domain/operationsMap.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { formatNumber } from '../../../domain/numberFormat.ts';
import { OrderExpand } from '../../resources/orders/expand/OrderExpand.tsx';
import { Field, Section } from '../../resources/orders/expand/Fields.tsx';
import { orderShowPath } from '../../resources/orders/paths.ts';
import { driverShowPath } from '../../resources/drivers/paths.ts';
import type { LivePositions } from './livePositions.ts';
import { DRIVER_STATE_COLORS } from './mapColors.ts';
import type { MapSelection } from './selection.ts';
import { useCan } from '../../authProvider/useAccess.ts';

/** A driver's name as the user may see it: the name, or its number without driverInfo. */
export const driverName = (driver: MapDriver, translate: (key: string, options?: object) => string) =>
  driver.firstName || driver.lastName
    ? [driver.firstName, driver.lastName].filter(Boolean).join(' ')
    : translate('operationsMap.driver.unnamed', { id: driver.id });

export const Swatch = ({ color, round = true }: { color: string; round?: boolean }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 12,
      height: 12,
      borderRadius: round ? '50%' : '3px',
      bgcolor: color,
      border: '1px solid #fff',
      boxShadow: '0 0 0 1px rgba(0,0,0,.35)',
      flexShrink: 0,
    }}
  />
);

/** The driver's position as the map has it now (live), with its time. */
const LivePosition = ({ driverId, positions }: { driverId: number; positions: LivePositions }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const subscribe = useCallback((changed: () => void) => positions.subscribe(() => changed()), [positions]);
  const position = useSyncExternalStore(subscribe, () => positions.get(driverId));
  if (!position) return null;
  const coordinate = (value: number) =>
    formatNumber(value, locale, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });
  return (
    <>
      <Field label={translate('operationsMap.driver.position')}>
        <span data-testid="driver-position" data-position={`${position.lat},${position.lng}`}>
          {translate('operationsMap.driver.coordinates', {
            lat: coordinate(position.lat),
            lng: coordinate(position.lng),
          })}
        </span>
      </Field>
      <Field label={translate('operationsMap.driver.positionAt')}>
        {position.at ? formatTimestamp(position.at) : null}
      </Field>
    </>
  );
};

const DriverCard = ({
  driver,
  orders,
  positions,
  onOrder,
  onShow,
}: {
  driver: MapDriver;
  orders: MapOrder[];
  positions: LivePositions;
  onOrder(orderId: number): void;
  onShow(): void;
}) => {
  const translate = useTranslate();
  const opensDrivers = useCan('drivers', 'list');
  const own = orders.filter((o) => o.driverId === driver.id);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Swatch color={DRIVER_STATE_COLORS[driver.state]} />
        <Typography>{translate(`operationsMap.states.${driver.state}`)}</Typography>
      </Stack>
      <Section title={translate('operationsMap.driver.details')}>
        <Field label={translate('operationsMap.driver.region')}>{driver.region.name}</Field>
        <LivePosition driverId={driver.id} positions={positions} />
        <Field label={translate('operationsMap.driver.phone')}>{driver.phone}</Field>
      </Section>
      <Box component="section">
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          {translate('operationsMap.driver.orders')}
        </Typography>
        {own.length ? (
          <List dense disablePadding>
            {own.map((o) => (
              <ListItemButton key={o.id} onClick={() => onOrder(o.id)}>
                <ListItemText
                  primary={o.orderNo}
                  secondary={`${translate(`orders.status.${o.status}`)} · ${o.company.name}`}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2">{translate('operationsMap.driver.noOrders')}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" size="small" onClick={onShow}>
          {translate('operationsMap.driver.showOnMap')}
        </Button>
        {opensDrivers && (
          <Button component={Link} to={driverShowPath(driver.id)} size="small">
            {translate('operationsMap.driver.openPage')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

export interface MapDrawerProps {
  /** What the drawer shows (the map keeps it marked after the drawer closes). */
  selection: MapSelection;
  open: boolean;
  drivers: Map<number, MapDriver>;
  orders: Map<number, MapOrder>;
  positions: LivePositions;
  onSelect(selection: Exclude<MapSelection, null>): void;
  onClose(): void;
  onShowDriver(driverId: number): void;
}

export const MapDrawer = ({
  selection,
  open,
  drivers,
  orders,
  positions,
  onSelect,
  onClose,
  onShowDriver,
}: MapDrawerProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const shown = selection;
  const close = onClose;
  let title = '';
  let body: ReactNode = null;
  if (shown?.kind === 'driver') {
    const driver = drivers.get(shown.id);
    title = driver ? driverName(driver, translate) : translate('operationsMap.driver.unnamed', { id: shown.id });
    body = driver ? (
      <DriverCard
        driver={driver}
        orders={[...orders.values()]}
        positions={positions}
        onOrder={(id) => onSelect({ kind: 'order', id })}
        onShow={() => onShowDriver(driver.id)}
      />
    ) : (
      <Typography>{translate('operationsMap.driver.gone')}</Typography>
    );
  } else if (shown?.kind === 'order') {
    const order = orders.get(shown.id);
    title = order ? translate('operationsMap.order.title', { orderNo: order.orderNo }) : `#${shown.id}`;
    body = (
      <Stack spacing={1}>
        <MuiLink component={Link} to={orderShowPath(shown.id)} variant="body2">
          {translate('operationsMap.order.openInList')}
        </MuiLink>
        <RecordContextProvider value={{ id: shown.id }}>
          <OrderExpand />
        </RecordContextProvider>
      </Stack>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open && selection !== null}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: shown?.kind === 'order' ? { xs: '100%', md: 760 } : { xs: '100%', sm: 400 }, p: 2 },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={close} aria-label={translate('operationsMap.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {body}
    </Drawer>
  );
};
