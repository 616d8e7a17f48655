// Driver corrections: the pending list (oldest first, tenant), one correction's details (suggested distance), accept
// (amount rules, payout, exactly one wallet entry of type correction in the same transaction: a failing accept
// writes none, concurrent accepts pay once) and reject (reason required), 409 correction_not_pending, 404, 403
// (scope, corrections:read only), the audit entries, and the driver API's submission (POST /api/driver/correction)
// with its computed distances and suggested pay and its rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { driverCorrectionRoutes } from '../../server/routes/driverCorrections.ts';
import { DRIVER_PAYOUT_SHARE } from '../../domain/pricing.ts';
import type { CorrectionDetail, PendingCorrectionItem } from '../../domain/correctionSchemas.ts';
import type { CorrectionCategory } from '../../domain/enums.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, insertOrder, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'driver123';
const OP_PASSWORD = 'corrections123';
const operatorIds: Record<string, number> = {};
let seq = 0;

const db = () => ctx.app.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // The driver API's corrections route, unless the app registers it already.
  if (!ctx.app.hasRoute({ method: 'POST', url: '/api/driver/correction' }))
    await ctx.app.register(driverCorrectionRoutes, { prefix: '/api' });
  await signInAll(ctx.app, tokens, 'admin', 'operator');
  const passwordHash = await fixtureHash(OP_PASSWORD);
  const made = await db()
    .insert(s.operators)
    .values([
      {
        username: 'corrector',
        email: 'corrector@x.pl',
        passwordHash,
        scope: ['corrections'],
        accountType: 'xd_employee',
        canView: canViewDefaults('xd_employee'),
        allCompanies: true,
        allRegions: true,
      },
      // Company alpha in Warszawa only.
      {
        username: 'alphaWaw',
        email: 'alphawaw@x.pl',
        passwordHash,
        scope: ['corrections'],
        accountType: 'xd_employee',
        canView: canViewDefaults('xd_employee'),
        companyIds: [ctx.fx.companies.alpha],
        regions: ['Warszawa'],
      },
      {
        username: 'reader',
        email: 'reader@x.pl',
        passwordHash,
        scope: ['corrections:read'],
        accountType: 'xd_employee',
        canView: canViewDefaults('xd_employee'),
        allCompanies: true,
        allRegions: true,
      },
    ])
    .returning({ id: s.operators.id, username: s.operators.username });
  for (const op of made) {
    operatorIds[op.username] = op.id;
    tokens[op.username] = await login(ctx.app, op.username, OP_PASSWORD);
  }
});

/** A driver with the test password (signed in to the driver API). */
async function makeDriver() {
  seq++;
  const email = `corr${seq}@drivers.test`;
  const [row] = await db()
    .insert(s.drivers)
    .values({
      firstName: 'Kasia',
      lastName: `Kierowca ${seq}`,
      email,
      passwordHash: await fixtureHash(PASSWORD),
      regionId: ctx.fx.regions.waw,
    })
    .returning({ id: s.drivers.id });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/driver/sign-in',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { id: row.id, email, token: res.json().token as string };
}

/** A delivered order of the driver: 5 km, driver payout PLN 18.00, size M, pickup point in Warszawa (00-850). */
async function makeOrder(driverId: number, extra: Partial<typeof s.orders.$inferInsert> = {}) {
  seq++;
  return insertOrder(db(), ctx.fx, `C${String(seq).padStart(3, '0')}`, 'delivered', {
    driverId,
    deliveredAt: minutesAgo(10),
    estimatedDistance: 5000,
    estimatedPayout: 2500,
    estimatedPayoutDriver: 1800,
    packageSize: 'M',
    pickupLat: 52.23258,
    pickupLng: 20.99429,
    ...extra,
  });
}

let fixtureDriverEmail = '';
/** A pending correction (inserted directly) of a new delivered order of the fixture's driver. */
async function makeCorrection(
  extra: Partial<typeof s.corrections.$inferInsert> = {},
  orderExtra: Partial<typeof s.orders.$inferInsert> = {},
) {
  const [driver] = await db().select().from(s.drivers).where(eq(s.drivers.email, 'jan@drivers.pl'));
  fixtureDriverEmail = driver.email;
  const order = await makeOrder(driver.id, orderExtra);
  const [row] = await db()
    .insert(s.corrections)
    .values({
      orderId: order.id,
      driverId: driver.id,
      category: 'incorrect_distance',
      data: { extraDistance: 2500 },
      estimatedPayoutDriver: 1800,
      estimatedDistance: 5000,
      recalculatedDistance: 7500,
      suggestedCorrectionPay: 378,
      driversComment: 'Objazd',
      ...extra,
    })
    .returning();
  return { correction: row, order };
}

const walletOf = (correctionId: number) =>
  db().select().from(s.walletEntries).where(eq(s.walletEntries.correctionId, correctionId));
const correctionRow = async (id: number) =>
  (await db().select().from(s.corrections).where(eq(s.corrections.id, id)))[0];
const auditOf = (id: number, action: string) =>
  db()
    .select()
    .from(s.auditLog)
    .where(
      and(eq(s.auditLog.entity, 'correction'), eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, action)),
    );

describe('GET /correction/pending-list', () => {
  it('lists pending corrections oldest first with company logo and name, order no, createdAt and driver e-mail', async () => {
    const newer = await makeCorrection({ createdAt: minutesAgo(5) });
    const older = await makeCorrection({ createdAt: minutesAgo(50) });
    const decided = await makeCorrection({ createdAt: minutesAgo(60), status: 'rejected', rejectionReason: 'no' });
    const res = await call('GET', '/correction/pending-list', tokens.corrector);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as PendingCorrectionItem[];
    const ids = items.map((i) => i.id);
    expect(ids).not.toContain(decided.correction.id);
    expect(ids.indexOf(older.correction.id)).toBeLessThan(ids.indexOf(newer.correction.id));
    // Oldest first across the whole list.
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(items.find((i) => i.id === older.correction.id)).toEqual({
      id: older.correction.id,
      companyImageUrl: '/images/companies/alpha.svg',
      companyName: 'Alpha Pharmacy',
      orderNo: older.order.orderNo,
      createdAt: older.correction.createdAt.toISOString(),
      driverEmail: fixtureDriverEmail,
    });
  });

  it('shows an operator only the corrections of its companies and regions', async () => {
    const own = await makeCorrection();
    const otherCompany = await makeCorrection({}, { companyId: ctx.fx.companies.beta });
    const otherRegion = await makeCorrection({}, { regionId: ctx.fx.regions.krk });
    const limited = (
      (await call('GET', '/correction/pending-list', tokens.alphaWaw)).json().items as PendingCorrectionItem[]
    ).map((i) => i.id);
    expect(limited).toContain(own.correction.id);
    expect(limited).not.toContain(otherCompany.correction.id);
    expect(limited).not.toContain(otherRegion.correction.id);
    const all = (
      (await call('GET', '/correction/pending-list', tokens.admin)).json().items as PendingCorrectionItem[]
    ).map((i) => i.id);
    expect(all).toEqual(
      expect.arrayContaining([own.correction.id, otherCompany.correction.id, otherRegion.correction.id]),
    );
  });

  it('needs the corrections scope (corrections:read is enough to read); 401 without a session', async () => {
    expect((await call('GET', '/correction/pending-list', tokens.operator)).json()).toMatchObject({
      errorCode: 'insufficient_permissions',
    });
    expect((await call('GET', '/correction/pending-list', tokens.operator)).statusCode).toBe(403);
    expect((await call('GET', '/correction/pending-list', tokens.reader)).statusCode).toBe(200);
    expect((await call('GET', '/correction/pending-list', null)).statusCode).toBe(401);
  });
});

describe('GET /correction/info', () => {
  it('answers the full detail with the suggested distance = estimated + extraDistance and the order’s size and address', async () => {
    const { correction, order } = await makeCorrection({ attachmentUrl: '/uploads/corrections/x.jpg' });
    const res = await call('GET', `/correction/info?correctionId=${correction.id}`, tokens.corrector);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as CorrectionDetail;
    expect(detail).toMatchObject({
      id: correction.id,
      driverEmail: fixtureDriverEmail,
      driverName: 'Jan Kowalski',
      orderNo: order.orderNo,
      orderId: order.id,
      companyName: 'Alpha Pharmacy',
      category: 'incorrect_distance',
      status: 'pending',
      data: { extraDistance: 2500 },
      estimatedDistance: 5000,
      recalculatedDistance: 7500,
      suggestedDistance: 7500,
      suggestedCorrectionPay: 378,
      estimatedPayoutDriver: 1800,
      payoutDriver: null,
      currency: 'pln',
      packageSize: 'M',
      clientsAddress: { street: 'Marszałkowska 10', zipCode: '00-624', city: 'Warszawa' },
      driversComment: 'Objazd',
      attachmentUrl: '/uploads/corrections/x.jpg',
      decidedAt: null,
      walletEntryNo: null,
    });
  });

  it('404 correction_not_found for an unknown id and for another tenant’s correction; 400 without an id', async () => {
    expect((await call('GET', '/correction/info?correctionId=999999', tokens.corrector)).json()).toMatchObject({
      errorCode: 'correction_not_found',
    });
    const beta = await makeCorrection({}, { companyId: ctx.fx.companies.beta });
    const res = await call('GET', `/correction/info?correctionId=${beta.correction.id}`, tokens.alphaWaw);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('correction_not_found');
    const bad = await call('GET', '/correction/info', tokens.corrector);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('correctionId');
  });
});

describe('POST /correction/accept', () => {
  it('accepts: status, amount, payout = estimated + amount, decision, exactly one wallet entry of type correction, audit', async () => {
    const { correction, order } = await makeCorrection();
    const res = await call('POST', '/correction/accept', tokens.corrector, {
      correctionId: correction.id,
      amount: 450,
      comment: ' Checked the route ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.correction).toMatchObject({
      status: 'accepted',
      acceptedAmount: 450,
      payoutDriver: 2250,
      comment: 'Checked the route',
      decidedByEmail: 'corrector@x.pl',
    });
    expect(body.walletEntry).toMatchObject({ payoutDriver: 450 });
    expect(body.walletEntry.no).toMatch(/^WP\/\d{4}\/\d{6}$/);
    expect(body.correction.walletEntryNo).toBe(body.walletEntry.no);

    const row = await correctionRow(correction.id);
    expect(row).toMatchObject({
      status: 'accepted',
      acceptedAmount: 450,
      payoutDriver: 2250,
      decidedById: operatorIds.corrector,
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    const wallet = await walletOf(correction.id);
    expect(wallet).toHaveLength(1);
    expect(wallet[0]).toMatchObject({
      driverId: correction.driverId,
      type: 'correction',
      descriptionParams: { kind: 'correction', category: correction.category },
      payoutDriver: 450,
      currency: 'pln',
      orderId: order.id,
      correctionId: correction.id,
      createdById: operatorIds.corrector,
      creationComment: 'Checked the route',
      deletedAt: null,
    });
    const [entry] = await auditOf(correction.id, 'correction.accept');
    expect(entry).toMatchObject({ actorKind: 'operator', actorId: operatorIds.corrector });
    expect(entry.before).toMatchObject({ status: 'pending' });
    expect(entry.after).toMatchObject({ status: 'accepted', acceptedAmount: 450, walletEntryId: wallet[0].id });
  });

  it('409 correction_not_pending for a decided correction, with no second wallet entry', async () => {
    const { correction } = await makeCorrection();
    expect(
      (await call('POST', '/correction/accept', tokens.corrector, { correctionId: correction.id, amount: 300 }))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', '/correction/accept', tokens.corrector, {
      correctionId: correction.id,
      amount: 300,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('correction_not_pending');
    const reject = await call('POST', '/correction/reject', tokens.corrector, {
      correctionId: correction.id,
      rejectionReason: 'Late',
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().errorCode).toBe('correction_not_pending');
    expect(await walletOf(correction.id)).toHaveLength(1);
    expect((await correctionRow(correction.id)).status).toBe('accepted');
  });

  it('concurrent accepts of one correction: one wins, the others answer 409, one wallet entry', async () => {
    const { correction } = await makeCorrection();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', '/correction/accept', tokens.corrector, { correctionId: correction.id, amount: 100 + i }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().errorCode)).toEqual(
      Array(4).fill('correction_not_pending'),
    );
    const wallet = await walletOf(correction.id);
    expect(wallet).toHaveLength(1);
    expect(wallet[0].payoutDriver).toBe((await correctionRow(correction.id)).acceptedAmount);
  });

  it('a failing accept writes nothing: the wallet entry and the decision are one transaction', async () => {
    const { correction } = await makeCorrection();
    // The wallet insert fails (after the correction row was updated in the transaction).
    await db().execute(
      sql.raw(`CREATE FUNCTION corr_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.payout_driver = 4242 THEN RAISE EXCEPTION 'wallet refused'; END IF; RETURN NEW; END $$`),
    );
    await db().execute(
      sql.raw(
        'CREATE TRIGGER corr_test_fail BEFORE INSERT ON wallet_entries FOR EACH ROW EXECUTE FUNCTION corr_test_fail()',
      ),
    );
    try {
      const res = await call('POST', '/correction/accept', tokens.corrector, {
        correctionId: correction.id,
        amount: 4242,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER corr_test_fail ON wallet_entries'));
      await db().execute(sql.raw('DROP FUNCTION corr_test_fail()'));
    }
    expect(await correctionRow(correction.id)).toMatchObject({
      status: 'pending',
      acceptedAmount: null,
      payoutDriver: null,
      decidedAt: null,
    });
    expect(await walletOf(correction.id)).toHaveLength(0);
    expect(await auditOf(correction.id, 'correction.accept')).toHaveLength(0);
    // It can still be accepted afterwards.
    expect(
      (await call('POST', '/correction/accept', tokens.corrector, { correctionId: correction.id, amount: 4242 }))
        .statusCode,
    ).toBe(200);
    expect(await walletOf(correction.id)).toHaveLength(1);
  });

  it('amount: required integer grosze above 0 (no zero, negative, fraction or over the maximum); comment optional', async () => {
    const { correction } = await makeCorrection();
    for (const amount of [undefined, 0, -100, 12.5, '100', 1_000_001]) {
      const res = await call('POST', '/correction/accept', tokens.corrector, {
        correctionId: correction.id,
        ...(amount === undefined ? {} : { amount }),
      });
      expect(res.statusCode, `amount ${amount}`).toBe(400);
      expect(res.json().errors).toHaveProperty('amount');
    }
    const long = await call('POST', '/correction/accept', tokens.corrector, {
      correctionId: correction.id,
      amount: 100,
      comment: 'x'.repeat(1001),
    });
    expect(long.json().errors).toHaveProperty('comment');
    expect(await walletOf(correction.id)).toHaveLength(0);
    expect(
      (await call('POST', '/correction/accept', tokens.corrector, { correctionId: correction.id, amount: 1_000_000 }))
        .statusCode,
    ).toBe(200);
  });

  it('404 for an unknown or another tenant’s correction (nothing changes); 403 without a writing scope', async () => {
    expect(
      (await call('POST', '/correction/accept', tokens.corrector, { correctionId: 999999, amount: 100 })).json()
        .errorCode,
    ).toBe('correction_not_found');
    const beta = await makeCorrection({}, { companyId: ctx.fx.companies.beta });
    const res = await call('POST', '/correction/accept', tokens.alphaWaw, {
      correctionId: beta.correction.id,
      amount: 100,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('correction_not_found');
    // corrections:read reads the corrections but may not decide (forbidden); the operator has no corrections page at
    // all.
    for (const [token, code] of [
      [tokens.reader, 'forbidden'],
      [tokens.operator, 'insufficient_permissions'],
    ] as const) {
      const denied = await call('POST', '/correction/accept', token, { correctionId: beta.correction.id, amount: 100 });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().errorCode).toBe(code);
    }
    expect((await correctionRow(beta.correction.id)).status).toBe('pending');
    expect(await walletOf(beta.correction.id)).toHaveLength(0);
    // The super admin may decide it.
    expect(
      (await call('POST', '/correction/accept', tokens.admin, { correctionId: beta.correction.id, amount: 100 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /correction/reject', () => {
  it('rejects with a reason and a comment: no payout, no wallet entry, audited', async () => {
    const { correction } = await makeCorrection();
    const res = await call('POST', '/correction/reject', tokens.alphaWaw, {
      correctionId: correction.id,
      rejectionReason: ' Route as estimated ',
      comment: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().correction).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Route as estimated',
      comment: null,
      acceptedAmount: null,
      payoutDriver: null,
    });
    expect(res.json().walletEntry).toBeNull();
    expect(await correctionRow(correction.id)).toMatchObject({ status: 'rejected', decidedById: operatorIds.alphaWaw });
    expect(await walletOf(correction.id)).toHaveLength(0);
    const [entry] = await auditOf(correction.id, 'correction.reject');
    expect(entry.after).toMatchObject({ status: 'rejected', rejectionReason: 'Route as estimated' });
    const accept = await call('POST', '/correction/accept', tokens.corrector, {
      correctionId: correction.id,
      amount: 100,
    });
    expect(accept.json().errorCode).toBe('correction_not_pending');
  });

  it('rejectionReason is required (blank too); 403 without a writing scope; 404 unknown', async () => {
    const { correction } = await makeCorrection();
    for (const rejectionReason of [undefined, '', '   ']) {
      const res = await call('POST', '/correction/reject', tokens.corrector, {
        correctionId: correction.id,
        ...(rejectionReason === undefined ? {} : { rejectionReason }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.rejectionReason).toEqual(['validation.required']);
    }
    expect(
      (await call('POST', '/correction/reject', tokens.reader, { correctionId: correction.id, rejectionReason: 'No' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/correction/reject', tokens.corrector, { correctionId: 999999, rejectionReason: 'No' }))
        .statusCode,
    ).toBe(404);
    expect((await correctionRow(correction.id)).status).toBe('pending');
  });
});

describe('POST /driver/correction (driver API)', () => {
  const submit = (token: string | null, payload: object) => call('POST', '/driver/correction', token, payload);
  const body = (orderId: number, category: CorrectionCategory, data: object = {}, extra: object = {}) => ({
    orderId,
    category,
    data,
    driversComment: 'Proszę o korektę',
    ...extra,
  });
  /** The default tariff's driver pay for `metres`. */
  const perKm = (metres: number) => Math.round((metres / 1000) * 210 * DRIVER_PAYOUT_SHARE);

  it('incorrect_distance: recalculated = estimated + extra, pay at the tariff’s per-km rate × the driver’s share; listed for operators', async () => {
    const driver = await makeDriver();
    const order = await makeOrder(driver.id);
    const res = await submit(
      driver.token,
      body(
        order.id,
        'incorrect_distance',
        { extraDistance: 2000, actualPackageSize: 'L' },
        { attachmentUrl: 'https://files.example/p.jpg' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const c = res.json().correction;
    expect(c).toMatchObject({
      orderId: order.id,
      category: 'incorrect_distance',
      status: 'pending',
      data: { extraDistance: 2000 },
      estimatedDistance: 5000,
      recalculatedDistance: 7000,
      estimatedPayoutDriver: 1800,
      suggestedCorrectionPay: perKm(2000),
      currency: 'pln',
    });
    expect(c.data).not.toHaveProperty('actualPackageSize');
    expect(perKm(2000)).toBe(302);
    const list = (await call('GET', '/correction/pending-list', tokens.corrector)).json()
      .items as PendingCorrectionItem[];
    expect(list.find((i) => i.id === c.id)).toMatchObject({ orderNo: order.orderNo, driverEmail: driver.email });
    const info = (
      await call('GET', `/correction/info?correctionId=${c.id}`, tokens.corrector)
    ).json() as CorrectionDetail;
    expect(info).toMatchObject({
      suggestedDistance: 7000,
      attachmentUrl: 'https://files.example/p.jpg',
      driversComment: 'Proszę o korektę',
    });
    const [audit] = await auditOf(c.id, 'correction.submit');
    expect(audit).toMatchObject({ actorKind: 'driver', actorId: driver.id });
  });

  it('incorrect_size: pay = difference of the base prices × share; the same size is 422 package_size_unchanged', async () => {
    const driver = await makeDriver();
    const order = await makeOrder(driver.id);
    const same = await submit(driver.token, body(order.id, 'incorrect_size', { actualPackageSize: 'M' }));
    expect(same.statusCode).toBe(422);
    expect(same.json().errorCode).toBe('package_size_unchanged');
    const res = await submit(driver.token, body(order.id, 'incorrect_size', { actualPackageSize: 'L' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().correction).toMatchObject({
      recalculatedDistance: null,
      suggestedCorrectionPay: Math.round((2190 - 1590) * DRIVER_PAYOUT_SHARE),
    });
  });

  it('different_delivery_address: geocodes the address, recalculated = road distance from the pickup point, pay for the difference', async () => {
    const driver = await makeDriver();
    const order = await makeOrder(driver.id);
    const res = await submit(
      driver.token,
      body(order.id, 'different_delivery_address', {
        clientAddress: { street: 'Woronicza 17', zipCode: '02-677', city: 'Warszawa' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const c = res.json().correction;
    expect(c.data).toEqual({ clientAddress: { street: 'Woronicza 17', zipCode: '02-677', city: 'Warszawa' } });
    // 00-850 → 02-677 is about 6 km as the crow flies, × 1.35 by road.
    expect(c.recalculatedDistance).toBeGreaterThan(6000);
    expect(c.recalculatedDistance).toBeLessThan(12000);
    expect(c.suggestedCorrectionPay).toBe(perKm(c.recalculatedDistance - 5000));
    const other = await makeOrder(driver.id);
    const unknown = await submit(
      driver.token,
      body(other.id, 'different_delivery_address', {
        clientAddress: { street: 'Nowa 1', zipCode: '99-999', city: 'Nigdzie' },
      }),
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('reattempted_delivery pays half the estimated payout; other and iqos_wee_exchange a flat PLN 5.00', async () => {
    const driver = await makeDriver();
    const expected: [CorrectionCategory, number][] = [
      ['reattempted_delivery', 900],
      ['other', 500],
      ['iqos_wee_exchange', 500],
    ];
    for (const [category, pay] of expected) {
      const order = await makeOrder(driver.id, { status: 'finished', finishedAt: minutesAgo(1) });
      const res = await submit(driver.token, body(order.id, category));
      expect(res.statusCode, category).toBe(200);
      expect(res.json().correction).toMatchObject({ category, data: {}, suggestedCorrectionPay: pay });
    }
  });

  it('one pending correction per order and driver: 409 correction_already_exists; after a decision a new one is allowed', async () => {
    const driver = await makeDriver();
    const order = await makeOrder(driver.id);
    const first = await submit(driver.token, body(order.id, 'other'));
    expect(first.statusCode).toBe(200);
    const second = await submit(driver.token, body(order.id, 'incorrect_distance', { extraDistance: 100 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('correction_already_exists');
    expect(
      (
        await call('POST', '/correction/reject', tokens.corrector, {
          correctionId: first.json().correction.id,
          rejectionReason: 'No proof',
        })
      ).statusCode,
    ).toBe(200);
    expect((await submit(driver.token, body(order.id, 'other'))).statusCode).toBe(200);
    // Concurrent submissions of another order: one passes.
    const next = await makeOrder(driver.id);
    const answers = await Promise.all([1, 2, 3].map(() => submit(driver.token, body(next.id, 'other'))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('only the driver’s own delivered or finished orders: 403, 409 order_not_delivered, 404', async () => {
    const driver = await makeDriver();
    const someoneElse = await makeDriver();
    const foreign = await makeOrder(someoneElse.id);
    const denied = await submit(driver.token, body(foreign.id, 'other'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('order_not_assigned_to_driver');
    const ongoing = await makeOrder(driver.id, { status: 'picked_up', deliveredAt: null });
    const early = await submit(driver.token, body(ongoing.id, 'other'));
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('order_not_delivered');
    const missing = await submit(driver.token, body(999999, 'other'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('order_not_found');
  });

  it('validates the data of the category, the comment and the attachment address', async () => {
    const driver = await makeDriver();
    const order = await makeOrder(driver.id);
    const cases: [object, string][] = [
      [body(order.id, 'incorrect_distance'), 'data.extraDistance'],
      [body(order.id, 'incorrect_distance', { extraDistance: 0 }), 'data.extraDistance'],
      [body(order.id, 'incorrect_distance', { extraDistance: 1.5 }), 'data.extraDistance'],
      [body(order.id, 'incorrect_size'), 'data.actualPackageSize'],
      [body(order.id, 'incorrect_size', { actualPackageSize: 'XL' }), 'data.actualPackageSize'],
      [body(order.id, 'different_delivery_address'), 'data.clientAddress'],
      [
        body(order.id, 'different_delivery_address', {
          clientAddress: { street: 'A 1', zipCode: '02677', city: 'Warszawa' },
        }),
        'data.clientAddress.zipCode',
      ],
      [body(order.id, 'other', {}, { driversComment: '  ' }), 'driversComment'],
      [body(order.id, 'other', {}, { attachmentUrl: 'javascript:alert(1)' }), 'attachmentUrl'],
      [body(order.id, 'lost_time' as CorrectionCategory), 'category'],
    ];
    for (const [payload, field] of cases) {
      const res = await submit(driver.token, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const stored = await db().select().from(s.corrections).where(eq(s.corrections.orderId, order.id));
    expect(stored).toHaveLength(0);
  });

  it('needs a driver session: 401 without a token, 403 driver_session_required for an operator', async () => {
    expect((await submit(null, { orderId: 1, category: 'other', driversComment: 'x' })).statusCode).toBe(401);
    const res = await submit(tokens.corrector, { orderId: 1, category: 'other', driversComment: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('driver_session_required');
  });
});
