// The dashboard's live updates: each real-time event reads again only the sections it can change (today's figures,
// the attention lists, the drivers), DASHBOARD_EVENT_COALESCE_MS after the first event of a burst and then at most
// once every EVENT_REREAD_MIN_GAP_MS however many events arrive, and only when the event's order lies within the
// dashboard's filters (its region and companies). The cached figures stay on screen while they are read again. The
// server decides who hears an event (server/access/rooms.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider/createAuthProvider.ts';
import { currentToken } from '../../authProvider/tokenStorage.ts';
import { useConnectionMonitor } from '../../dataProvider/ConnectionMonitorContext.ts';
import { EVENT_REREAD_MIN_GAP_MS, spacedBurst } from '../../realtime/burst.ts';
import { openPrivateSocket } from '../../realtime/privateSocket.ts';
import { ORDER_LIST_EVENTS, type OrderListEvent } from '../../../domain/enums.ts';
import { DRIVER_CHANGE_EVENT } from '../../../domain/driverSchemas.ts';
import { DASHBOARD_EVENT_COALESCE_MS, type DashboardQuery } from '../../../domain/dashboard.ts';

export type DashboardSection = 'orders' | 'attention' | 'drivers';

/** The query key of a section (its filters follow it). */
export const dashboardKey = (section: DashboardSection) => ['dashboard', section] as const;

/** What each event can change: a driver's state moves with accepting, delivering, cancelling or renewing an order. */
const SECTIONS_OF: Record<OrderListEvent, DashboardSection[]> = {
  newOrder: ['orders', 'attention'],
  acceptOrder: ['orders', 'attention', 'drivers'],
  arriveOrder: ['orders', 'attention', 'drivers'],
  deliverOrder: ['orders', 'attention', 'drivers'],
  finishOrder: ['orders', 'attention', 'drivers'],
  cancelOrder: ['orders', 'attention', 'drivers'],
  renewOrder: ['orders', 'attention', 'drivers'],
  editOrder: ['orders', 'attention', 'drivers'],
  notAcceptedOrder: ['orders', 'attention'],
  delayingDelivery: ['attention'],
  cancelledOrderClientContacted: ['attention'],
  deactivatedOrderMultiplier: [],
};

/** Whether an order event's place lies within the dashboard's filters (events without a place count). */
export const eventMatches = (payload: unknown, filters: DashboardQuery): boolean => {
  const place = (payload ?? {}) as { regionName?: unknown; companyId?: unknown };
  if (filters.region && typeof place.regionName === 'string' && place.regionName !== filters.region) return false;
  if (filters.companyIds?.length && typeof place.companyId === 'number')
    return filters.companyIds.includes(place.companyId);
  return true;
};

export const useDashboardLive = (filters: DashboardQuery, getToken: () => string | null = currentToken) => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const current = useRef(filters);
  current.current = filters;

  useEffect(
    () =>
      openPrivateSocket(getToken, authProvider, connection, (socket) => {
        const due = new Set<DashboardSection>();
        const pending = spacedBurst(
          () => {
            for (const section of due) void queryClient.invalidateQueries({ queryKey: dashboardKey(section) });
            due.clear();
          },
          DASHBOARD_EVENT_COALESCE_MS,
          EVENT_REREAD_MIN_GAP_MS,
        );
        const refresh = (sections: DashboardSection[]) => {
          sections.forEach((section) => due.add(section));
          if (due.size) pending.add();
        };
        for (const event of ORDER_LIST_EVENTS)
          socket.on(event, (payload: unknown) => {
            if (eventMatches(payload, current.current)) refresh(SECTIONS_OF[event]);
          });
        socket.on(DRIVER_CHANGE_EVENT, () => refresh(['drivers']));
        // After a lost connection, or on the socket's first connection when the dashboard was read before it joined
        // its rooms (it opened with the console), events may have been missed: read everything once.
        socket.on('connect', () => refresh(['orders', 'attention', 'drivers']));
        return pending.cancel;
      }),
    [queryClient, authProvider, connection, getToken],
  );
};
