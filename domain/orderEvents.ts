// What an order event of ORDER_LIST_EVENTS carries to a console (socket.io namespace /private; sent by
// server/plugins/orderRowEvents.ts): the order's id and place, as every event always did, and the order's list row as
// this listener's own GET /api/order/list would answer it (its canView flags applied by visibleOrderItem,
// domain/orderVisibility.ts), with the row's version. driverLocationChange is not one of them: it carries a
// driver's position, no row.
import type { OrderListItem } from './api.ts';

export interface OrderListEventPayload {
  orderId: number;
  /** Where the order was when it changed (the rooms the event went to), as the change's caller named it. */
  companyId: number;
  regionName: string;
  pickupLocationId: number | null;
  /**
   * The order's row as the listener's list answers it: time-derived fields (timeInStage, totalRealizationTime,
   * realizedWithin) as of the moment the server read it. null: the order is now out of the listener's reach (it heard
   * the event by the order's former place): take it off the list. Absent (and no version): the server could not read
   * the order; read the list again.
   */
  row?: OrderListItem | null;
  /**
   * The row's version: the order's last change in epoch milliseconds (orders.updated_at). Each change of an order
   * raises it by at least one millisecond, whatever the writing server's clock says (the database moves it past the
   * last one: migration 0023), so two changes never share it. An event whose version is lower than the one of the row
   * a console holds is older than it: ignore it; an equal one is the same row heard again.
   */
  version?: number;
}
