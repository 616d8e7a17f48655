// The route of an order: its location history from the server, with live driver positions appended.
import type { DriverLocationChangeEvent, OrderLocationHistory } from '../../../../domain/api.ts';

export const routeHistoryKey = (orderId: number) => ['routeMap', 'history', orderId] as const;

/** Adds a live position to the log, oldest first; a position already in the log (same time and place) is ignored. */
export const appendLivePoint = (
  history: OrderLocationHistory,
  event: DriverLocationChangeEvent,
): OrderLocationHistory => {
  const point = { lat: event.lat, lng: event.lng, loggedAt: event.at };
  const time = new Date(point.loggedAt).getTime();
  const log = history.driverLocationLog;
  if (log.some((p) => p.lat === point.lat && p.lng === point.lng && new Date(p.loggedAt).getTime() === time))
    return history;
  let index = log.length;
  while (index > 0 && new Date(log[index - 1].loggedAt).getTime() > time) index--;
  return { ...history, driverLocationLog: [...log.slice(0, index), point, ...log.slice(index)] };
};

/** The history with the live positions of its order added (those already in the log are not repeated). */
export const withLivePoints = (
  history: OrderLocationHistory,
  events: readonly DriverLocationChangeEvent[],
): OrderLocationHistory => events.filter((e) => e.orderId === history.id).reduce(appendLivePoint, history);
