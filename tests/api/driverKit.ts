// What the driver API's test files share (driver-app, driver-fail, delivery-proof): drivers of Warszawa with the test
// password (signed in, so online), fresh orders of company alpha with a pickup point and its PIN, and calls with a
// bearer token and an optional Idempotency-Key. Each file's orders and drivers get numbers of their own (`prefix`).
import { beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, insertOrder, minutesAgo, type setupApp } from './fixtures.ts';

export const DRIVER_TEST_PASSWORD = 'driver123';
export const DRIVER_TEST_PIN = '4321';

export interface TestDriver {
  id: number;
  email: string;
  token: string;
}

type Ctx = ReturnType<typeof setupApp>;
export type Res = Awaited<ReturnType<Ctx['app']['inject']>>;

/** The kit of one test file; `prefix` (one letter) starts its order numbers and its drivers' e-mails. */
export function driverKit(ctx: Ctx, prefix: string) {
  let passwordHash = '';
  let seq = 0;
  beforeAll(async () => {
    passwordHash = await fixtureHash(DRIVER_TEST_PASSWORD);
  });
  const db = () => ctx.app.database.db;

  const signIn = (email: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email, password: DRIVER_TEST_PASSWORD, ...extra },
    });

  /** A driver of Warszawa (every company) with the test password, signed in (online) unless told otherwise. */
  async function makeDriver(extra: Partial<typeof s.drivers.$inferInsert> = {}, signedIn = true): Promise<TestDriver> {
    seq++;
    const email = `${prefix.toLowerCase()}${seq}@drivers.test`;
    const [row] = await db()
      .insert(s.drivers)
      .values({
        firstName: 'Test',
        lastName: `Driver ${prefix}${seq}`,
        email,
        passwordHash,
        regionId: ctx.fx.regions.waw,
        lastKnownLat: 52.2297,
        lastKnownLng: 21.0122,
        ...extra,
      })
      .returning({ id: s.drivers.id });
    if (!signedIn) return { id: row!.id, email, token: '' };
    const res = await signIn(email);
    expect(res.statusCode, res.body).toBe(200);
    return { id: row!.id, email, token: res.json().token };
  }

  /** A fresh order of company alpha in Warszawa with a pickup point and its PIN. */
  async function makeOrder(status: OrderStatus = 'new', extra: Partial<typeof s.orders.$inferInsert> = {}) {
    seq++;
    return insertOrder(
      db(),
      ctx.fx,
      `${prefix}${String(seq).padStart(3, '0')}`,
      status,
      {
        stageBeganAt: minutesAgo(2),
        createdAt: minutesAgo(2),
        pickUpVerificationCode: DRIVER_TEST_PIN,
        estimatedPayout: 2500,
        estimatedPayoutDriver: 1800,
        ...extra,
      },
      ctx.fx.products.alphaA,
    );
  }

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, key?: string) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  return {
    db,
    signIn,
    makeDriver,
    makeOrder,
    call,
    /** POST /api/driver/order/<name> as the driver. */
    step: (name: string, d: TestDriver, payload: object, key?: string) =>
      call('POST', `/driver/order/${name}`, d.token, payload, key),
    setStatus: (d: TestDriver, status: unknown) => call('POST', '/driver/status', d.token, { status }),
    orderRow: async (id: number) => (await db().select().from(s.orders).where(eq(s.orders.id, id)))[0]!,
    driverRow: async (id: number) => (await db().select().from(s.drivers).where(eq(s.drivers.id, id)))[0]!,
    expectError: (res: Res, status: number, errorCode: string) =>
      expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status, errorCode }),
  };
}
