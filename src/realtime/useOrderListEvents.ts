// Keeps the order list live on the real-time events of ORDER_LIST_EVENTS. Each event carries the order's list row as
// this console's list answers it and its version (domain/orderEvents.ts): the row is put into every cached page of
// the list at once (setQueryData, src/realtime/orderListCache.ts: replaced, moved, added or taken off where the
// list's filter and sort put it), so the row changes on screen without a request. What the row cannot tell (an order
// without a row, a place on another page, a total, a filter the row cannot answer) reads the list again, at most once
// every EVENT_REREAD_MIN_GAP_MS (the first such event after a quiet spell after REFRESH_COALESCE_MS); a reconnection,
// and the socket's first connection when the page read its list before it (a sign-in, a reload), read it once (events
// sent while the socket was away, or before it joined its rooms, are lost). An event older than the last one applied
// for its order is ignored. The expanded rows' details and history are read again only for the orders that changed,
// once per burst. The cached rows stay on screen throughout, and an expanded row keeps its place (useKeepPlace). A
// new order is also handed to `onNewOrder` (the list's announcement to screen readers).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider, type GetListParams } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { ORDER_LIST_EVENTS, type OrderListEvent } from '../../domain/enums.ts';
import type { OrderListEventPayload } from '../../domain/orderEvents.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import { ORDERS_RESOURCE } from '../dataProvider/orders.ts';
import { burst, EVENT_REREAD_MIN_GAP_MS, spacedBurst } from './burst.ts';
import { applyOrderRow, orderListViewOf, OrderVersions, type OrderListPage } from './orderListCache.ts';
import { openPrivateSocket } from './privateSocket.ts';

/** Events arriving in a burst cause one read of each changed order's open details and history. */
export const REFRESH_COALESCE_MS = 250;

const LIST_KEY = [ORDERS_RESOURCE, 'getList'] as const;

/** The payload's id, row and version, when it is an order event's; null otherwise. */
const readPayload = (payload: unknown): OrderListEventPayload | null => {
  const p = payload as Partial<OrderListEventPayload> | null;
  if (!p || typeof p !== 'object' || typeof p.orderId !== 'number' || !Number.isSafeInteger(p.orderId)) return null;
  return p as OrderListEventPayload;
};

/**
 * Puts one event's row into every cached page of the list. Answers whether a page on screen needs reading again; a
 * page off screen that does is only marked stale (it is read when shown again).
 */
function applyToCachedPages(queryClient: QueryClient, payload: OrderListEventPayload, event: OrderListEvent): boolean {
  let reread = false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: LIST_KEY })) {
    const page = query.state.data as OrderListPage | undefined;
    if (!page || !Array.isArray(page.data)) {
      // Its first read, under way, may answer the row as it was before this event.
      if (query.state.fetchStatus === 'fetching' && query.isActive()) reread = true;
      continue;
    }
    const view = orderListViewOf(query.queryKey[2] as Partial<GetListParams> | undefined);
    const update = applyOrderRow(page, view, { orderId: payload.orderId, row: payload.row, event });
    if (update.page !== page) queryClient.setQueryData(query.queryKey, update.page);
    // A read under way may answer the row as it was before this event: read once more after it.
    const again = update.reread || (update.page !== page && query.state.fetchStatus === 'fetching');
    if (!again) continue;
    if (query.isActive()) reread = true;
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  }
  return reread;
}

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
        const versions = new OrderVersions();
        const rereadList = spacedBurst(
          () => void queryClient.invalidateQueries({ queryKey: LIST_KEY }),
          REFRESH_COALESCE_MS,
          EVENT_REREAD_MIN_GAP_MS,
        );
        // The open details and history of the orders that changed (only the expanded ones are active and read).
        const changed = new Set<number>();
        const rereadOrders = burst(() => {
          for (const id of changed) {
            void queryClient.invalidateQueries({ queryKey: ['orderDetails', id], exact: true });
            void queryClient.invalidateQueries({ queryKey: ['orderAudit', id], exact: true });
          }
          changed.clear();
        }, REFRESH_COALESCE_MS);

        const onEvent = (event: OrderListEvent) => (raw: unknown) => {
          const payload = readPayload(raw);
          if (!payload) {
            rereadList.add();
            return;
          }
          if (versions.isStale(payload.orderId, payload.version)) return;
          versions.hold(payload.orderId, payload.version);
          if (applyToCachedPages(queryClient, payload, event)) rereadList.add();
          changed.add(payload.orderId);
          rereadOrders.add();
        };
        ORDER_LIST_EVENTS.forEach((event) => socket.on(event, onEvent(event)));
        const announce = () => newOrder.current?.();
        socket.on('newOrder', announce);

        // What the socket did not hear is read again once: the list and the open rows.
        const readAgain = () => {
          void queryClient.invalidateQueries({ queryKey: LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
          void queryClient.invalidateQueries({ queryKey: ['orderAudit'] });
        };
        // A page opened with the console (a sign-in, a reload) reads its list while the console's socket connects: a
        // change made after that read and before the socket joined its rooms was never heard, so the socket's first
        // join reads the list again (a read under way starts again). Back after a disconnection, what was sent
        // meanwhile is lost too: the console's connection monitor reads every query on screen again then
        // (refetchAfterOutage of appProviders.ts, told by its watch of this socket); without one, every connection
        // of the socket reads the list again here.
        if (connection) socket.onFirstJoin(readAgain);
        else socket.on('connect', readAgain);
        return () => {
          rereadList.cancel();
          rereadOrders.cancel();
        };
      }),
    [queryClient, authProvider, connection, getToken],
  );
};
