// Order events that carry the order's list row (domain/orderEvents.ts), each listener getting it as its own
// GET /api/order/list would answer it. The row is read once per event (server/services/orders.ts readOrderEventRow)
// and crosses processes unmasked only between servers (`orderRow`, a server-side message of the adapter); each
// process masks it for its own sockets, once per set of canView flags, and never puts an unmasked row on a socket.
//
// Who hears an event is what the rooms say (server/access/rooms.ts): the rooms of the order's place as its caller named
// it and of its place now. Among them, a socket whose rooms cover the order's place now gets the row through
// visibleOrderItem with its flags (the room `canview:<flags>` it joined on connect, moved when an administrator changes
// its user); any other (it heard the order by a place that is no longer the order's) gets `row: null`, its cue to take
// the order off its list. An order that could not be read goes out as before, without a row.
import type { Namespace } from 'socket.io';
import { CAN_VIEW_FLAGS, type CanView, type OrderListEvent } from '../../domain/enums.ts';
import type { OrderListEventPayload } from '../../domain/orderEvents.ts';
import { visibleOrderItem } from '../../domain/orderVisibility.ts';
import { orderRooms } from '../access/rooms.ts';
import type { OrderPlace } from '../access/reach.ts';
import type { OrderEventRow } from '../services/orders.ts';

/** The server-side message that hands an event and its unmasked row to the other processes. */
export const ORDER_ROW_MESSAGE = 'orderRow';

export interface OrderRowMessage {
  event: OrderListEvent;
  /** The event's payload as its caller gave it: the order's id and place, and any fields of its own. */
  payload: { orderId: number } & OrderPlace & Record<string, unknown>;
  /** The order as read after the change committed; null when it could not be read. */
  read: OrderEventRow | null;
}

const CAN_VIEW_ROOM = 'canview:';

/** The room of a socket's canView flags: `canview:` and 0 or 1 for each flag of CAN_VIEW_FLAGS, in that order. */
export const canViewRoom = (canView: CanView) =>
  CAN_VIEW_ROOM + CAN_VIEW_FLAGS.map((flag) => (canView[flag] ? '1' : '0')).join('');

/** The flags a canView room names; a socket without one sees what no flag shows. */
function canViewOfRoom(room: string | undefined): CanView {
  const bits = room?.slice(CAN_VIEW_ROOM.length) ?? '';
  return Object.fromEntries(CAN_VIEW_FLAGS.map((flag, i) => [flag, bits[i] === '1'])) as CanView;
}

/** The group of the sockets that hear the order by a place that is no longer its own. */
const OUT_OF_REACH = 'out';

/** Sends an order event to this process's sockets: each group of equal flags hears the row masked once for it. */
export function emitOrderRowLocally(nsp: Namespace, { event, payload, read }: OrderRowMessage): void {
  if (!read) {
    nsp.local.to(orderRooms(payload, 'orders')).emit(event, payload);
    return;
  }
  const reach = new Set(orderRooms(read.place, 'orders'));
  const heard = new Set<string>();
  const groups = new Map<string, string[]>();
  for (const room of new Set([...orderRooms(payload, 'orders'), ...reach])) {
    for (const id of nsp.adapter.rooms.get(room) ?? []) {
      if (heard.has(id)) continue;
      heard.add(id);
      const rooms = nsp.sockets.get(id)?.rooms;
      if (!rooms) continue;
      let inReach = false;
      let flags: string | undefined;
      for (const r of rooms) {
        if (reach.has(r)) inReach = true;
        else if (r.startsWith(CAN_VIEW_ROOM)) flags = r;
      }
      const key = inReach ? (flags ?? CAN_VIEW_ROOM) : OUT_OF_REACH;
      const group = groups.get(key);
      if (group) group.push(id);
      else groups.set(key, [id]);
    }
  }
  for (const [key, ids] of groups) {
    const message: OrderListEventPayload = {
      ...payload,
      row: key === OUT_OF_REACH ? null : visibleOrderItem(read.item, canViewOfRoom(key)),
      version: read.version,
    };
    // Each socket is a room of its own id: one packet per group, written to each of its sockets.
    nsp.local.to(ids).emit(event, message);
  }
}

/** Lets this process send the order events of the other processes to its sockets (called once, with the adapter set). */
export function listenForOrderRows(nsp: Namespace): void {
  nsp.on(ORDER_ROW_MESSAGE, (message: OrderRowMessage) => emitOrderRowLocally(nsp, message));
}
