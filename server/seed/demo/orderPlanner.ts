// One demo order planned in memory: company, pickup point, schedule, status and timeline, products, receiver,
// driver, price and multiplier, consumed stock, holds, comments, renewals and the driven route.
import { createHash } from 'node:crypto';
import { DELIVERY_PROMISE_MIN, SCHEDULED_SLOT_LENGTH_MIN } from '../../../domain/constants.ts';
import { mayDeliverFor } from '../../../domain/driverSchemas.ts';
import {
  ADDITIONAL_SERVICES,
  DEFAULT_CANCELLATION_REASONS,
  ORDER_STATUS_PRIORITY,
  type OrderStatus,
} from '../../../domain/enums.ts';
import type { PaymentDetails } from '../../../domain/types.ts';
import * as t from '../../db/schema.ts';
import { CITY_BY_NAME, type CityName, pickPostcode, streetAddress } from './cities.ts';
import type { CompanyRec, Ctx, DriverRec, LocationRec, MultiplierRec, ProductRec, World } from './context.ts';
import { ALNUM, LETTERS, person, phone } from './fakeData.ts';
import { buildTimeline, type CancelKind, chooseStatus, stageBeganAt, todayAgeStretch } from './orderCalendar.ts';
import { packageSizeFor, productLine } from './orderProducts.ts';
import type { Random } from './random.ts';
import { distanceMetres } from '../../../domain/geo.ts';
import { routePoints } from './demoRoute.ts';
import {
  ORDER_NOTES,
  PICKUP_NOTES,
  DELIVERY_COMMENTS,
  NO_CODE_REASONS,
  OPERATOR_HOLD_NOTES,
  DRIVER_HOLD_NOTES,
  COMMENTS_OPERATOR,
  COMMENTS_CLIENT,
  COMMENTS_DRIVER,
} from './orderNotes.ts';
import { at, dayKey, HOUR, MIN, minDate, warsawParts, warsawTime } from './time.ts';

type OrderInsert = typeof t.orders.$inferInsert;

interface HoldDraft {
  driverId: number | null;
  operatorId: number | null;
  notes: string | null;
  createdAt: Date;
  holdUntil: Date;
  releasedAt: Date | null;
  releasedById: number | null;
  releasedByDriverId: number | null;
}

interface CommentDraft {
  createdAt: Date;
  createdByKind: 'operator' | 'client' | 'driver';
  createdById: number | null;
  createdBy: string;
  comment: string;
}

interface RenewalDraft {
  renewedAt: Date;
  renewedById: number | null;
  renewedBy: string;
  renewalReason: 'DRIVER_CHANGE' | 'AUTOMATIC_REQUEUE';
  cancellationReason: string | null;
  renewalComment: string | null;
  oldOrderData: Record<string, unknown>;
}

export interface OrderDraft {
  row: OrderInsert & { createdAt: Date; status: OrderStatus; stageBeganAt: Date };
  company: CompanyRec;
  productIds: number[];
  hasPickup: boolean;
  holds: HoldDraft[];
  comments: CommentDraft[];
  renewals: RenewalDraft[];
  route: { lat: number; lng: number; at: Date }[];
  stockOut: { productId: number; driverId: number; serial: string | null; at: Date }[];
}

/** Unique 4-character order numbers per Warsaw creation day; demo numbers start with a letter. */
class OrderNumbers {
  private readonly used = new Map<string, Set<string>>();
  constructor(private readonly rng: Random) {}
  next(createdAt: Date): string {
    const key = dayKey(createdAt);
    let set = this.used.get(key);
    if (!set) this.used.set(key, (set = new Set()));
    for (;;) {
      const no = this.rng.chars(1, LETTERS) + this.rng.chars(3, ALNUM);
      if (!set.has(no)) {
        set.add(no);
        return no;
      }
    }
  }
}

function sha(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export class OrderPlanner {
  private readonly numbers: OrderNumbers;
  private readonly driversByRegion = new Map<number, DriverRec[]>();
  private readonly companyWeights: (readonly [CompanyRec, number])[];

  constructor(
    private readonly ctx: Ctx,
    private readonly world: World,
  ) {
    this.numbers = new OrderNumbers(ctx.rng);
    for (const d of world.drivers) {
      if (!d.active || d.blocked) continue;
      const list = this.driversByRegion.get(d.regionId) ?? [];
      list.push(d);
      this.driversByRegion.set(d.regionId, list);
    }
    this.companyWeights = world.companies
      .filter((c) => c.def.orderWeight > 0)
      .map((c) => [c, c.def.orderWeight] as const);
  }

  private pickCompany(dayIndex: number): CompanyRec {
    const table = this.companyWeights.filter(([c]) => c.def.status === 'active' || dayIndex >= 10);
    return this.ctx.rng.weighted(table);
  }

  private pickDriver(regionId: number, companyId: number, preferOnline: boolean, except?: number): DriverRec | null {
    const all = (this.driversByRegion.get(regionId) ?? []).filter(
      (d) => mayDeliverFor(d, companyId) && d.id !== except,
    );
    const online = all.filter((d) => d.status === 'online');
    const pool = preferOnline && online.length ? online : all;
    return pool.length ? this.ctx.rng.pick(pool) : null;
  }

  private multiplierFor(regionId: number, companyId: number, createdAt: Date): MultiplierRec | null {
    const m = this.world.multipliers.find(
      (x) =>
        x.regionIds.includes(regionId) &&
        x.companyIds.includes(companyId) &&
        x.dateFrom <= createdAt &&
        createdAt <= x.dateTo &&
        (!x.deactivatedAt || createdAt < x.deactivatedAt),
    );
    return m && this.ctx.rng.chance(0.45) ? m : null;
  }

  private effectiveMultiplier(m: MultiplierRec, createdAt: Date): number {
    const p = warsawParts(createdAt);
    const minute = p.hour * 60 + p.minute;
    const range = m.timeRanges?.find(
      (r) => r.from.hour * 60 + r.from.minute <= minute && minute < r.to.hour * 60 + r.to.minute,
    );
    return range?.multiplier ?? m.multiplier;
  }

  plan(createdAt: Date, dayIndex: number, forced?: OrderStatus): OrderDraft {
    const { ctx } = this;
    const { rng, now } = ctx;
    const company = this.pickCompany(dayIndex);
    const mains = company.products.filter((p) => !p.def.helper && (!p.def.hidden || rng.chance(0.12)));
    const main = rng.pick(mains.length ? mains : company.products);
    const helpers = company.products.filter((p) => p.def.helper && p.def.type === main.def.type);

    // Pickup point and region.
    const activeLocations = company.locations.filter((l) => l.active);
    const noPickup = main.def.type === 'simple_arrival' && (company.def.key === 'automobil' || rng.chance(0.5));
    const location = noPickup ? null : rng.pick(activeLocations.length ? activeLocations : company.locations);
    const regionId = location?.regionId ?? company.regionId;
    const cityName = (location?.city ?? company.def.home) as CityName;
    const city = CITY_BY_NAME.get(cityName)!;

    // Scheduling: a 120-minute slot on a later hour of the creation day or in the next days.
    let slot: { from: Date; to: Date } | null = null;
    if (!forced && rng.chance(company.def.scheduledShare)) {
      const p = warsawParts(createdAt);
      for (let dayOffset = rng.int(0, 3); !slot; dayOffset++) {
        const hour = rng.pick([8, 10, 12, 14, 16, 18]);
        const from = warsawTime(p.year, p.month, p.day + dayOffset, hour);
        if (from.getTime() - createdAt.getTime() >= 2 * HOUR)
          slot = { from, to: at(from, SCHEDULED_SLOT_LENGTH_MIN * MIN) };
      }
    }
    const start = slot ? at(slot.from, -45 * MIN) : createdAt;
    const ageMin = (now.getTime() - start.getTime()) / MIN;
    // Today's statuses as of a day long enough to have every stage, even just after midnight (todayAgeStretch); the
    // orders of the last minutes keep their age (new ones waiting for a driver).
    const statusAgeMin = dayIndex === 0 ? ageMin + (todayAgeStretch(ctx) - 1) * Math.max(0, ageMin - 5) : ageMin;
    const status: OrderStatus =
      slot && start > now ? 'scheduled' : (forced ?? chooseStatus(rng, statusAgeMin, dayIndex));
    const cancelAfter = company.deliverySettings.cancelOrderAfter;
    let cancelKind: CancelKind | null = null;
    if (status === 'cancelled') {
      cancelKind =
        ageMin < cancelAfter / 60 + 1
          ? 'beforePickup'
          : rng.weighted([
              ['notAccepted', 40],
              ['beforePickup', 35],
              ['inDelivery', 25],
            ] as const);
    }
    const hasPickup = location !== null;
    const tl = buildTimeline(
      ctx,
      start,
      status === 'picked_up' && !hasPickup ? 'accepted' : status,
      cancelKind,
      hasPickup,
      cancelAfter,
    );
    const finalStatus: OrderStatus = status === 'picked_up' && !hasPickup ? 'accepted' : status;
    const began = stageBeganAt(finalStatus, createdAt, tl);
    const ongoing =
      finalStatus === 'new' || finalStatus === 'accepted' || finalStatus === 'picked_up' || finalStatus === 'arrived';
    const delivered = finalStatus === 'delivered' || finalStatus === 'finished';

    // Products.
    const maxMain = Math.min(company.orderSettings.maxOrderProductsAllowed, main.def.maxAllowed ?? 1);
    const count = rng.chance(0.75) ? 1 : rng.int(1, maxMain);
    const products: ProductRec[] = Array.from({ length: count }, () => main);
    if (helpers.length && products.length < company.orderSettings.maxOrderProductsAllowed && rng.chance(0.3))
      products.push(rng.pick(helpers));
    const lines = products.map((p) => productLine(ctx, p, delivered));

    // Receiver.
    const receiver = person(ctx);
    const zip = pickPostcode(ctx, cityName);
    const client = { lat: zip.lat, lng: zip.lng };
    const hashed = delivered && dayIndex >= 12 && rng.chance(0.35);

    // Driver.
    const driver = tl.acceptedAt ? this.pickDriver(regionId, company.id, ongoing) : null;

    // Estimations and multiplier.
    const origin = location ?? { lat: city.lat, lng: city.lng };
    const distance = Math.max(600, Math.round((distanceMetres(origin, client) * 1.35) / 10) * 10);
    const packageSize = packageSizeFor(rng, company, lines);
    const emergency = rng.chance(0.04);
    const price =
      Math.round(
        (1290 + (distance / 1000) * 210 + { S: 0, M: 300, L: 900 }[packageSize] + (emergency ? 1500 : 0)) / 10,
      ) * 10;
    const multiplier = this.multiplierFor(regionId, company.id, createdAt);
    // The value charged: its time range's where the creation falls in one.
    const multiplierValue = multiplier ? this.effectiveMultiplier(multiplier, createdAt) : null;
    const payoutDriver = Math.round((price * 0.72 * (multiplierValue ?? 1)) / 10) * 10;

    // Stock consumed from the driver (IQOS devices carried by drivers).
    const stockOut: OrderDraft['stockOut'] = [];
    if (delivered && driver) {
      lines.forEach((line) => {
        const holding = this.world.stock.drivers.get(`${driver.id}:${line.id}`);
        if (holding && holding.amount > 0 && rng.chance(0.7)) {
          const [serial] = this.world.stock.transfer(holding, null, line.id, 1);
          if (serial) line.serialNumber = serial;
          stockOut.push({
            productId: line.id,
            driverId: driver.id,
            serial: serial ?? null,
            at: tl.pickedUpAt ?? tl.arrivedAt ?? tl.deliveredAt!,
          });
        }
      });
    }

    // Cancellation reason.
    let cancellationReason: string | null = null;
    if (cancelKind === 'notAccepted')
      cancellationReason = cancelAfter === 300 ? 'ORDER_NOT_ACCEPTED_IN_5_MIN' : 'ORDER_NOT_ACCEPTED_IN_X_MIN';
    else if (cancelKind) {
      const reasons = company.orderSettings.operatorCancellationReasons;
      const list = cancelKind === 'inDelivery' ? reasons?.inDelivery : reasons?.toBePickedUp;
      cancellationReason = rng.chance(0.1) ? 'DRIVERS_FAILURE' : rng.pick(list ?? DEFAULT_CANCELLATION_REASONS);
    }

    const payment = this.paymentDetails(company, price, hashed);
    const row: OrderDraft['row'] = {
      orderNo: this.numbers.next(createdAt),
      returnsOrderNo:
        delivered && (main.def.code === 'IQOS-SWAP' || rng.chance(0.03)) ? this.numbers.next(createdAt) : null,
      companyId: company.id,
      externalId:
        company.def.externalIdPrefix && rng.chance(0.65)
          ? `${company.def.externalIdPrefix}-${++company.externalCounter}`
          : null,
      regionId,
      type: main.def.type,
      status: finalStatus,
      statusPriority: ORDER_STATUS_PRIORITY[finalStatus],
      isOngoing: ongoing,
      stageBeganAt: began,
      createdAt,
      plannedAt: slot ? slot.to : at(createdAt, DELIVERY_PROMISE_MIN * MIN),
      scheduledAt: slot?.from ?? null,
      scheduledSlotFrom: slot?.from ?? null,
      scheduledSlotTo: slot?.to ?? null,
      ...tl,
      cancellationReason,
      cancellationComment:
        cancelKind && cancelKind !== 'notAccepted' && rng.chance(0.4)
          ? rng.pick([
              'Klient zrezygnował telefonicznie',
              'Brak towaru w sklepie',
              'Błędny adres – brak kontaktu z klientem',
              'Zgłoszenie z call center',
            ])
          : null,
      deliveryComment: delivered && rng.chance(0.35) ? rng.pick(DELIVERY_COMMENTS) : null,
      pickUpNotes: hasPickup && rng.chance(0.15) ? rng.pick(PICKUP_NOTES) : null,
      notes: rng.chance(0.25) ? rng.pick(ORDER_NOTES) : null,
      packageSize,
      emergencyDelivery: emergency,
      vatRate: 23,
      payable: cancelKind === 'notAccepted' ? false : cancelKind === 'beforePickup' ? rng.chance(0.3) : true,
      driverId: driver?.id ?? null,
      clientName: hashed
        ? sha(`${receiver.firstName} ${receiver.lastName}`).slice(0, 24)
        : `${receiver.firstName} ${receiver.lastName}`,
      clientPhone: hashed ? sha(phone(rng)).slice(0, 24) : phone(rng),
      clientStreet: hashed ? sha(streetAddress(rng, city)).slice(0, 24) : streetAddress(rng, city),
      clientCity: city.name,
      clientZipCode: zip.zipCode,
      clientLat: client.lat,
      clientLng: client.lng,
      pickupLocationId: location?.id ?? null,
      pickupName: location?.name ?? null,
      pickupStreet: location?.street ?? null,
      pickupCity: location?.city ?? null,
      pickupZipCode: location?.zipCode ?? null,
      pickupPhone: location?.phone ?? null,
      pickupNotes: location?.defaultNote ?? null,
      pickupLat: location?.lat ?? null,
      pickupLng: location?.lng ?? null,
      pickupWorkingHours: location?.workingSettings ?? null,
      paymentDetails: payment,
      orderDetails: rng.chance(0.25)
        ? {
            discounts: rng.chance(0.5)
              ? [
                  {
                    name: rng.pick(['Kod rabatowy JESIEN10', 'Rabat stałego klienta', 'Darmowa dostawa']),
                    amount: rng.pick([500, 1000, 1500]),
                  },
                ]
              : [],
            totalValue: rng.int(2_000, 90_000),
            itemsCount: lines.length,
          }
        : null,
      additionalServices: rng.chance(0.15) ? rng.sample(ADDITIONAL_SERVICES, rng.int(1, 2)) : [],
      hasHashedSensitiveData: hashed,
      hashedSensitiveData: hashed
        ? { clientData: true, pickupPointData: false, paymentDetails: payment !== null }
        : null,
      pickUpVerificationCode: hasPickup ? rng.digits(4) : null,
      verificationCode: null,
      noVerificationCodeReason: null,
      estimatedDistance: distance,
      estimatedPayout: price,
      estimatedPayoutDriver: payoutDriver,
      currency: 'pln',
      multiplierId: multiplier?.id ?? null,
      multiplierValue,
      products: lines,
      deliveredProducts: delivered ? lines : [],
      lastCommentId: null,
      onHoldUntil: null,
      holdNote: null,
      updatedAt: began,
    };
    if (rng.chance(0.94)) row.verificationCode = rng.digits(4);
    else row.noVerificationCodeReason = rng.pick(NO_CODE_REASONS);

    const draft: OrderDraft = {
      row,
      company,
      productIds: lines.map((l) => l.id),
      hasPickup,
      holds: [],
      comments: [],
      renewals: [],
      route: [],
      stockOut,
    };
    this.addHolds(draft, dayIndex, forced !== undefined);
    this.addComments(draft, driver, forced !== undefined);
    this.addRenewal(draft, driver);
    this.addRoute(draft, location, client, dayIndex);
    return draft;
  }

  private paymentDetails(company: CompanyRec, price: number, hashed: boolean): PaymentDetails | null {
    const { rng } = this.ctx;
    const allowed = company.orderSettings.allowedPayments;
    const type = rng.pick(allowed);
    if (type === 'epruf_code' && rng.chance(0.6))
      return {
        paymentType: 'epruf_code',
        paymentCode: rng.digits(20),
        limit: price * 10,
        viewed: rng.chance(0.5),
        ...(hashed ? { hasHashedSensitiveData: true } : {}),
      };
    if (type === 'blik_manual' && rng.chance(0.5)) return { paymentType: 'blik_manual', viewed: rng.chance(0.5) };
    return rng.chance(0.5) ? { paymentType: 'generic_prepaid' } : null;
  }

  private addHolds(d: OrderDraft, dayIndex: number, stuck: boolean): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const ops = this.world.operators;
    const waiting = row.status === 'new' || row.status === 'accepted';
    const openHold =
      waiting &&
      ((stuck && row.status === 'new') || (dayIndex === 0 && rng.chance(row.status === 'new' ? 0.35 : 0.15)));
    if (openHold) {
      const byDriver = row.status === 'accepted' && row.driverId && rng.chance(0.6);
      const createdAt = new Date(
        Math.round(
          (row.stageBeganAt.getTime() + (now.getTime() - row.stageBeganAt.getTime()) * rng.float(0.2, 0.9)) / 1000,
        ) * 1000,
      );
      const holdUntil = at(now, rng.int(20, 240) * MIN);
      const hold = {
        driverId: byDriver ? row.driverId! : null,
        operatorId: byDriver ? null : rng.pick([ops.operator.id, ops.admin.id]),
        notes: byDriver ? rng.pick(DRIVER_HOLD_NOTES) : rng.pick(OPERATOR_HOLD_NOTES),
        createdAt,
        holdUntil,
        releasedAt: null,
        releasedById: null,
        releasedByDriverId: null,
      };
      d.holds.push(hold);
      row.onHoldUntil = holdUntil;
      row.holdNote = hold.notes;
      return;
    }
    if (row.acceptedAt && !row.isOngoing && rng.chance(0.06)) {
      const end = (row.deliveredAt ?? row.cancelledAt ?? row.stageBeganAt) as Date;
      const createdAt = at(
        row.acceptedAt as Date,
        Math.round(((end.getTime() - (row.acceptedAt as Date).getTime()) * 0.3) / 1000) * 1000,
      );
      const holdUntil = at(createdAt, rng.int(30, 120) * MIN);
      const how = rng.weighted([
        ['operator', 4],
        ['driver', 4],
        ['elapsed', 2],
      ] as const);
      const releasedAt =
        how === 'elapsed' ? (holdUntil <= now ? holdUntil : null) : minDate(at(createdAt, rng.int(5, 25) * MIN), now);
      d.holds.push({
        driverId: how === 'driver' ? row.driverId! : null,
        operatorId: how === 'driver' ? null : ops.operator.id,
        notes: how === 'driver' ? rng.pick(DRIVER_HOLD_NOTES) : rng.pick(OPERATOR_HOLD_NOTES),
        createdAt,
        holdUntil,
        releasedAt,
        releasedById: how === 'operator' ? rng.pick([ops.operator.id, ops.admin.id]) : null,
        releasedByDriverId: how === 'driver' ? row.driverId! : null,
      });
    }
  }

  private addComments(d: OrderDraft, driver: DriverRec | null, stuck: boolean): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const p = row.status === 'cancelled' || stuck ? 0.5 : row.isOngoing ? 0.2 : 0.1;
    if (!rng.chance(p)) return;
    const ops = this.world.operators;
    const end = minDate(at(row.stageBeganAt, 30 * MIN), now);
    const n = rng.int(1, 3);
    const times = Array.from(
      { length: n },
      () => row.createdAt.getTime() + rng.next() * Math.max(0, end.getTime() - row.createdAt.getTime()),
    )
      .sort((a, b) => a - b)
      .map((ms) => new Date(Math.floor(ms / 1000) * 1000));
    for (const time of times) {
      const kind = rng.weighted([
        ['operator', 55],
        ['client', 25],
        ['driver', driver ? 20 : 0],
      ] as const);
      if (kind === 'operator') {
        const op = rng.pick([ops.operator, ops.admin, ops.backOffice]);
        d.comments.push({
          createdAt: time,
          createdByKind: 'operator',
          createdById: op.id,
          createdBy: op.email,
          comment: rng.pick(COMMENTS_OPERATOR),
        });
      } else if (kind === 'client') {
        d.comments.push({
          createdAt: time,
          createdByKind: 'client',
          createdById: d.company.clientUserId ?? null,
          createdBy: d.company.clientEmail ?? 'client',
          comment: rng.pick(COMMENTS_CLIENT),
        });
      } else {
        d.comments.push({
          createdAt: time,
          createdByKind: 'driver',
          createdById: driver!.id,
          createdBy: `${driver!.firstName} ${driver!.lastName}`,
          comment: rng.pick(COMMENTS_DRIVER),
        });
      }
    }
  }

  private addRenewal(d: OrderDraft, driver: DriverRec | null): void {
    const { rng } = this.ctx;
    const { row } = d;
    if (!row.acceptedAt || !driver || !rng.chance(0.04)) return;
    const acceptedAt = row.acceptedAt as Date;
    const renewedAt = at(
      row.createdAt,
      Math.floor(((acceptedAt.getTime() - row.createdAt.getTime()) * 0.7) / 1000) * 1000,
    );
    const previous = this.pickDriver(row.regionId, row.companyId, false, driver.id);
    const requeue = rng.chance(0.4);
    const op = this.world.operators.operator;
    d.renewals.push({
      renewedAt,
      renewedById: requeue ? null : op.id,
      renewedBy: requeue ? 'system' : op.email,
      renewalReason: requeue ? 'AUTOMATIC_REQUEUE' : 'DRIVER_CHANGE',
      cancellationReason: requeue ? null : rng.pick(['DRIVERS_FAILURE', 'CALL_CENTER_REQUEST']),
      renewalComment: requeue
        ? null
        : rng.pick([
            'Kierowca zgłosił awarię samochodu',
            'Zmiana kierowcy na prośbę sklepu',
            'Kierowca nie dojedzie na czas',
          ]),
      oldOrderData: {
        status: 'accepted',
        driverId: previous?.id ?? null,
        driverName: previous ? `${previous.firstName} ${previous.lastName}` : null,
        acceptedAt: at(
          row.createdAt,
          Math.floor(((renewedAt.getTime() - row.createdAt.getTime()) * 0.4) / 1000) * 1000,
        ).toISOString(),
        estimatedPayoutDriver: row.estimatedPayoutDriver,
      },
    });
  }

  private addRoute(
    d: OrderDraft,
    location: LocationRec | null,
    client: { lat: number; lng: number },
    dayIndex: number,
  ): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const inDelivery = row.status === 'picked_up' || row.status === 'arrived';
    const done = (row.status === 'delivered' || row.status === 'finished') && dayIndex <= 4;
    if (!row.driverId || !(inDelivery || done)) return;
    const acceptedAt = row.acceptedAt as Date;
    const target = location ?? client;
    const approachFrom = { lat: target.lat + rng.float(-0.015, 0.015), lng: target.lng + rng.float(-0.02, 0.02) };
    if (location) {
      const pickedUpAt = row.pickedUpAt as Date;
      d.route.push(...routePoints(rng, approachFrom, location, acceptedAt, pickedUpAt, rng.int(3, 7)));
      const end = (row.arrivedAt as Date | null) ?? now;
      const fraction =
        row.status === 'picked_up'
          ? Math.min(0.9, Math.max(0.2, (now.getTime() - pickedUpAt.getTime()) / (25 * MIN)))
          : 1;
      d.route.push(...routePoints(rng, location, client, pickedUpAt, end, rng.int(7, 30), fraction));
    } else {
      const end = (row.arrivedAt as Date | null) ?? now;
      d.route.push(...routePoints(rng, approachFrom, client, acceptedAt, end, rng.int(10, 30)));
    }
  }
}
