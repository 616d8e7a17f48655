// One order read by id with the parts every read of a single order shows alike, mapped from its row in one place: the
// receiver (hidden when its data was hashed away, whatever the reader's flags), the pickup point's address, the
// tracking path and the times of its stages. The API's order details (orderDetails.ts) and the webhooks' order
// payload (webhookOutbox.ts, in the order change's transaction) both read it here, so what a shop receives by webhook
// and what it reads through the API cannot drift; each adds its own parts and applies its reader's canView flags
// (visibleOrderDetails, visibleWebhookOrder).
import { eq } from 'drizzle-orm';
import { orders, regions } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { OrderDetails, OrderStageTimes } from '../../domain/api.ts';
import { hasPickupPoint } from '../../domain/orderRules.ts';
import { hiddenReceiver } from '../../domain/orderVisibility.ts';
import { trackingPath } from '../../domain/tracking.ts';

export type OrderRow = typeof orders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether the receiver's data was hashed away: then it is hidden whatever the reader's flags. */
export const receiverHashedOf = (o: Pick<OrderRow, 'hasHashedSensitiveData' | 'hashedSensitiveData'>): boolean =>
  o.hasHashedSensitiveData || Boolean(o.hashedSensitiveData?.clientData);

type PickupPointDetails = NonNullable<OrderDetails['pickupPointDetails']>;

export interface OrderRecord {
  row: OrderRow;
  regionName: string | null;
  receiverHashed: boolean;
  receiver: OrderDetails['receiver'];
  /** A business address (no personal data); null for an order without a pickup point. */
  pickupAddress: Pick<PickupPointDetails, 'locationId' | 'name' | 'street' | 'city' | 'zipCode'> | null;
  /** The receiver's tracking page: a path of the console's address (`/track/<token>`). */
  trackingPath: string;
  /** When it was accepted, picked up, arrived, delivered, finished, cancelled: ISO 8601, or null. */
  stageTimes: OrderStageTimes;
}

/** The order of this id with its region's name, in the caller's transaction or outside one; null when there is none. */
export async function readOrderRecord(db: DbOrTx, orderId: number): Promise<OrderRecord | null> {
  const [found] = await db
    .select({ row: orders, regionName: regions.name })
    .from(orders)
    .leftJoin(regions, eq(regions.id, orders.regionId))
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const { row: o, regionName } = found;
  const receiverHashed = receiverHashedOf(o);
  return {
    row: o,
    regionName,
    receiverHashed,
    receiver: receiverHashed
      ? hiddenReceiver(o.clientCity)
      : {
          name: o.clientName,
          phone: o.clientPhone,
          street: o.clientStreet,
          city: o.clientCity,
          zipCode: o.clientZipCode,
          lat: o.clientLat,
          lng: o.clientLng,
          hidden: false,
        },
    pickupAddress: hasPickupPoint(o)
      ? {
          locationId: o.pickupLocationId,
          name: o.pickupName,
          street: o.pickupStreet,
          city: o.pickupCity,
          zipCode: o.pickupZipCode,
        }
      : null,
    trackingPath: trackingPath(o.trackingToken),
    stageTimes: {
      acceptedAt: iso(o.acceptedAt),
      pickedUpAt: iso(o.pickedUpAt),
      arrivedAt: iso(o.arrivedAt),
      deliveredAt: iso(o.deliveredAt),
      finishedAt: iso(o.finishedAt),
      cancelledAt: iso(o.cancelledAt),
    },
  };
}
