// Live driver positions for the route map: while enabled, listens to `driverLocationChange` on the private namespace
// and hands over the events of one order.
import { useEffect, useRef } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import type { DriverLocationChangeEvent } from '../../domain/api.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import { openPrivateSocket } from './privateSocket.ts';

export const DRIVER_LOCATION_CHANGE = 'driverLocationChange';

/** The event as the console relies on it, or null for a payload of another shape. */
export const parseDriverLocationChange = (payload: unknown): DriverLocationChangeEvent | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const { orderId, lat, lng, at } = payload as Record<string, unknown>;
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (
    !finite(orderId) ||
    !finite(lat) ||
    !finite(lng) ||
    typeof at !== 'string' ||
    Number.isNaN(new Date(at).getTime())
  )
    return null;
  return { ...(payload as DriverLocationChangeEvent), orderId, lat, lng, at };
};

/**
 * `onConnect` runs on every (re)connection: events sent while the socket was not connected are lost, so a caller
 * that shows a history reloads it then.
 */
export const useDriverLocationEvents = (
  orderId: number,
  enabled: boolean,
  onLocation: (event: DriverLocationChangeEvent) => void,
  getToken: () => string | null = currentToken,
  onConnect?: () => void,
) => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const handler = useRef(onLocation);
  const connected = useRef(onConnect);
  useEffect(() => {
    handler.current = onLocation;
    connected.current = onConnect;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    return openPrivateSocket(getToken, authProvider, connection, (socket) => {
      const listener = (payload: unknown) => {
        const event = parseDriverLocationChange(payload);
        if (event && event.orderId === orderId) handler.current(event);
      };
      const onSocketConnect = () => connected.current?.();
      socket.on(DRIVER_LOCATION_CHANGE, listener);
      socket.on('connect', onSocketConnect);
      return () => {
        socket.off(DRIVER_LOCATION_CHANGE, listener);
        socket.off('connect', onSocketConnect);
      };
    });
  }, [orderId, enabled, authProvider, connection, getToken]);
};
