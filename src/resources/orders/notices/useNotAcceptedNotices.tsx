// The notices of orders not accepted in time: the list (GET /api/order/not-accepted, read again after an outage, on
// focus and on the event) and the live toast. The server sends `notAcceptedOrder` only to the sockets whose reach
// covers the order (server/access/rooms.ts); its payload names the order, not its fields: the toast says what the list
// answers of it (the order number, the minutes waited), so it shows only orders the user may see.
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthProvider, useCloseNotification, useNotify, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../../../authProvider/createAuthProvider.ts';
import { currentToken } from '../../../authProvider/tokenStorage.ts';
import { useConnectionMonitor } from '../../../dataProvider/ConnectionMonitorContext.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import type { OrderListEvent } from '../../../../domain/enums.ts';
import type { NotAcceptedOrder } from '../../../../domain/notAcceptedOrders.ts';
import { burst } from '../../../realtime/burst.ts';
import { openPrivateSocket } from '../../../realtime/privateSocket.ts';
import { orderAgainPath } from '../paths.ts';
import { openNotices } from './noticeStore.ts';

export const NOT_ACCEPTED_QUERY_KEY = ['orderNotices', 'notAccepted'] as const;
const EVENT: OrderListEvent = 'notAcceptedOrder';
/** The orders one sweep cancels arrive together: one toast for them. */
export const NOTICE_COALESCE_MS = 500;

export const useNotAcceptedOrders = () => {
  const api = useAppApi('orderList');
  return useQuery({
    queryKey: NOT_ACCEPTED_QUERY_KEY,
    queryFn: ({ signal }) => api.notAccepted(signal),
    staleTime: 30_000,
  });
};

/** A toast's action: closes the toast and goes where it says. */
const ToastLink = ({ to, label, onClick }: { to?: string; label: string; onClick?: () => void }) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  const go = () => {
    onClick?.();
    close();
  };
  return to ? (
    <Button color="inherit" size="small" component={RouterLink} to={to} onClick={go}>
      {translate(label)}
    </Button>
  ) : (
    <Button color="inherit" size="small" onClick={go}>
      {translate(label)}
    </Button>
  );
};

/**
 * While the console is open, a toast for the orders the system has just cancelled because no driver accepted them:
 * one order by its number and why, with "Order again" when the user may order; several at once by their count, with
 * "Show" (the bell's list).
 */
export const useNotAcceptedToasts = (orderAgain: boolean, getToken: () => string | null = currentToken) => {
  const queryClient = useQueryClient();
  const api = useAppApi('orderList');
  const notify = useNotify();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const mayOrder = useRef(orderAgain);
  mayOrder.current = orderAgain;

  useEffect(() => {
    const toast = (orders: NotAcceptedOrder[]) => {
      const [one] = orders;
      if (!one) return;
      if (orders.length === 1)
        notify('notices.notAccepted.toast', {
          type: 'warning',
          messageArgs: { orderNo: one.orderNo, smart_count: one.minutes },
          action: mayOrder.current ? <ToastLink to={orderAgainPath(one.id)} label="notices.orderAgain.button" /> : null,
        });
      else
        notify('notices.notAccepted.toastMany', {
          type: 'warning',
          messageArgs: { smart_count: orders.length },
          action: <ToastLink label="notices.notAccepted.showAll" onClick={openNotices} />,
        });
    };
    return openPrivateSocket(getToken, authProvider, connection, (socket) => {
      const announced = new Set<number>();
      let closed = false;
      const read = burst(() => {
        const ids = [...announced];
        announced.clear();
        queryClient
          .fetchQuery({
            queryKey: NOT_ACCEPTED_QUERY_KEY,
            queryFn: ({ signal }) => api.notAccepted(signal),
            staleTime: 0,
          })
          .then(
            (answer) => {
              if (!closed) toast(answer.items.filter((item) => ids.includes(item.id)));
            },
            () => undefined, // the bell shows the list's own error
          );
      }, NOTICE_COALESCE_MS);
      const onEvent = (event?: { orderId?: unknown }) => {
        if (typeof event?.orderId !== 'number') return;
        announced.add(event.orderId);
        read.add();
      };
      socket.on(EVENT, onEvent);
      // The notices read before the socket joined its rooms (a sign-in, a reload) may miss one sent meanwhile: read
      // them again then (the bell's count; no toast, as for any notice already there).
      socket.onFirstJoin(() => void queryClient.invalidateQueries({ queryKey: NOT_ACCEPTED_QUERY_KEY }));
      return () => {
        closed = true;
        read.cancel();
        socket.off(EVENT, onEvent);
      };
    });
  }, [queryClient, api, notify, authProvider, connection, getToken]);
};
