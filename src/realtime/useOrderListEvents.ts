// Refreshes the order list in the background on the real-time events of ORDER_LIST_EVENTS. The cached rows stay
// on screen while the list refetches, so the table keeps its scroll position. A new order is also handed to
// `onNewOrder` (the list's announcement to screen readers).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { ORDER_LIST_EVENTS } from '../domain/enums.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import { ORDERS_RESOURCE } from '../dataProvider/orders.ts';
import { burst } from './burst.ts';
import { openPrivateSocket } from './privateSocket.ts';

/** Events arriving in a burst cause one refetch. */
export const REFRESH_COALESCE_MS = 250;

export const useOrderListEvents = (getToken: () => string | null = currentToken, onNewOrder?: () => void) => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const newOrder = useRef(onNewOrder);
  useEffect(() => {
    newOrder.current = onNewOrder;
  });

  useEffect(
    () =>
      openPrivateSocket(getToken, authProvider, connection, (socket) => {
        const refresh = burst(() => {
          void queryClient.invalidateQueries({ queryKey: [ORDERS_RESOURCE, 'getList'] });
          // Expanded rows refresh too (only the ones on screen refetch: the others are inactive queries).
          void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
          void queryClient.invalidateQueries({ queryKey: ['orderAudit'] });
        }, REFRESH_COALESCE_MS);
        ORDER_LIST_EVENTS.forEach((event) => socket.on(event, refresh.add));
        const announce = () => newOrder.current?.();
        socket.on('newOrder', announce);
        return refresh.cancel;
      }),
    [queryClient, authProvider, connection, getToken],
  );
};
