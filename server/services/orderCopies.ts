// The simulator's new orders: the input of POST /order/create copied from random orders of the database (the company,
// pickup point, products and payment of one order; the receiver of another order of the same region). Reads only:
// the order itself is created by createOrder (./orderCreate.ts), with its rules, price, order no and PINs.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { companies, orderProducts, orders, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { OrderCreateParsed } from '../../domain/orderCreateSchemas.ts';

type ProductLineInput = OrderCreateParsed['products'][number];

/**
 * A new order's input copied from a random order of an active company in the regions (all regions when none are
 * named) that has a pickup point with its address and PIN; null when there is none to copy.
 */
export async function randomOrderCopy(db: Db, regionNames: string[]): Promise<OrderCreateParsed | null> {
  const inRegions = regionNames.length ? inArray(regions.name, regionNames) : undefined;
  const [template] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(companies.status, 'active'),
        sql`${orders.pickupLat} is not null`,
        sql`${orders.pickUpVerificationCode} is not null`,
        isNotNull(orders.pickupStreet),
        isNotNull(orders.pickupCity),
        isNotNull(orders.pickupZipCode),
        inRegions,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  if (!template) return null;
  const t = template.order;
  const [receiver] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.regionId, t.regionId),
        eq(orders.hasHashedSensitiveData, false),
        sql`${orders.clientLat} is not null`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  const r = receiver ?? t;
  return {
    companyId: t.companyId,
    products: await productLines(db, t),
    clientName: r.clientName,
    clientPhone: r.clientPhone,
    clientStreet: r.clientStreet,
    clientCity: r.clientCity,
    clientZipCode: r.clientZipCode,
    pickupPoint: {
      locationId: t.pickupLocationId ?? undefined,
      name: t.pickupName ?? t.pickupStreet!,
      street: t.pickupStreet!,
      city: t.pickupCity!,
      zipCode: t.pickupZipCode!,
      phone: t.pickupPhone ?? undefined,
      notes: t.pickupNotes ?? undefined,
    },
    packageSize: t.packageSize ?? undefined,
    paymentDetails: t.paymentDetails ?? undefined,
    scheduled: false,
  };
}

/** The template's product lines as the create form sends them (amounts to pay on pick-up in major units). */
async function productLines(db: Db, t: typeof orders.$inferSelect): Promise<ProductLineInput[]> {
  if (t.products.length) {
    return t.products.map(({ type: _type, productCode: _code, amountToPayOnPickUp, ...line }) => ({
      ...line,
      ...(amountToPayOnPickUp !== undefined ? { amountToPayOnPickUp: amountToPayOnPickUp / 100 } : {}),
    })) as ProductLineInput[];
  }
  const lines = await db
    .select({ productId: orderProducts.productId })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, t.id))
    .orderBy(orderProducts.lineNo);
  return lines.map((l) => ({ id: l.productId }));
}
