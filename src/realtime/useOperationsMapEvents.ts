// The live operations map's events on one socket: every `driverLocationChange` the user hears (its route rooms: the
// drivers on the orders it may see) that names its driver is handed to `onLocation`, and the order events of
// ORDER_LIST_EVENTS, coalesced over `coalesceMs` and then at most once every EVENT_REREAD_MIN_GAP_MS, call
// `onOrdersChanged` (the page reads the map again: its points are not list rows); so does every connection of the
// socket after the map was read (a reconnection: events sent while it was away are lost; or its first, when the map
// opened with the console before the socket had joined its rooms).
import { useEffect, useRef } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import type { DriverLocationChangeEvent } from '../../domain/api.ts';
import { ORDER_LIST_EVENTS } from '../../domain/enums.ts';
import { EVENT_REREAD_MIN_GAP_MS, spacedBurst } from './burst.ts';
import { openPrivateSocket } from './privateSocket.ts';
import { DRIVER_LOCATION_CHANGE, parseDriverLocationChange } from './useDriverLocationEvents.ts';

export interface OperationsMapEventHandlers {
  onLocation(event: DriverLocationChangeEvent & { driverId: number }): void;
  onOrdersChanged(): void;
}

export const useOperationsMapEvents = (
  handlers: OperationsMapEventHandlers,
  coalesceMs: number,
  getToken: () => string | null = currentToken,
) => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(
    () =>
      openPrivateSocket(getToken, authProvider, connection, (socket) => {
        const ordersChanged = spacedBurst(() => current.current.onOrdersChanged(), coalesceMs, EVENT_REREAD_MIN_GAP_MS);
        const location = (payload: unknown) => {
          const event = parseDriverLocationChange(payload);
          const driverId = event?.driverId;
          if (event && typeof driverId === 'number' && Number.isSafeInteger(driverId))
            current.current.onLocation({ ...event, driverId });
        };
        socket.on(DRIVER_LOCATION_CHANGE, location);
        ORDER_LIST_EVENTS.forEach((event) => socket.on(event, ordersChanged.add));
        // Every connection of the socket after the map was read: a reconnection (events sent while it was away are
        // lost), or its first when the map opened with the console and read its points before the socket joined its
        // rooms (a change in between was never heard). Either way the map is read again.
        socket.on('connect', ordersChanged.add);
        return ordersChanged.cancel;
      }),
    [authProvider, connection, getToken, coalesceMs],
  );
};
