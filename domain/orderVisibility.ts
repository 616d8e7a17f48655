// What of an order a user may see, decided here for every channel that carries an order: the list row, the expanded
// row (details, and the label built from them), the answers of the order actions, the route's receiver point. The
// fields behind a canView flag are null without it (a list of comments or holds: null, not empty), and personal
// data the user may not see becomes "customer" (HIDDEN_PERSON). Real-time order events carry the list row through
// visibleOrderItem with each listener's flags (server/plugins/orderRowEvents.ts); driver positions go only to users
// with the orderRoute flag (server/access/rooms.ts).
import { HIDDEN_PERSON, type DeliveryProof, type OrderDetails, type OrderListItem } from './api.ts';
import type { CanView } from './enums.ts';

/**
 * The row as a user with these flags may see it: without `comments` no last comment, without `holdOrder` no hold
 * note (the on-hold mark and its end stay: they tell every reader why the order waits), without `orderEstimations`
 * no price. The row itself when nothing is hidden (no copy on the list's hot path).
 */
export function visibleOrderItem<T extends OrderListItem>(
  item: T,
  can: Pick<CanView, 'comments' | 'holdOrder' | 'orderEstimations'>,
): T {
  const hideComment = !can.comments && item.lastComment !== null;
  const hideNote = !can.holdOrder && item.flags.onHold !== null && item.flags.onHold.note !== null;
  const hidePrice = !can.orderEstimations && item.price !== null;
  if (!hideComment && !hideNote && !hidePrice) return item;
  return {
    ...item,
    price: hidePrice ? null : item.price,
    lastComment: hideComment ? null : item.lastComment,
    flags: hideNote ? { ...item.flags, onHold: { ...item.flags.onHold!, note: null } } : item.flags,
  };
}

/** The receiver as shown when its data is hidden: "customer" in its city, nothing that finds the person. */
export const hiddenReceiver = (city: string | null): OrderDetails['receiver'] => ({
  name: HIDDEN_PERSON,
  phone: null,
  street: null,
  city,
  zipCode: null,
  lat: null,
  lng: null,
  hidden: true,
});

/** Whether a reader with these flags sees the receiver's personal data: the flag, and data not hashed away. */
export const showsReceiverData = (can: Pick<CanView, 'sensitiveData'>, hashed: boolean): boolean =>
  can.sensitiveData && !hashed;

/**
 * The proof of a delivery as a reader may see it: who took the package and the photo are the receiver's personal data
 * (showsReceiverData); without it the name is "customer" and no photo is offered (its route refuses it too). The time
 * stays: it tells every reader that a proof was given.
 */
export const visibleDeliveryProof = (
  proof: DeliveryProof | null,
  can: Pick<CanView, 'sensitiveData'>,
  hashed: boolean,
): DeliveryProof | null =>
  proof && !showsReceiverData(can, hashed) ? { ...proof, receiverName: HIDDEN_PERSON, hasPhoto: false } : proof;

/**
 * The expanded row as a user with these flags may see it. Without `sensitiveData`: the receiver hidden, no pickup
 * contact phone, no payment code, no PESEL on the product lines, the delivery proof's name and photo hidden; without
 * `pinCode` no codes; without `orderEstimations` no estimations (and without `driverPayout` no driver's payout in
 * them); without `driverInfo` no driver contact; without `comments` / `holdOrder` no comments / holds; `canShowRoute`
 * is the `orderRoute` flag.
 * Data hashed away is already hidden by whoever built the details, whatever the flags.
 */
export function visibleOrderDetails(details: OrderDetails, can: CanView): OrderDetails {
  const d = visibleOrderItem(details, can);
  const sensitive = can.sensitiveData;
  return {
    ...d,
    receiver: sensitive || d.receiver.hidden ? d.receiver : hiddenReceiver(d.receiver.city),
    pickupPointDetails:
      d.pickupPointDetails && !sensitive
        ? { ...d.pickupPointDetails, phone: null, hidden: true }
        : d.pickupPointDetails,
    payment: d.payment && !sensitive ? { ...d.payment, paymentCode: null } : d.payment,
    products: sensitive ? d.products : d.products.map(({ pesel: _pesel, ...line }) => line),
    codes: can.pinCode ? d.codes : null,
    estimations:
      can.orderEstimations && d.estimations
        ? { ...d.estimations, estimatedPayoutDriver: can.driverPayout ? d.estimations.estimatedPayoutDriver : null }
        : null,
    driverInfo: can.driverInfo ? d.driverInfo : null,
    comments: can.comments ? d.comments : null,
    holds: can.holdOrder ? d.holds : null,
    canShowRoute: can.orderRoute,
    // The builder hid a hashed receiver already (receiver.hidden): its proof goes with it.
    deliveryProof: visibleDeliveryProof(d.deliveryProof, can, d.receiver.hidden),
  };
}

/** The receiver's point on the route map: only for a user with `sensitiveData` and data not hashed away. */
export const visibleReceiverPoint = <P>(
  point: P | null,
  can: Pick<CanView, 'sensitiveData'>,
  hashed: boolean,
): P | null => (showsReceiverData(can, hashed) ? point : null);
