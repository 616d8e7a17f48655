// The proof of a delivery (issue 39): the name of the person who took the package and, optionally, a photo the
// driver's app took. The deliver step (driverApp.ts deliver) checks the photo before its transaction (checkDeliveryProof:
// canonical base64, at most DELIVERY_PHOTO_MAX_BYTES, a JPEG, PNG or WebP of the declared type by its first bytes) and
// stores the proof in its transaction (storeDeliveryProof), so a replayed step never writes it twice. The console reads
// it in the order's details (readDeliveryProof: no bytes) and the photo itself with getDeliveryProofPhoto, under the
// order details' rule: the caller's reach, and the receiver's data shown to it (orderVisibility.ts showsReceiverData).
import { and, eq } from 'drizzle-orm';
import { deliveryProofs, orders } from '../db/schema.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { ordersInReach } from '../access/reach.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { Principal } from './principal.ts';
import { receiverHashedOf } from './orderRecord.ts';
import { sniffImageType } from './logoImage.ts';
import type { DeliveryProof } from '../../domain/api.ts';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  type DeliveryPhotoContentType,
  type DeliveryProofInput,
} from '../../domain/driverApi.ts';
import { msg } from '../../domain/schemas.ts';
import { showsReceiverData } from '../../domain/orderVisibility.ts';

/** The field the photo's errors name (the deliver step's body). */
const PHOTO_FIELD = 'proof.photo.data';

/** A proof whose photo has been decoded and checked: ready to store. */
export interface CheckedDeliveryProof {
  receiverName: string;
  photo: { bytes: Buffer; contentType: DeliveryPhotoContentType } | null;
}

/**
 * The proof's photo decoded and checked (the schema has checked the base64's form and size already, so the route
 * answers those with `validation_failed`; this is the server's own word on the bytes). 400 `validation_failed` when
 * the base64 is not canonical (it would not decode to exactly what was sent), 400 `delivery_photo_too_large` over
 * DELIVERY_PHOTO_MAX_BYTES (a caller that skipped the schema), 400 `delivery_photo_not_image`
 * when the bytes are no JPEG, PNG or WebP, 400 `delivery_photo_type_mismatch` when they are another of those than the
 * declared type; each under `proof.photo.data`.
 */
export function checkDeliveryProof(proof: DeliveryProofInput): CheckedDeliveryProof {
  if (!proof.photo) return { receiverName: proof.receiverName, photo: null };
  const { data, contentType } = proof.photo;
  const bytes = Buffer.from(data, 'base64');
  // Node's decoder skips what is not base64 and ignores stray bits: only a text that encodes back to itself is exact.
  if (bytes.length === 0 || bytes.toString('base64') !== data) {
    throw badRequest('validation_failed', 'The photo is not valid base64', { [PHOTO_FIELD]: [msg.invalid] });
  }
  if (bytes.length > DELIVERY_PHOTO_MAX_BYTES) {
    throw badRequest('delivery_photo_too_large', `The photo may have at most ${DELIVERY_PHOTO_MAX_BYTES} bytes`, {
      [PHOTO_FIELD]: ['validation.photoTooLarge'],
    });
  }
  const actual = sniffImageType(bytes);
  if (actual === null) {
    throw badRequest('delivery_photo_not_image', 'The photo must be a JPEG, PNG or WebP image', {
      [PHOTO_FIELD]: ['validation.photoType'],
    });
  }
  if (actual !== contentType) {
    throw badRequest('delivery_photo_type_mismatch', `The photo is ${actual}, not ${contentType} as declared`, {
      [PHOTO_FIELD]: ['validation.photoType'],
    });
  }
  return { receiverName: proof.receiverName, photo: { bytes, contentType } };
}

/** Stores the proof of an order's delivery, in the deliver step's transaction (one per order: its primary key). */
export async function storeDeliveryProof(
  tx: Tx,
  orderId: number,
  driverId: number,
  proof: CheckedDeliveryProof,
  at: Date,
): Promise<void> {
  await tx.insert(deliveryProofs).values({
    orderId,
    driverId,
    receiverName: proof.receiverName,
    photo: proof.photo?.bytes ?? null,
    photoContentType: proof.photo?.contentType ?? null,
    photoBytes: proof.photo?.bytes.length ?? null,
    createdAt: at,
  });
}

/** What the deliver step's audit entry records of a proof: the name and the photo's size, never its bytes. */
export const auditedProof = (proof: CheckedDeliveryProof) => ({
  receiverName: proof.receiverName,
  photoBytes: proof.photo?.bytes.length ?? null,
});

/** The proof of an order as stored (the photo's presence, not its bytes); null when there is none. */
export async function readDeliveryProof(db: DbOrTx, orderId: number): Promise<DeliveryProof | null> {
  const [row] = await db
    .select({
      receiverName: deliveryProofs.receiverName,
      photoBytes: deliveryProofs.photoBytes,
      createdAt: deliveryProofs.createdAt,
    })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.orderId, orderId));
  return row
    ? { receiverName: row.receiverName, hasPhoto: row.photoBytes !== null, at: row.createdAt.toISOString() }
    : null;
}

/**
 * GET /order/delivery-proof/photo: the photo of an order's delivery, for a caller that may see the order (its reach:
 * 404 `order_not_found` otherwise, as the details answer) and then its receiver's data (403 `forbidden` without
 * canView.sensitiveData, which an API key's `api` account type lacks by default; 404 `delivery_proof_not_found` once
 * the receiver's data was hashed away, as when there is no proof or no photo).
 */
export async function getDeliveryProofPhoto(
  db: Db,
  principal: Principal,
  orderId: number,
): Promise<{ bytes: Buffer; contentType: DeliveryPhotoContentType }> {
  const [row] = await db
    .select({
      hasHashedSensitiveData: orders.hasHashedSensitiveData,
      hashedSensitiveData: orders.hashedSensitiveData,
      photo: deliveryProofs.photo,
      photoContentType: deliveryProofs.photoContentType,
    })
    .from(orders)
    .leftJoin(deliveryProofs, eq(deliveryProofs.orderId, orders.id))
    .where(and(eq(orders.id, orderId), ordersInReach(principal.tenant)));
  if (!row) throw notFound('order_not_found', 'Order not found');
  const can = principal.permissions.orders.canView;
  // After the reach: an order the caller cannot see answers 404 whatever its flags, as the details do.
  if (!can.sensitiveData) throw forbidden('forbidden', 'You may not see the receivers’ data');
  if (!showsReceiverData(can, receiverHashedOf(row)) || !row.photo || !row.photoContentType)
    throw notFound('delivery_proof_not_found', 'This order has no photo of its delivery');
  return { bytes: row.photo, contentType: row.photoContentType };
}
