import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { cancelOrderSchema, holdOrderSchema } from '../../domain/schemas.ts';
import { HOLD_MAX_DAYS } from '../../domain/constants.ts';
import { formatSlotRangeLines, formatTimestamp } from '../../src/i18n/format.ts';
import {
  CAN_VIEW_FLAGS,
  CLIENT_CANCELLATION_REASONS,
  DEFAULT_CANCELLATION_REASONS,
  ORDER_STATUSES,
  type CanView,
  type CanViewFlag,
  type OrderStatus,
} from '../../domain/enums.ts';
import type { OrderDetails } from '../../domain/api.ts';
import {
  availableOrderActions,
  cancellationReasonsFor,
  cancelPayload,
  canPutOnHold,
  driverFitsRegion,
  goodsWithDriver,
  hasVerificationCode,
  holdButtonIsHistory,
  holdHistoryOnly,
  orderActionAvailability,
  orderHasPickupPoint,
  orderActionPaths,
  refusedCancelFields,
  type ActionOrder,
  type OrderAbilities,
} from '../../domain/orderActionRules.ts';
import { computePermissions, hasAllPaths } from '../../domain/permissions.ts';

const flagsOf = (flags: CanViewFlag[]): CanView =>
  Object.fromEntries(CAN_VIEW_FLAGS.map((f) => [f, flags.includes(f)])) as CanView;
/** A user with write access to orders and these canView flags. */
const can = (...flags: CanViewFlag[]): OrderAbilities => ({ canView: flagsOf(flags), canWrite: true });
/** A read-only user (orders:read) with these canView flags. */
const readOnly = (...flags: CanViewFlag[]): OrderAbilities => ({ canView: flagsOf(flags), canWrite: false });
const ALL = can(...CAN_VIEW_FLAGS);

const stageOf = (status: OrderStatus, withPickup = true): OrderDetails['stage'] => ({
  status,
  isOngoing: ['new', 'accepted', 'picked_up', 'arrived'].includes(status),
  inDelivery: status === 'picked_up' || status === 'arrived' || (status === 'accepted' && !withPickup),
  toBePickedUp: status === 'accepted' && withPickup,
  beganAt: '2025-01-10T09:00:00.000Z',
});

const order = (overrides: Partial<ActionOrder> = {}): ActionOrder => ({
  status: 'accepted',
  stage: stageOf('accepted'),
  pickupPoint: { name: 'Main store', city: 'Warszawa' },
  pickupPointDetails: {
    locationId: null,
    name: 'Main store',
    street: 'Prosta 2',
    city: 'Warszawa',
    zipCode: '00-850',
    phone: null,
    notes: null,
    workingHours: null,
    hidden: false,
  },
  codes: { pickUpVerificationCode: '4321', verificationCode: '8765' },
  flags: { onHold: null, multiplier: null, emergencyDelivery: false, noVerificationCode: null },
  holds: [],
  renewals: [],
  comments: [],
  canShowRoute: true,
  ...overrides,
});
const withStatus = (status: OrderStatus, extra: Partial<ActionOrder> = {}) =>
  order({ status, stage: stageOf(status), ...extra });
const noPickup: Partial<ActionOrder> = { pickupPoint: null, pickupPointDetails: null };

describe('action availability (the permission and the order state each action needs)', () => {
  it('offers every action of an accepted order with a pickup point, PIN, history and renewals to a user with every flag', () => {
    const o = order({
      renewals: [
        {
          renewedAt: '2025-01-10T09:30:00.000Z',
          renewedBy: 'anna',
          renewalReason: 'DRIVER_CHANGE',
          cancellationReason: null,
          renewalComment: null,
        },
      ],
    });
    expect(availableOrderActions(o, ALL)).toEqual([
      'downloadLabel',
      'cancel',
      'changeDriver',
      'pickupVerification',
      'hold',
      'renewals',
      'comments',
      'routeMap',
    ]);
  });

  it('offers a read-only user (orders:read) the reads only: label, hold history, renewals, comments, route map', () => {
    const o = order({
      renewals: [
        {
          renewedAt: '2025-01-10T09:30:00.000Z',
          renewedBy: 'anna',
          renewalReason: 'DRIVER_CHANGE',
          cancellationReason: null,
          renewalComment: null,
        },
      ],
    });
    expect(availableOrderActions(o, readOnly(...CAN_VIEW_FLAGS))).toEqual([
      'downloadLabel',
      'hold',
      'renewals',
      'comments',
      'routeMap',
    ]);
  });

  it('guards each action call with the page, write access and its flag: a coordinator (orders:read) holds none', () => {
    const coordinator = computePermissions({
      kind: 'operator',
      scope: ['orders:read'],
      accountType: 'xd_coordinator',
      canView: null,
    });
    const operator = computePermissions({
      kind: 'operator',
      scope: ['orders'],
      accountType: 'xd_employee',
      canView: null,
    });
    for (const flag of ['holdOrder', 'comments', 'cancellation', 'changeDriver', 'pinCode'] as const) {
      expect(orderActionPaths(flag)).toEqual(['orders.canAccessPage', 'orders.canWrite', `orders.canView.${flag}`]);
      expect(hasAllPaths(coordinator, orderActionPaths(flag)), flag).toBe(false);
      expect(hasAllPaths(operator, orderActionPaths(flag)), flag).toBe(operator.orders.canView[flag]);
    }
  });

  it('offers only the label and the route map without permissions (or before they load)', () => {
    expect(availableOrderActions(order(), can())).toEqual(['downloadLabel', 'routeMap']);
    expect(availableOrderActions(order(), readOnly())).toEqual(['downloadLabel', 'routeMap']);
    expect(availableOrderActions(order(), null)).toEqual(['downloadLabel', 'routeMap']);
  });

  it('download label needs a pickup point', () => {
    expect(orderActionAvailability(order(noPickup), ALL).downloadLabel).toBe(false);
    expect(orderActionAvailability(order({ pickupPoint: null }), ALL).downloadLabel).toBe(true); // details still name it
    expect(
      orderHasPickupPoint({
        pickupPoint: null,
        pickupPointDetails: { ...order().pickupPointDetails!, name: null, street: null },
      }),
    ).toBe(false);
  });

  it('cancel needs an ongoing or scheduled order plus canView.cancellation', () => {
    for (const status of ['new', 'accepted', 'picked_up', 'arrived', 'scheduled'] as const) {
      expect(orderActionAvailability(withStatus(status), ALL).cancel, status).toBe(true);
      expect(orderActionAvailability(withStatus(status), can('comments', 'holdOrder')).cancel, status).toBe(false);
    }
    for (const status of ['delivered', 'cancelled', 'finished'] as const) {
      expect(orderActionAvailability(withStatus(status), ALL).cancel, status).toBe(false);
    }
  });

  it('change driver needs canView.changeDriver, a pickup point and a status neither delivered nor cancelled', () => {
    expect(orderActionAvailability(withStatus('new'), can('changeDriver')).changeDriver).toBe(true);
    expect(orderActionAvailability(withStatus('picked_up'), can('changeDriver')).changeDriver).toBe(true);
    expect(orderActionAvailability(withStatus('scheduled'), can('changeDriver')).changeDriver).toBe(true);
    expect(orderActionAvailability(withStatus('new'), can('cancellation')).changeDriver).toBe(false);
    expect(orderActionAvailability(withStatus('new', noPickup), can('changeDriver')).changeDriver).toBe(false);
    for (const status of ['delivered', 'cancelled', 'finished'] as const) {
      expect(orderActionAvailability(withStatus(status), can('changeDriver')).changeDriver, status).toBe(false);
    }
  });

  it('pickup verification needs canView.pinCode, a verification code and an order waiting for pick-up', () => {
    expect(orderActionAvailability(order(), can('pinCode')).pickupVerification).toBe(true);
    for (const status of ['new', 'picked_up', 'arrived', 'scheduled', 'delivered', 'cancelled', 'finished'] as const) {
      expect(orderActionAvailability(withStatus(status), can('pinCode')).pickupVerification, status).toBe(false);
    }
    expect(
      orderActionAvailability(
        withStatus('accepted', { ...noPickup, stage: stageOf('accepted', false) }),
        can('pinCode'),
      ).pickupVerification,
    ).toBe(false);
    expect(orderActionAvailability(order(), can('comments')).pickupVerification).toBe(false);
    expect(orderActionAvailability(order({ codes: null }), can('pinCode')).pickupVerification).toBe(false);
    expect(
      orderActionAvailability(
        order({ codes: { pickUpVerificationCode: null, verificationCode: '8765' } }),
        can('pinCode'),
      ).pickupVerification,
    ).toBe(false);
    const noCode = order({ flags: { ...order().flags, noVerificationCode: 'client has no phone' } });
    expect(hasVerificationCode(noCode)).toBe(false);
    expect(orderActionAvailability(noCode, can('pinCode')).pickupVerification).toBe(false);
  });

  it('hold needs canView.holdOrder and a history (holds not null, even empty)', () => {
    expect(orderActionAvailability(order({ holds: [] }), can('holdOrder')).hold).toBe(true);
    expect(orderActionAvailability(order({ holds: null }), can('holdOrder')).hold).toBe(false);
    expect(orderActionAvailability(order(), can('comments')).hold).toBe(false);
  });

  it('hold is not offered on an ended order, except as the history of its past holds', () => {
    const pastHold = {
      notes: null,
      createdAt: '2025-01-10T09:10:00.000Z',
      holdUntil: null,
      releasedAt: '2025-01-10T09:20:00.000Z',
      by: 'operator' as const,
    };
    for (const status of ['delivered', 'cancelled', 'finished'] as const) {
      expect(orderActionAvailability(withStatus(status, { holds: [] }), can('holdOrder')).hold, status).toBe(false);
      expect(orderActionAvailability(withStatus(status, { holds: [pastHold] }), can('holdOrder')).hold, status).toBe(
        true,
      );
      expect(holdHistoryOnly(withStatus(status)), status).toBe(true);
    }
    for (const status of ['new', 'accepted', 'picked_up', 'arrived', 'scheduled'] as const) {
      expect(orderActionAvailability(withStatus(status, { holds: [] }), can('holdOrder')).hold, status).toBe(true);
      expect(holdHistoryOnly(withStatus(status)), status).toBe(false);
    }
    // A held order may be released whatever its status.
    expect(
      holdHistoryOnly(withStatus('delivered', { flags: { ...order().flags, onHold: { until: null, note: null } } })),
    ).toBe(false);
  });

  it('within the hold dialog, a new hold only for an ongoing or scheduled order that is not on hold', () => {
    for (const status of ['new', 'accepted', 'picked_up', 'arrived', 'scheduled'] as const)
      expect(canPutOnHold(withStatus(status)), status).toBe(true);
    for (const status of ['delivered', 'cancelled', 'finished'] as const)
      expect(canPutOnHold(withStatus(status)), status).toBe(false);
    const held = withStatus('accepted', { flags: { ...order().flags, onHold: { until: null, note: null } } });
    expect(canPutOnHold(held)).toBe(false);
  });

  it('renewals only when some exist; comments with canView.comments; the route map with canShowRoute', () => {
    expect(orderActionAvailability(order(), ALL).renewals).toBe(false);
    expect(orderActionAvailability(order(), can('comments')).comments).toBe(true);
    expect(orderActionAvailability(order(), can('holdOrder')).comments).toBe(false);
    expect(orderActionAvailability(order({ comments: null }), can('comments')).comments).toBe(false);
    expect(orderActionAvailability(order({ canShowRoute: false }), ALL).routeMap).toBe(false);
  });
});

describe('cancellation reasons (the order’s reasons for its stage, else the defaults)', () => {
  const supplied = {
    inDelivery: ['DRIVERS_FAILURE', 'DAMAGED_PRODUCT'] as const,
    toBePickedUp: ['NO_STOCK_IN_STORE', 'CLIENTS_REQUEST', 'OTHER'] as const,
  };
  const reasons = { inDelivery: [...supplied.inDelivery], toBePickedUp: [...supplied.toBePickedUp] };
  const of = (status: OrderStatus, cancellationReasons: OrderDetails['cancellationReasons'], withPickup = true) =>
    cancellationReasonsFor(
      { status, stage: stageOf(status, withPickup), cancellationReasons },
      { canDecideCancellation: true },
    );

  it('uses the order’s inDelivery reasons while in delivery', () => {
    expect(of('picked_up', reasons)).toEqual(['DRIVERS_FAILURE', 'DAMAGED_PRODUCT']);
    expect(of('arrived', reasons)).toEqual(['DRIVERS_FAILURE', 'DAMAGED_PRODUCT']);
    expect(of('accepted', reasons, false)).toEqual(['DRIVERS_FAILURE', 'DAMAGED_PRODUCT']); // no pickup point: in delivery
  });

  it('uses the toBePickedUp reasons to be picked up, and for scheduled orders', () => {
    expect(of('accepted', reasons)).toEqual(['NO_STOCK_IN_STORE', 'CLIENTS_REQUEST', 'OTHER']);
    expect(of('scheduled', reasons)).toEqual(['NO_STOCK_IN_STORE', 'CLIENTS_REQUEST', 'OTHER']);
  });

  it('offers the defaults when the order supplies none (for its stage)', () => {
    expect(DEFAULT_CANCELLATION_REASONS).toEqual([
      'CALL_CENTER_REQUEST',
      'CLIENTS_REQUEST',
      'NO_STOCK_IN_STORE',
      'WRONG_ADDRESS',
      'CLIENT_DIDNT_SHOW_UP',
    ]);
    expect(of('accepted', null)).toEqual(DEFAULT_CANCELLATION_REASONS);
    expect(of('picked_up', null)).toEqual(DEFAULT_CANCELLATION_REASONS);
    expect(of('picked_up', { inDelivery: [], toBePickedUp: ['OTHER'] })).toEqual(DEFAULT_CANCELLATION_REASONS);
    expect(of('new', reasons)).toEqual(DEFAULT_CANCELLATION_REASONS); // a new order is in neither stage
  });

  it('drops unknown values and repeats', () => {
    const odd = {
      inDelivery: ['OTHER', 'NOT_A_REASON', 'OTHER'],
      toBePickedUp: [],
    } as unknown as OrderDetails['cancellationReasons'];
    expect(of('arrived', odd)).toEqual(['OTHER']);
  });

  it('returns a fresh array (the defaults are not shared)', () => {
    const list = of('new', null);
    list.push('OTHER');
    expect(DEFAULT_CANCELLATION_REASONS).not.toContain('OTHER');
  });
});

describe('cancellation by a caller who may not decide it (a client)', () => {
  const anOrder = (status: OrderStatus) => ({
    status,
    stage: stageOf(status, true),
    cancellationReasons: { inDelivery: ['DRIVERS_FAILURE' as const], toBePickedUp: ['CALL_CENTER_REQUEST' as const] },
  });

  it('offers the client’s reasons whatever the order supplies', () => {
    expect(CLIENT_CANCELLATION_REASONS).toEqual([
      'CLIENTS_REQUEST',
      'WRONG_ADDRESS',
      'NO_STOCK_IN_STORE',
      'DAMAGED_PRODUCT',
      'OTHER',
    ]);
    for (const status of ['new', 'accepted', 'picked_up', 'scheduled'] as const) {
      expect(cancellationReasonsFor(anOrder(status), { canDecideCancellation: false })).toEqual(
        CLIENT_CANCELLATION_REASONS,
      );
      expect(cancellationReasonsFor(anOrder(status), null)).toEqual(CLIENT_CANCELLATION_REASONS);
    }
  });

  it('refuses every operator option it sends, even a default value, and a reason not the client’s', () => {
    const client = { canDecideCancellation: false };
    expect(refusedCancelFields({ reason: 'WRONG_ADDRESS' }, client)).toEqual([]);
    expect(refusedCancelFields({ reason: 'WRONG_ADDRESS', payable: false }, client)).toEqual(['payable']);
    expect(
      refusedCancelFields({ reason: 'OTHER', renewOrder: true, createReturn: 'none', forceCancel: false }, client),
    ).toEqual(['renewOrder', 'createReturn', 'forceCancel']);
    expect(refusedCancelFields({ reason: 'DRIVERS_FAILURE' }, client)).toEqual(['reason']);
    expect(refusedCancelFields({ reason: 'CALL_CENTER_REQUEST', payable: true }, undefined)).toEqual([
      'reason',
      'payable',
    ]);
  });

  it('refuses nothing to an operator who decides cancellations', () => {
    expect(
      refusedCancelFields(
        { reason: 'DRIVERS_FAILURE', renewOrder: true, createReturn: false, payable: true, forceCancel: true },
        { canDecideCancellation: true },
      ),
    ).toEqual([]);
  });
});

describe('cancel payload', () => {
  it('leaves the defaults out and maps the chosen options to the schema’s values', () => {
    expect(
      cancelPayload(5, {
        reason: 'WRONG_ADDRESS',
        renewal: 'default',
        createReturn: 'default',
        payable: 'default',
        forceCancel: false,
      }),
    ).toEqual({
      orderId: 5,
      reason: 'WRONG_ADDRESS',
      comment: undefined,
      forceCancel: undefined,
      renewOrder: undefined,
      createReturn: undefined,
      payable: undefined,
    });
    const chosen = cancelPayload(5, {
      reason: 'OTHER',
      renewal: 'noRenewal',
      createReturn: 'none',
      payable: 'fullPayment',
      forceCancel: true,
      comment: ' gone ',
    });
    expect(cancelOrderSchema.parse(chosen)).toEqual({
      orderId: 5,
      reason: 'OTHER',
      renewOrder: false,
      createReturn: 'none',
      payable: true,
      forceCancel: true,
      comment: 'gone',
    });
    expect(
      cancelPayload(5, { reason: 'OTHER', renewal: 'renew', createReturn: 'noReturn', payable: 'noPayment' }),
    ).toMatchObject({ renewOrder: true, createReturn: false, payable: false });
  });

  it('a missing reason fails the schema with the required message', () => {
    const result = cancelOrderSchema.safeParse(cancelPayload(5, {}));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'validation.required' });
  });
});

describe('driver and region', () => {
  it('keeps a driver only in the driver’s region', () => {
    expect(driverFitsRegion({ regionId: 1 }, 1)).toBe(true);
    expect(driverFitsRegion({ regionId: 1 }, 2)).toBe(false);
    expect(driverFitsRegion({ regionId: null }, 2)).toBe(false);
    expect(driverFitsRegion(undefined, 1)).toBe(false);
    expect(driverFitsRegion({ regionId: 1 }, null)).toBe(false);
  });
});

describe('goods with the driver (the change-driver dialog warns, dispatch measures from the driver)', () => {
  it('holds for a picked-up order and one arrived at the receiver, not before the pick-up nor after the delivery', () => {
    const withDriver = ORDER_STATUSES.filter(goodsWithDriver);
    expect(withDriver).toEqual(['picked_up', 'arrived']);
  });
});

describe('the hold button’s name', () => {
  it('is the history’s for a user who may only read holds or an order a hold no longer applies to, else the action’s', () => {
    expect(holdButtonIsHistory(withStatus('accepted'), ALL)).toBe(false);
    expect(holdButtonIsHistory(withStatus('accepted'), readOnly(...CAN_VIEW_FLAGS))).toBe(true);
    expect(holdButtonIsHistory(withStatus('delivered'), ALL)).toBe(true);
    expect(holdButtonIsHistory(withStatus('accepted'), null)).toBe(true);
  });
});

describe('hold end bound', () => {
  const DAY = 86_400_000;
  const hold = (holdOrderTill: string) => holdOrderSchema.safeParse({ orderId: 1, holdOrderTill });
  it(`takes an end up to ${HOLD_MAX_DAYS} days ahead`, () => {
    expect(hold(new Date(Date.now() + HOLD_MAX_DAYS * DAY - 60_000).toISOString()).success).toBe(true);
  });
  it('refuses a later end (2099-12-31 too) with holdTooFar and the limit in days; a date past 2100 gets the range message alone', () => {
    for (const value of [new Date(Date.now() + HOLD_MAX_DAYS * DAY + 3600_000).toISOString(), '2099-12-31T23:00:00Z']) {
      const result = hold(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((i) => [i.path, i.message, (i as { params?: object }).params])).toEqual([
        [['holdOrderTill'], 'validation.holdTooFar', { max: HOLD_MAX_DAYS }],
      ]);
    }
    expect(hold('2101-01-01T00:00:00Z').error?.issues.map((i) => i.message)).toEqual(['validation.dateOutOfRange']);
  });
});

describe('timestamps: the year in full outside the current year', () => {
  const thisYear = new Date().getFullYear();
  const at = (year: number) => new Date(year, 11, 31, 14, 5);
  it('keeps two digits this year and writes four in any other', () => {
    expect(formatTimestamp(at(thisYear))).toBe(`14:05 31.12.${String(thisYear).slice(-2)}`);
    expect(formatTimestamp(at(2099))).toBe('14:05 31.12.2099');
    expect(formatTimestamp(at(thisYear - 1).toISOString())).toBe(`14:05 31.12.${thisYear - 1}`);
  });
  it('writes a slot’s day the same way', () => {
    const slot = (year: number): [string, string] => [
      new Date(year, 0, 10, 10).toISOString(),
      new Date(year, 0, 10, 12).toISOString(),
    ];
    expect(formatSlotRangeLines(slot(thisYear))).toEqual([
      '10:00–12:00',
      format(new Date(thisYear, 0, 10), 'dd.MM.yy'),
    ]);
    expect(formatSlotRangeLines(slot(thisYear - 1))).toEqual(['10:00–12:00', `10.01.${thisYear - 1}`]);
  });
});
