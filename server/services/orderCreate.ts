// Order creation (POST /order/create) and the form's options. The payload arrives parsed by orderCreateSchema;
// here: the company and catalogue rules
// (orderCreateIssues), the pickup point (a saved one by id, orderPickupPoint.ts, or typed), the slot (a refused one
// says why: domain/deliverySlots.ts slotRefusal), geocoding, coverage and price (deliveryEstimate.ts), drivers,
// the external id, then one transaction: the order with a fresh order no, its product lines and the audit entry.
import { trackingPath } from '../../domain/tracking.ts';
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { drivers, locations, orderProducts, orders, products } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { fieldErrors } from '../plugins/errors.ts';
import { audit, type Actor } from './audit.ts';
import { companyForCaller, estimateDelivery, type CompanyRow, type DeliveryDeps } from './deliveryEstimate.ts';
import { insertOrderWithFreshNo, uniqueViolation } from './orderNumbers.ts';
import type { Tenant } from './principal.ts';
import { locationInReach, type OrderPlace } from '../access/reach.ts';
import { statusChange } from '../../domain/orderLifecycle.ts';
import type { OrderType } from '../../domain/enums.ts';
import {
  orderCreateIssues,
  orderMsg,
  pickAskedFields,
  type CatalogueProduct,
  type OrderCreateParsed,
  type OrderIssue,
} from '../../domain/orderCreateSchemas.ts';
import type { DeliveryAvailabilityResult, OrderCreateResult, OrderFormOptions } from '../../domain/orderCreateApi.ts';
import type { DeliveryAvailabilityParsed } from '../../domain/orderCreateSchemas.ts';
import { resolvePackageSize, DEFAULT_PACKAGE_SIZE } from '../../domain/packageSize.ts';
import { DEFAULT_PRICING } from '../../domain/pricing.ts';
import { findSlot, offeredSlots } from '../../domain/timeSlots.ts';
import { toMinorUnits } from '../../domain/validators.ts';
import { DELIVERY_PROMISE_MIN } from '../../domain/constants.ts';
import { effectiveWorkingSettings } from '../../domain/workingHours.ts';
import type { OrderProductLine, WorkingSettings } from '../../domain/types.ts';
import { ascName } from '../db/nameSort.ts';
import type { GeocodedAddress } from './geocoding/index.ts';
import { regionsOfZipCodes } from './locations.ts';
import { assertLocationGiven, orderPickupPoint, savedLocationOf } from './orderPickupPoint.ts';
import { slotRefusal, TIME_SLOT_ERROR_CODES, type TimeSlotErrorCode } from '../../domain/deliverySlots.ts';

export interface CreateContext {
  actor: Actor;
  tenant: Tenant;
  now?: Date;
  /**
   * Runs inside the order's transaction, after the order is written: what must commit with the order or not at all
   * (the Idempotency-Key's stored answer, so a process that stops after the commit never lets a retry create a
   * second order).
   */
  withinTransaction?: (tx: Tx, result: OrderCreateResult) => Promise<void>;
}

export interface CreatedOrder {
  result: OrderCreateResult;
  event: { orderId: number } & OrderPlace;
}

/** Cart rules (422 incorrect_order_products) as opposed to field rules (400 validation_failed). */
const CART_MESSAGES: string[] = [
  orderMsg.noProducts,
  orderMsg.productNotAvailable,
  orderMsg.mixedOrderTypes,
  orderMsg.tooManyProducts,
  orderMsg.tooManyOfProduct,
];

function issuesError(issues: OrderIssue[]): HttpError {
  const errors = fieldErrors(issues);
  if (issues.some((i) => CART_MESSAGES.includes(i.message))) {
    return new HttpError(
      422,
      'incorrect_order_products',
      'The products do not make a valid order for this company',
      errors,
    );
  }
  return badRequest('validation_failed', 'Invalid input', errors);
}

async function catalogueOf(db: Db, companyId: number): Promise<CatalogueProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.active, true)));
  return rows.map((p) => ({
    id: p.id,
    companyId: p.companyId,
    name: p.name,
    code: p.code,
    type: p.type,
    active: p.active,
    maximumDimensions: p.maximumDimensions,
    productSettings: p.productSettings ?? {},
  }));
}

/** Order creation needs an active company (a pending or inactive one cannot order). */
function assertActive(company: CompanyRow) {
  if (company.status !== 'active') throw conflict('company_not_active', 'The company is not activated');
}

const pin = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** The pickup point's fields an order stores. */
interface PickupFields {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  phone?: string;
  notes?: string;
}

/** A typed pickup point (the schema requires its name and address without a locationId). */
const typedPickup = (given: NonNullable<OrderCreateParsed['pickupPoint']>): PickupFields => ({
  name: given.name ?? '',
  street: given.street ?? '',
  city: given.city ?? '',
  zipCode: given.zipCode ?? '',
  phone: given.phone,
  notes: given.notes,
});

/** The English messages of the slot refusals (the console shows errors.server.<code>). */
const SLOT_REFUSALS: Record<TimeSlotErrorCode, string> = {
  time_slot_in_past: 'The time slot has already begun',
  time_slot_too_far_ahead: 'The time slot is beyond the days slots are offered for',
  time_slot_outside_opening_hours: 'The time slot starts outside the pickup point’s opening hours',
  time_slot_not_offered: 'The time is not the start of an offered slot',
};

/** Whether an active, unblocked driver works in the region (an order of a region without one is refused). */
export async function regionHasDriver(db: Db, regionId: number): Promise<boolean> {
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.regionId, regionId), eq(drivers.active, true), eq(drivers.blocked, false)))
    .limit(1);
  return !!driver;
}

/** The cart as the order stores it: each product line with the fields its product asks for, and the order's type. */
async function orderLines(
  db: Db,
  company: CompanyRow,
  input: OrderCreateParsed,
): Promise<{ lines: OrderProductLine[]; type: OrderType }> {
  const catalogue = await catalogueOf(db, company.id);
  const issues = orderCreateIssues(input, { orderSettings: company.orderSettings, products: catalogue });
  if (issues.length) throw issuesError(issues);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const lines: OrderProductLine[] = input.products.map((line) => {
    const product = byId.get(line.id)!;
    const picked = pickAskedFields(line, product);
    return {
      ...picked,
      type: product.type,
      productCode: product.code,
      ...(picked.amountToPayOnPickUp !== undefined
        ? { amountToPayOnPickUp: toMinorUnits(picked.amountToPayOnPickUp) }
        : {}),
    } as OrderProductLine;
  });
  return { lines, type: byId.get(input.products[0]!.id)!.type };
}

/** Where the order is picked up, the hours that apply there, and the saved location it is (if any). */
interface PickupPlace {
  pickup: PickupFields | null;
  workingSettings: WorkingSettings | null;
  locationId: number | null;
  /** A saved pickup point is placed where its save placed it (a postcode of another place kept on purpose too). */
  senderPoint: GeocodedAddress | null;
}

/**
 * The pickup point: a saved location of the company by locationId (its name, address and hours win over typed ones,
 * which may be left out), or typed. The hours that apply: the point's own, or the company's defaults
 * (effectiveWorkingSettings). A caller limited to some pickup locations sends one of them (a typed one is none).
 */
async function pickupPlace(
  db: Db,
  tenant: Tenant,
  company: CompanyRow,
  given: OrderCreateParsed['pickupPoint'] | null,
): Promise<PickupPlace> {
  assertLocationGiven(tenant, given, 'pickupPoint');
  if (!given?.locationId)
    return {
      pickup: given ? typedPickup(given) : null,
      workingSettings: effectiveWorkingSettings(null, company.workingSettings),
      locationId: null,
      senderPoint: null,
    };
  const location = await savedLocationOf(db, tenant, company.id, given.locationId, 'pickupPoint');
  return {
    pickup: {
      name: location.name,
      street: location.street,
      city: location.city,
      zipCode: location.zipCode,
      phone: given.phone ?? location.phone ?? undefined,
      notes: given.notes ?? location.defaultNote ?? undefined,
    },
    workingSettings: effectiveWorkingSettings(location.workingSettings, company.workingSettings),
    locationId: location.id,
    senderPoint:
      location.lat !== null && location.lng !== null
        ? { lat: location.lat, lng: location.lng, zipCode: location.zipCode, city: location.city, precision: 'zipCode' }
        : null,
  };
}

/**
 * The slot: one of the slots offered now for the pickup point's hours (several ranges a day, special dates: none on a
 * closed one); any other instant answers 400 with why (deliverySlots.ts slotRefusal: time_slot_in_past,
 * time_slot_too_far_ahead, time_slot_outside_opening_hours, time_slot_not_offered) and the field error scheduledAt
 * slotNotOffered. None asked: undefined (an order for now).
 */
function chosenSlot(
  workingSettings: WorkingSettings | null,
  now: Date,
  scheduledAt: string | undefined,
): { from: string; to: string } | undefined {
  if (!scheduledAt) return undefined;
  const slot = findSlot(offeredSlots(workingSettings, now), scheduledAt);
  if (slot) return slot;
  const reason = slotRefusal(workingSettings, now, scheduledAt) ?? TIME_SLOT_ERROR_CODES.notOffered;
  throw badRequest(reason, SLOT_REFUSALS[reason], { scheduledAt: [orderMsg.slotNotOffered] });
}

const duplicateExternalId = () => conflict('order_with_external_id_exists', 'An order with this external id exists');

/** 409 order_with_external_id_exists when the company has an order of this external id (the index checks again). */
async function assertExternalIdFree(db: Db, companyId: number, externalId: string | undefined): Promise<void> {
  if (!externalId) return;
  const [taken] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.externalId, externalId)))
    .limit(1);
  if (taken) throw duplicateExternalId();
}

/** What createOrder decided, which the order's row, its audit entry and the answer are written from. */
interface OrderPlan {
  company: CompanyRow;
  input: OrderCreateParsed;
  now: Date;
  lines: OrderProductLine[];
  type: OrderType;
  place: PickupPlace;
  slot: { from: string; to: string } | undefined;
  packageSize: NonNullable<ReturnType<typeof resolvePackageSize>>;
  estimate: Awaited<ReturnType<typeof estimateDelivery>>;
}

/** The order's row as insertOrderWithFreshNo writes it (its number is added there). */
function orderValues({ company, input, now, lines, type, place, slot, packageSize, estimate }: OrderPlan) {
  const status = slot ? 'scheduled' : 'new';
  const slotFrom = slot ? new Date(slot.from) : null;
  const slotTo = slot ? new Date(slot.to) : null;
  const { pickup } = place;
  return {
    companyId: company.id,
    externalId: input.externalId ?? null,
    regionId: estimate.regionId,
    type,
    ...statusChange(status, now),
    createdAt: now,
    plannedAt: slotTo ?? new Date(now.getTime() + DELIVERY_PROMISE_MIN * 60_000),
    scheduledAt: slotFrom,
    // scheduledAtToScheduledRange: the company's orders carry the whole slot as their range (shown in the list's
    // "Scheduled slot" column); otherwise only the scheduled time.
    scheduledSlotFrom: company.orderSettings.scheduledAtToScheduledRange ? slotFrom : null,
    scheduledSlotTo: company.orderSettings.scheduledAtToScheduledRange ? slotTo : null,
    notes: input.notes ?? null,
    packageSize,
    clientName: input.clientName,
    clientPhone: input.clientPhone,
    clientStreet: input.clientStreet,
    clientCity: input.clientCity,
    clientZipCode: input.clientZipCode,
    clientLat: estimate.receiver.lat,
    clientLng: estimate.receiver.lng,
    pickupLocationId: place.locationId,
    pickupName: pickup?.name ?? null,
    pickupStreet: pickup?.street ?? null,
    pickupCity: pickup?.city ?? null,
    pickupZipCode: pickup?.zipCode ?? null,
    pickupPhone: pickup?.phone ?? null,
    pickupNotes: pickup?.notes ?? null,
    pickupLat: estimate.sender?.lat ?? null,
    pickupLng: estimate.sender?.lng ?? null,
    pickupWorkingHours: pickup ? place.workingSettings : null,
    paymentDetails: input.paymentDetails ?? null,
    orderDetails:
      input.pmiOrderCode || input.pmiOrderCode2 || input.swapType
        ? { pmiOrderCode: input.pmiOrderCode, pmiOrderCode2: input.pmiOrderCode2, swapType: input.swapType }
        : null,
    pickUpVerificationCode: pickup ? pin() : null,
    verificationCode: pin(),
    estimatedDistance: estimate.result.estimatedDistance,
    estimatedPayout: estimate.priced.price,
    estimatedPayoutDriver: estimate.priced.payoutDriver,
    currency: estimate.priced.currency,
    multiplierId: estimate.priced.multiplierId,
    // What was charged: the value at the creation's time of day, not the multiplier's own value.
    multiplierValue: estimate.priced.multiplierId ? estimate.priced.multiplier : null,
    products: lines,
    updatedAt: now,
  };
}

/**
 * One transaction: the order with a fresh order no, its product lines, the audit entry and what the caller must
 * commit with it (withinTransaction). A duplicate external id that slipped past the check is the index's 409.
 */
async function writeOrder(db: Db, ctx: CreateContext, plan: OrderPlan): Promise<CreatedOrder> {
  const { company, lines, slot, packageSize, estimate } = plan;
  try {
    const created = await db.transaction(async (tx) => {
      const values = orderValues(plan);
      const row = await insertOrderWithFreshNo(tx, values);
      await tx.insert(orderProducts).values(lines.map((l, i) => ({ orderId: row.id, lineNo: i, productId: l.id })));
      await audit(tx, ctx.actor, {
        action: 'order.create',
        entity: 'order',
        entityId: row.id,
        after: {
          orderNo: row.orderNo,
          status: values.status,
          companyId: company.id,
          externalId: row.externalId,
          region: estimate.result.region,
          packageSize,
          scheduledSlot: slot ?? null,
          estimatedDistance: row.estimatedDistance,
          estimatedPayout: row.estimatedPayout,
          multiplierId: row.multiplierId,
          multiplierValue: row.multiplierValue,
          products: lines.map((l) => l.id),
        },
      });
      const result: OrderCreateResult = {
        order: {
          id: row.id,
          orderNo: row.orderNo,
          status: values.status,
          scheduledAt: slot?.from ?? null,
          packageSize,
          // A path here; the route makes it absolute with the caller's origin.
          trackingUrl: trackingPath(row.trackingToken),
        },
      };
      await ctx.withinTransaction?.(tx, result);
      return { row, result };
    });
    return {
      result: created.result,
      event: {
        orderId: created.row.id,
        companyId: company.id,
        regionName: estimate.result.region,
        pickupLocationId: plan.place.locationId,
      },
    };
  } catch (error) {
    if (uniqueViolation(error) === 'orders_company_external_id_idx') throw duplicateExternalId();
    throw error;
  }
}

/**
 * POST /order/create, in its steps: the caller's active company; the cart by the company's catalogue and rules; the
 * pickup point and its hours; the slot; where it goes and what it costs (estimateDelivery: geocoding, coverage, price);
 * a driver in that region; the external id free; then the order written in one transaction.
 */
export async function createOrder(
  db: Db,
  deps: DeliveryDeps,
  ctx: CreateContext,
  input: OrderCreateParsed,
): Promise<CreatedOrder> {
  const now = ctx.now ?? new Date();
  const company = await companyForCaller(db, ctx.tenant, input.companyId);
  assertActive(company);
  const { lines, type } = await orderLines(db, company, input);
  const place = await pickupPlace(db, ctx.tenant, company, input.pickupPoint ?? null);
  const slot = chosenSlot(place.workingSettings, now, input.scheduledAt);
  const packageSize =
    resolvePackageSize(input.products, company.orderSettings.defaultPackageSize, input.packageSize) ?? 'L';
  const estimate = await estimateDelivery(db, deps, {
    company,
    tenant: ctx.tenant,
    sender: place.pickup,
    senderPoint: place.senderPoint,
    receiver: { street: input.clientStreet, city: input.clientCity, zipCode: input.clientZipCode },
    packageSize,
    at: slot ? new Date(slot.from) : now,
    senderRole: 'pickupPoint',
  });
  if (!(await regionHasDriver(db, estimate.regionId)))
    throw new HttpError(422, 'no_drivers_available', 'No driver works in this region now');
  await assertExternalIdFree(db, company.id, input.externalId);
  return writeOrder(db, ctx, { company, input, now, lines, type, place, slot, packageSize, estimate });
}

/** POST /order/check-delivery-availability. */
export async function checkDeliveryAvailability(
  db: Db,
  deps: DeliveryDeps,
  tenant: Tenant,
  input: DeliveryAvailabilityParsed,
): Promise<DeliveryAvailabilityResult> {
  const company = await companyForCaller(db, tenant, input.companyId);
  // A saved pickup point by locationId, or the address of one: the point its save placed.
  const sender = await orderPickupPoint(db, tenant, company, input.sender, 'sender');
  const estimate = await estimateDelivery(db, deps, {
    company,
    tenant,
    sender: sender?.address ?? null,
    senderPoint: sender?.point ?? null,
    receiver: input.receiver,
    packageSize: input.packageSize ?? company.orderSettings.defaultPackageSize ?? DEFAULT_PACKAGE_SIZE,
    at: input.at ? new Date(input.at) : new Date(),
    senderRole: 'receiver',
  });
  return estimate.result;
}

/** GET /order/form-options: the company (a client user's own when companyId is absent), products, locations. */
export async function orderFormOptions(
  db: Db,
  caller: { tenant: Tenant; companyId: number | null },
  companyId: number | undefined,
): Promise<OrderFormOptions> {
  const id = companyId ?? caller.companyId;
  if (!id) throw notFound('company_not_found', 'Company not found');
  const company = await companyForCaller(db, caller.tenant, id);
  const [catalogue, places] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.companyId, id), eq(products.active, true)))
      .orderBy(...ascName(products.name), asc(products.id)),
    db
      .select()
      .from(locations)
      .where(and(eq(locations.companyId, id), eq(locations.active, true), locationInReach(caller.tenant, locations.id)))
      .orderBy(...ascName(locations.name), asc(locations.id)),
  ]);
  const regionOf = await regionsOfZipCodes(
    db,
    places.map((l) => l.zipCode),
  );
  return {
    company: {
      id: company.id,
      name: company.name,
      status: company.status,
      currency: (company.pricing ?? DEFAULT_PRICING).currency,
      orderSettings: company.orderSettings,
      defaultLocationId: company.defaultLocationId,
      workingSettings: company.workingSettings ?? {},
    },
    products: catalogue
      .filter((p) => !p.productSettings?.hideOnOrderForm)
      .map((p) => ({
        id: p.id,
        name: p.name,
        code: p.code,
        type: p.type,
        dimensionsAlgorithm: p.dimensionsAlgorithm,
        maximumDimensions: p.maximumDimensions,
        productSettings: p.productSettings ?? {},
      })),
    locations: places.map((l) => ({
      id: l.id,
      name: l.name,
      street: l.street,
      city: l.city,
      zipCode: l.zipCode,
      phone: l.phone,
      defaultNote: l.defaultNote,
      workingSettings: l.workingSettings,
      region: regionOf.get(l.zipCode) ?? null,
      covered: regionOf.has(l.zipCode),
    })),
  };
}
