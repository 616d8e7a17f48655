// The demo seed and the bulk seed: real properties of the generated data, determinism, and the bulk count, on the
// test project's engine (PGlite on `api`, PostgreSQL on `api-pg`).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { DEFAULT_GEO_DATA_DIR } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { openProjectDatabase } from './testDatabase.ts';
import { GEO_FILES, readGeoText } from '../../server/services/geoFiles.ts';
import { seedBulkOrders } from '../../server/seed/bulk.ts';
import { insertRows } from '../../server/seed/demo/insert.ts';
import * as t from '../../server/db/schema.ts';
import { inArray } from 'drizzle-orm';
import {
  DEMO_APP_DRIVER_EMAIL,
  DEMO_LOGINS,
  isSeeded,
  seedDemo,
  type SeedSummary,
} from '../../server/seed/demo/index.ts';
import {
  CANCELLATION_REASONS,
  COMPANY_STATUSES,
  CORRECTION_CATEGORIES,
  ORDER_STATUSES,
  ORDER_STATUS_PRIORITY,
  ORDER_TYPES,
  VEHICLE_TYPES,
} from '../../domain/enums.ts';

const geoDataDir = DEFAULT_GEO_DATA_DIR;
/** A Tuesday afternoon in Warsaw (15:30 CET). */
const NOW = new Date('2026-03-10T14:30:00.000Z');
const TODAY_START = new Date('2026-03-09T23:00:00.000Z');
const ONGOING = ['new', 'accepted', 'picked_up', 'arrived'];

let database: Database;
let disposeDatabase: (() => Promise<void>) | undefined;
let summary: SeedSummary;

const rows = <T = Record<string, unknown>>(text: string, params?: unknown[]) => database.query<T>(text, params);
const one = async <T = Record<string, unknown>>(text: string, params?: unknown[]) => (await rows<T>(text, params))[0];
const count = async (text: string, params?: unknown[]) => (await one<{ n: number }>(text, params)).n;

/** Digest of the order rows that matter for determinism. */
async function ordersDigest(db: Database): Promise<string> {
  const list = await db.query(
    `SELECT id, order_no, status, created_at, stage_began_at, driver_id, company_id, client_name, products
     FROM orders ORDER BY id`,
  );
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}

/** Orders whose stage fields, priorities or timestamps disagree (or lie after `now`). */
const inconsistentOrders = async (db: Database, now: Date) =>
  (
    await db.query<{ n: number }>(
      `
      SELECT count(*)::int AS n FROM orders WHERE
        accepted_at < created_at OR picked_up_at < accepted_at OR arrived_at < coalesce(picked_up_at, accepted_at)
        OR delivered_at < arrived_at OR finished_at < delivered_at OR cancelled_at < created_at
        OR greatest(created_at, accepted_at, picked_up_at, arrived_at, delivered_at, finished_at, cancelled_at, stage_began_at) > $1
        OR stage_began_at <> CASE status WHEN 'accepted' THEN accepted_at WHEN 'picked_up' THEN picked_up_at
             WHEN 'arrived' THEN arrived_at WHEN 'delivered' THEN delivered_at WHEN 'finished' THEN finished_at
             WHEN 'cancelled' THEN cancelled_at ELSE created_at END
        OR (status IN ('accepted', 'picked_up', 'arrived', 'delivered', 'finished') AND (driver_id IS NULL OR accepted_at IS NULL))
        OR (status = 'cancelled' AND cancellation_reason IS NULL)
        OR (status = 'scheduled' AND (scheduled_slot_from <= $1 OR scheduled_slot_to - scheduled_slot_from <> interval '120 minutes'))`,
      [now],
    )
  )[0]!.n;

beforeAll(async () => {
  ({ database, dispose: disposeDatabase } = await openProjectDatabase());
  expect(await isSeeded(database.db)).toBe(false);
  summary = await seedDemo(database.db, { now: NOW, geoDataDir });
});

afterAll(async () => {
  await disposeDatabase?.();
});

describe('demo seed: reference data', () => {
  it('reports what it created and marks the database as seeded', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    expect(summary).toMatchObject({ regions: 6, operators: expect.any(Number), orders: 1500 });
    expect(summary.orders).toBe(await count('SELECT count(*)::int AS n FROM orders'));
    expect(summary.drivers).toBe(await count('SELECT count(*)::int AS n FROM drivers'));
  });

  it('has the six active regions with their exact names', async () => {
    const regions = await rows<{ name: string; active: boolean }>('SELECT name, active FROM regions ORDER BY name');
    expect(regions.map((r) => r.name).sort()).toEqual(
      ['Gdańsk', 'Kraków', 'Łódź', 'Poznań', 'Warszawa', 'Wrocław'].sort(),
    );
    expect(regions.every((r) => r.active)).toBe(true);
  });

  it('has companies in every status, with settings, logos and, once activated, a region', async () => {
    const companies = await rows<{
      status: string;
      logo: string;
      region_id: number | null;
      order_settings: Record<string, unknown>;
      delivery_settings: Record<string, number>;
      contract: unknown;
      contract_data: { nip: string; regon: string } | null;
    }>('SELECT status, logo, region_id, order_settings, delivery_settings, contract, contract_data FROM companies');
    expect(companies.length).toBeGreaterThanOrEqual(7);
    for (const status of COMPANY_STATUSES) expect(companies.some((c) => c.status === status)).toBe(true);
    expect(companies.filter((c) => c.status === 'active').length).toBeGreaterThanOrEqual(4);
    // Awaiting activation (contract generated) and freshly registered (no contract) pending companies.
    expect(companies.some((c) => c.status === 'pending' && c.contract)).toBe(true);
    expect(companies.some((c) => c.status === 'pending' && !c.contract)).toBe(true);
    for (const c of companies) {
      expect(c.logo).toMatch(/^\/images\/companies\/[a-z0-9-]+\.svg$/);
      // The region comes with the activation (from the pickup points): a pending company has none yet.
      if (c.status === 'pending') expect(c.region_id).toBeNull();
      else expect(c.region_id).not.toBeNull();
      expect(c.order_settings.maxOrderProductsAllowed).toBeGreaterThanOrEqual(1);
      expect(c.order_settings.maxOrderProductsAllowed).toBeLessThanOrEqual(5);
      expect(c.delivery_settings.cancelOrderAfter).toBeGreaterThan(0);
      if (c.contract_data) {
        expect(c.contract_data.nip).toMatch(/^\d{10}$/);
        expect(c.contract_data.regon).toMatch(/^\d{9}$/);
        const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
        const digits = c.contract_data.nip.split('').map(Number);
        expect(digits.slice(0, 9).reduce((s, d, i) => s + d * w[i], 0) % 11).toBe(digits[9]);
      }
    }
    const reasons = companies.flatMap((c) => {
      const r = c.order_settings.operatorCancellationReasons as
        { inDelivery?: string[]; toBePickedUp?: string[] } | undefined;
      return [...(r?.inDelivery ?? []), ...(r?.toBePickedUp ?? [])];
    });
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((r) => (CANCELLATION_REASONS as readonly string[]).includes(r))).toBe(true);
  });

  it('has products of every order type with per-type form fields', async () => {
    const products = await rows<{
      type: string;
      product_settings: { productFormFields?: string[]; helperProduct?: boolean; hideOnOrderForm?: boolean };
    }>('SELECT type, product_settings FROM products');
    for (const type of ORDER_TYPES) expect(products.some((p) => p.type === type)).toBe(true);
    const fields = (type: string) =>
      new Set(products.filter((p) => p.type === type).flatMap((p) => p.product_settings.productFormFields ?? []));
    expect([...fields('iqos')]).toEqual(expect.arrayContaining(['name', 'smsName', 'code', 'oldDeviceCode']));
    expect([...fields('pickup_delivery')]).toEqual(
      expect.arrayContaining(['pesel', 'receiptNo', 'medicines', 'amountToPayOnPickUp', 'externalNo', 'dimensions']),
    );
    expect(products.some((p) => p.product_settings.productFormFields?.includes('vehicle'))).toBe(true);
    expect(products.some((p) => p.product_settings.helperProduct)).toBe(true);
    expect(products.some((p) => p.product_settings.hideOnOrderForm)).toBe(true);
  });

  it('places ~40 pickup locations at real postal codes of the six cities (CSV centroids)', async () => {
    const csv = new Map<string, { place: string; lat: number; lng: number }>();
    for (const line of (await readGeoText(geoDataDir, GEO_FILES.postcodes)).split('\n').slice(1)) {
      const [zip, place, lat, lng] = line.split(',');
      if (zip) csv.set(zip, { place, lat: Number(lat), lng: Number(lng) });
    }
    const fold = (s: string) =>
      s
        .replace(/ł/g, 'l')
        .replace(/Ł/g, 'L')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
    const locations = await rows<{
      city: string;
      zip_code: string;
      lat: number;
      lng: number;
      working_settings: Record<string, unknown>;
      street: string;
    }>('SELECT city, zip_code, lat, lng, working_settings, street FROM locations');
    expect(locations.length).toBeGreaterThanOrEqual(35);
    expect(locations.length).toBeLessThanOrEqual(45);
    for (const l of locations) {
      const ref = csv.get(l.zip_code);
      expect(ref, l.zip_code).toBeDefined();
      expect(ref!.place).toBe(fold(l.city));
      expect(l.lat).toBeCloseTo(ref!.lat, 6);
      expect(l.lng).toBeCloseTo(ref!.lng, 6);
      expect(l.street).toMatch(/\d/);
      for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
        expect(l.working_settings[day]).toBeDefined();
    }
    expect(new Set(locations.map((l) => l.city)).size).toBe(6);
  });

  it('has ~60 drivers over the regions with every vehicle type, ambassadors, blocked and inactive ones', async () => {
    const drivers = await rows<{
      region_id: number;
      status: string;
      type: string;
      vehicle_type: string;
      blocked: boolean;
      active: boolean;
      last_known_lat: number;
      mobile: { osType: string };
    }>('SELECT region_id, status, type, vehicle_type, blocked, active, last_known_lat, mobile FROM drivers');
    expect(drivers.length).toBeGreaterThanOrEqual(50);
    expect(drivers.length).toBeLessThanOrEqual(70);
    expect(new Set(drivers.map((d) => d.region_id)).size).toBe(6);
    for (const v of VEHICLE_TYPES) expect(drivers.some((d) => d.vehicle_type === v)).toBe(true);
    expect(drivers.some((d) => d.status === 'online')).toBe(true);
    expect(drivers.some((d) => d.status === 'offline')).toBe(true);
    expect(drivers.some((d) => d.type === 'ambassador')).toBe(true);
    expect(drivers.some((d) => d.blocked)).toBe(true);
    expect(drivers.some((d) => !d.active)).toBe(true);
    expect(drivers.every((d) => d.last_known_lat > 49 && d.last_known_lat < 55)).toBe(true);
  });

  it('has, in every region, working drivers free to take a new client’s order (no company list) and some limited to a few clients', async () => {
    const drivers = await rows<{ region_id: number; n: number; any_company: number; limited: number }>(
      `SELECT region_id, count(*)::int AS n,
              count(*) FILTER (WHERE cardinality(allowed_company_ids) = 0 AND active AND NOT blocked)::int AS any_company,
              count(*) FILTER (WHERE cardinality(allowed_company_ids) > 0)::int AS limited
         FROM drivers GROUP BY region_id`,
    );
    expect(drivers).toHaveLength(6);
    for (const r of drivers) {
      expect(r.any_company).toBeGreaterThanOrEqual(3);
      expect(r.limited).toBeGreaterThanOrEqual(1);
    }
  });

  it('has the demo logins with argon2id hashes that verify', async () => {
    expect(DEMO_LOGINS).toHaveLength(7);
    const table = {
      operator: 'operators WHERE username',
      client: 'client_users WHERE email',
      driver: 'drivers WHERE email',
    };
    for (const login of DEMO_LOGINS) {
      const row = await one<{ password_hash: string }>(`SELECT password_hash FROM ${table[login.kind]} = $1`, [
        login.username,
      ]);
      expect(row, login.username).toBeDefined();
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(row.password_hash, login.password)).toBe(true);
      expect(await verify(row.password_hash, `${login.password}x`)).toBe(false);
    }
    // The driver kept for the driver app can work: active, not blocked, in Warszawa.
    expect(
      await one(
        `SELECT d.active, d.blocked, r.name AS region FROM drivers d JOIN regions r ON r.id = d.region_id
          WHERE d.email = $1`,
        [DEMO_APP_DRIVER_EMAIL],
      ),
    ).toEqual({ active: true, blocked: false, region: 'Warszawa' });
    const admin = await one<{
      account_type: string;
      scope: string[];
      all_companies: boolean;
      all_regions: boolean;
      email: string;
      can_view: Record<string, boolean>;
    }>(
      `SELECT account_type, scope, all_companies, all_regions, email, can_view FROM operators WHERE username = 'admin'`,
    );
    expect(admin).toMatchObject({
      account_type: 'xd_employee',
      all_companies: true,
      all_regions: true,
      email: 'admin@xdelivery.pl',
    });
    expect(admin.scope).toEqual(expect.arrayContaining(['superAdmin', 'wallet', 'zipCodes']));
    expect(Object.values(admin.can_view).every(Boolean)).toBe(true);
    const coordinator = await one<{
      account_type: string;
      company_ids: number[];
      regions: string[];
      can_view: Record<string, boolean>;
    }>(`SELECT account_type, company_ids, regions, can_view FROM operators WHERE username = 'coordinator'`);
    expect(coordinator.account_type).toBe('xd_coordinator');
    expect(coordinator.company_ids).toHaveLength(2);
    expect(coordinator.regions.sort()).toEqual(['Kraków', 'Warszawa']);
    expect(coordinator.can_view).toMatchObject({
      comments: true,
      pinCode: true,
      cancellation: false,
      sensitiveData: false,
    });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM operators WHERE account_type = 'deactivated' AND previous_account_type IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
  });

  it('gives client@demo.pl an activated company and new@demo.pl a fresh pending one', async () => {
    const company = (email: string) =>
      one<Record<string, unknown> & { id: number }>(
        `SELECT c.* FROM companies c JOIN client_users u ON u.company_id = c.id WHERE u.email = $1`,
        [email],
      );
    const active = await company('client@demo.pl');
    expect(active.status).toBe('active');
    for (const step of [
      'product_selection_completed_at',
      'locations_completed_at',
      'company_data_completed_at',
      'contract_generated_at',
      'activated_at',
    ]) {
      expect(active[step], step).not.toBeNull();
    }
    expect(active.contract).not.toBeNull();
    expect(active.contract_data).not.toBeNull();
    expect(
      await count('SELECT count(*)::int AS n FROM locations WHERE company_id = $1', [active.id]),
    ).toBeGreaterThanOrEqual(3);

    const fresh = await company('new@demo.pl');
    expect(fresh.status).toBe('pending');
    for (const step of [
      'product_selection_completed_at',
      'locations_completed_at',
      'company_data_completed_at',
      'contract_generated_at',
      'activated_at',
    ]) {
      expect(fresh[step], step).toBeNull();
    }
    expect(fresh.contract).toBeNull();
    expect(await count('SELECT count(*)::int AS n FROM locations WHERE company_id = $1', [fresh.id])).toBe(0);
  });
});

describe('demo seed: orders', () => {
  it('has orders in every status, over 14 days, with a good share today', async () => {
    const byStatus = await rows<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM orders GROUP BY status',
    );
    for (const status of ORDER_STATUSES)
      expect(byStatus.find((r) => r.status === status)?.n ?? 0, status).toBeGreaterThan(0);
    const days = await count(
      `SELECT count(DISTINCT (created_at AT TIME ZONE 'Europe/Warsaw')::date)::int AS n FROM orders`,
    );
    expect(days).toBe(14);
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE created_at < $1', [
        new Date(NOW.getTime() - 14 * 86_400_000),
      ]),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE created_at >= $1', [TODAY_START]),
    ).toBeGreaterThanOrEqual(80);
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE is_ongoing AND created_at >= $1', [TODAY_START]),
    ).toBeGreaterThan(5);
    // Old ongoing orders (show past active orders) and stages longer than 720 minutes.
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE is_ongoing AND created_at < $1', [TODAY_START]),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM orders WHERE is_ongoing AND stage_began_at < $1`, [
        new Date(NOW.getTime() - 720 * 60_000),
      ]),
    ).toBeGreaterThan(0);
  });

  it('keeps stage fields, priorities and timestamps consistent', async () => {
    for (const [status, priority] of Object.entries(ORDER_STATUS_PRIORITY)) {
      expect(
        await count(
          'SELECT count(*)::int AS n FROM orders WHERE status = $1 AND (status_priority <> $2 OR is_ongoing <> $3)',
          [status, priority, ONGOING.includes(status)],
        ),
      ).toBe(0);
    }
    expect(await inconsistentOrders(database, NOW)).toBe(0);
    const duplicates = await count(`
      SELECT count(*)::int AS n FROM (SELECT order_no, (created_at AT TIME ZONE 'Europe/Warsaw')::date
        FROM orders GROUP BY 1, 2 HAVING count(*) > 1) d`);
    expect(duplicates).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE order_no !~ '^[A-Z0-9]{4}$'`)).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders WHERE cancellation_reason IN ('ORDER_NOT_ACCEPTED_IN_5_MIN', 'ORDER_NOT_ACCEPTED_IN_X_MIN')`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders WHERE status = 'cancelled' AND cancellation_reason NOT LIKE 'ORDER_NOT_ACCEPTED%'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('gives today’s orders every stage even just after midnight, all in the past and in order', async () => {
    // 00:20 in Warsaw: the day's orders were all created in its first minutes.
    const night = new Date('2026-03-10T23:20:00.000Z');
    const midnight = new Date('2026-03-10T23:00:00.000Z');
    const { database: other, dispose: disposeOther } = await openProjectDatabase();
    try {
      await seedDemo(other.db, { now: night, geoDataDir });
      const today = await other.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM orders WHERE created_at >= $1 GROUP BY status',
        [midnight],
      );
      const n = (status: string) => today.find((r) => r.status === status)?.n ?? 0;
      for (const status of ['new', 'accepted', 'picked_up', 'arrived', 'delivered'])
        expect(n(status), status).toBeGreaterThan(0);
      expect(await inconsistentOrders(other, night)).toBe(0);
    } finally {
      await disposeOther();
    }
  });

  it('copies pickup points from the company locations and types from the products', async () => {
    expect(
      await count(`
      SELECT count(*)::int AS n FROM orders o JOIN locations l ON l.id = o.pickup_location_id
      WHERE l.company_id <> o.company_id OR o.pickup_name <> l.name OR o.pickup_zip_code <> l.zip_code
        OR o.pickup_lat <> l.lat OR o.pickup_working_hours <> l.working_settings`),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders WHERE pickup_location_id IS NULL AND type <> 'simple_arrival'`,
      ),
    ).toBe(0);
    expect(
      await count(`
      SELECT count(*)::int AS n FROM order_products op JOIN orders o ON o.id = op.order_id JOIN products p ON p.id = op.product_id
      WHERE p.type <> o.type OR p.company_id <> o.company_id`),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM order_products')).toBe(
      await count('SELECT coalesce(sum(jsonb_array_length(products)), 0)::int AS n FROM orders'),
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders WHERE client_phone !~ '^(\\+48 )?\\d{3} \\d{3} \\d{3}$' AND NOT has_hashed_sensitive_data`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders WHERE estimated_distance > 0 AND estimated_payout_driver < estimated_payout`,
      ),
    ).toBeGreaterThan(1000);
  });

  it('has holds, comments, renewals, routes and multipliers', async () => {
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders o JOIN order_holds h ON h.order_id = o.id AND h.released_at IS NULL AND h.hold_until > $1 WHERE o.on_hold_until = h.hold_until`,
        [NOW],
      ),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM order_holds WHERE released_by_id IS NOT NULL')).toBeGreaterThan(
      0,
    );
    expect(
      await count('SELECT count(*)::int AS n FROM order_holds WHERE released_by_driver_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    // holdNote is the note of the order's newest open hold, as a hold writes it (the list reads it), and empty
    // without one.
    expect(
      await count(`
      SELECT count(*)::int AS n FROM orders o
      WHERE o.hold_note IS DISTINCT FROM (SELECT h.notes FROM order_holds h WHERE h.order_id = o.id
        AND h.released_at IS NULL ORDER BY h.created_at DESC LIMIT 1)`),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE hold_note IS NOT NULL')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM order_comments')).toBeGreaterThan(50);
    // lastCommentId points to the newest comment of the order.
    expect(
      await count(`
      SELECT count(*)::int AS n FROM orders o
      WHERE o.last_comment_id IS DISTINCT FROM (SELECT c.id FROM order_comments c WHERE c.order_id = o.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1)`),
    ).toBe(0);
    const reasons = await rows<{ renewal_reason: string }>('SELECT DISTINCT renewal_reason FROM order_renewals');
    expect(reasons.map((r) => r.renewal_reason).sort()).toEqual(['AUTOMATIC_REQUEUE', 'DRIVER_CHANGE']);
    const routes = await rows<{ status: string; points: number }>(`
      SELECT o.status, count(l.id)::int AS points FROM orders o JOIN driver_location_logs l ON l.order_id = o.id GROUP BY o.id, o.status`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.every((r) => r.points >= 10 && r.points <= 40)).toBe(true);
    expect(new Set(routes.map((r) => r.status))).toEqual(new Set(['picked_up', 'arrived', 'delivered', 'finished']));
    expect(await count('SELECT count(*)::int AS n FROM multipliers WHERE deactivated_at IS NOT NULL')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM multipliers WHERE time_ranges IS NOT NULL')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE multiplier_id IS NOT NULL')).toBeGreaterThan(50);
  });
});

describe('demo seed: money and stock', () => {
  it('has wallet entries of every kind and pending corrections of every category', async () => {
    const types = await rows<{ type: string }>('SELECT DISTINCT type FROM wallet_entries');
    expect(types.map((t) => t.type)).toEqual(
      expect.arrayContaining(['ride_added', 'bonus', 'correction', 'ambassador']),
    );
    expect(await count('SELECT count(*)::int AS n FROM wallet_entries WHERE deleted_at IS NOT NULL')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM wallet_entries WHERE settled_at IS NOT NULL')).toBeGreaterThan(
      0,
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM wallet_entries w JOIN orders o ON o.id = w.order_id WHERE w.type = 'ride_added' AND o.status NOT IN ('delivered', 'finished')`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM corrections WHERE status = 'pending'`)).toBeGreaterThanOrEqual(
      5,
    );
    const categories = await rows<{ category: string }>('SELECT DISTINCT category FROM corrections');
    expect(categories.map((c) => c.category).sort()).toEqual([...CORRECTION_CATEGORIES].sort());
    expect(
      await count(`SELECT count(*)::int AS n FROM corrections WHERE status = 'accepted' AND accepted_amount IS NULL`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM corrections WHERE status = 'rejected' AND rejection_reason IS NULL`),
    ).toBe(0);
  });

  it('keeps stock balances equal to the ledger, never negative', async () => {
    const mismatches = await count(`
      WITH ledger AS (
        SELECT 'w' AS kind, to_warehouse_id AS holder, product_id, amount FROM stock_movements WHERE to_warehouse_id IS NOT NULL
        UNION ALL SELECT 'w', from_warehouse_id, product_id, -amount FROM stock_movements WHERE from_warehouse_id IS NOT NULL
        UNION ALL SELECT 'd', to_driver_id, product_id, amount FROM stock_movements WHERE to_driver_id IS NOT NULL
        UNION ALL SELECT 'd', from_driver_id, product_id, -amount FROM stock_movements WHERE from_driver_id IS NOT NULL
      ), sums AS (SELECT kind, holder, product_id, sum(amount)::int AS amount FROM ledger GROUP BY 1, 2, 3),
      balances AS (
        SELECT 'w' AS kind, warehouse_id AS holder, product_id, amount FROM warehouse_stock
        UNION ALL SELECT 'd', driver_id, product_id, amount FROM driver_stock
      )
      SELECT count(*)::int AS n FROM sums s FULL JOIN balances b USING (kind, holder, product_id)
      WHERE coalesce(s.amount, 0) <> coalesce(b.amount, 0)`);
    expect(mismatches).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM driver_stock WHERE amount < 0')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM warehouse_stock WHERE amount < 0')).toBe(0);
    const types = await rows<{ type: string }>('SELECT DISTINCT type FROM stock_movements');
    expect(types.map((t) => t.type)).toEqual(
      expect.arrayContaining(['companyToWarehouse', 'warehouseToAmbassador', 'ambassadorToDriver', 'driverToOrder']),
    );
    const exchanges = await rows<{ status: string }>('SELECT DISTINCT status FROM stock_exchanges');
    expect(exchanges.map((e) => e.status).sort()).toEqual(['confirmed', 'in_progress', 'pending', 'rejected']);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM driver_stock WHERE jsonb_array_length(items) = amount AND amount > 0`,
      ),
    ).toBeGreaterThan(0);
  });
});

describe('demo seed: report history (server/seed/reportHistory.ts)', () => {
  it('has alternating online/offline shifts of the last 30 days that end in each driver’s current status', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM driver_status_log`)).toBeGreaterThan(1000);
    expect(
      await count(`SELECT count(DISTINCT (at AT TIME ZONE 'Europe/Warsaw')::date)::int AS n FROM driver_status_log`),
    ).toBe(30);
    expect(await count(`SELECT count(*)::int AS n FROM driver_status_log WHERE at > $1`, [NOW])).toBe(0);
    expect(
      await count(`
      SELECT count(*)::int AS n FROM (SELECT status, lag(status) OVER (PARTITION BY driver_id ORDER BY at, id) AS prev FROM driver_status_log) x
      WHERE status = prev`),
    ).toBe(0);
    expect(
      await count(`
      SELECT count(*)::int AS n FROM drivers d WHERE d.active AND d.status IS DISTINCT FROM
        (SELECT l.status FROM driver_status_log l WHERE l.driver_id = d.id ORDER BY l.at DESC, l.id DESC LIMIT 1)`),
    ).toBe(0);
  });

  it('offers every accepted order to its driver, and some to others who rejected them or let them expire', async () => {
    expect(
      await count(`
      SELECT count(*)::int AS n FROM orders o WHERE o.accepted_at IS NOT NULL AND o.driver_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM order_offers f WHERE f.order_id = o.id AND f.driver_id = o.driver_id AND f.response = 'accepted'
          AND f.responded_at = date_trunc('second', o.accepted_at) AND f.offered_at >= date_trunc('second', o.created_at))`),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM order_offers WHERE response = 'rejected'`)).toBeGreaterThan(100);
    expect(await count(`SELECT count(*)::int AS n FROM order_offers WHERE response = 'expired'`)).toBeGreaterThan(100);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM order_offers WHERE responded_at < offered_at OR distance_to_pickup <= 0`,
      ),
    ).toBe(0);
  });

  it('has drivers’ feedback on a share of the deliveries, after them', async () => {
    const delivered = await count(
      `SELECT count(*)::int AS n FROM orders WHERE status IN ('delivered', 'finished') AND driver_id IS NOT NULL`,
    );
    const feedback = await count(`SELECT count(*)::int AS n FROM driver_feedback`);
    expect(feedback).toBeGreaterThan(delivered * 0.2);
    expect(feedback).toBeLessThan(delivered * 0.4);
    expect(
      await count(
        `
      SELECT count(*)::int AS n FROM driver_feedback f JOIN orders o ON o.id = f.order_id
      WHERE f.driver_id <> o.driver_id OR f.created_at < o.delivered_at OR f.created_at > $1 OR f.rating NOT BETWEEN 1 AND 5`,
        [NOW],
      ),
    ).toBe(0);
    expect(await count(`SELECT count(DISTINCT rating)::int AS n FROM driver_feedback`)).toBe(5);
  });
});

describe('the seed’s batched inserts (server/seed/demo/insert.ts)', () => {
  it('gives the ids in the rows’ order, leaves unset columns to their defaults, and refuses rows that set other columns', async () => {
    const rolledBack = database.db.transaction(async (tx) => {
      const ids = await insertRows(tx, t.regions, [
        { name: 'Zielona Góra', active: false, createdAt: new Date('2026-03-01T10:00:00.123Z') },
        { name: 'Bydgoszcz', active: true, createdAt: new Date('2026-03-02T10:00:00.456Z') },
        { name: 'Białystok', active: false, createdAt: new Date('2026-03-03T10:00:00.789Z') },
      ]);
      expect(ids[0]).toBeLessThan(ids[1]);
      expect(ids[1]).toBeLessThan(ids[2]);
      const byId = new Map(
        (await tx.select().from(t.regions).where(inArray(t.regions.id, ids))).map((r) => [r.id, r] as const),
      );
      expect(
        ids.map((id) => [byId.get(id)?.name, byId.get(id)?.active, byId.get(id)?.createdAt.toISOString()]),
      ).toEqual([
        ['Zielona Góra', false, '2026-03-01T10:00:00.123Z'],
        ['Bydgoszcz', true, '2026-03-02T10:00:00.456Z'],
        ['Białystok', false, '2026-03-03T10:00:00.789Z'],
      ]);
      // Columns no row sets take their defaults (active: true, created_at: now).
      const [defaulted] = await insertRows(tx, t.regions, [{ name: 'Gorzów Wielkopolski' }]);
      const [row] = await tx
        .select()
        .from(t.regions)
        .where(inArray(t.regions.id, [defaulted]));
      expect(row.active).toBe(true);
      expect(row.createdAt).toBeInstanceOf(Date);
      // A column one row sets and another leaves out would be NULL there rather than its default: refused, nothing sent.
      await expect(insertRows(tx, t.regions, [{ name: 'Opole', active: false }, { name: 'Kielce' }])).rejects.toThrow(
        'seed rows of regions: a row sets other columns than the first (name, active); set each in every row, null for none',
      );
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(
      await count(`SELECT count(*)::int AS n FROM regions WHERE name IN ('Zielona Góra', 'Opole', 'Kielce')`),
    ).toBe(0);
  });
});

describe('determinism and bulk', () => {
  it('gives identical order rows for the same now', async () => {
    const { database: other, dispose: disposeOther } = await openProjectDatabase();
    try {
      await seedDemo(other.db, { now: NOW, geoDataDir });
      expect(await ordersDigest(other)).toBe(await ordersDigest(database));
      const hashes = async (db: Database) =>
        JSON.stringify(await db.query('SELECT username, password_hash FROM operators ORDER BY id'));
      expect(await hashes(other)).toBe(await hashes(database));
    } finally {
      await disposeOther();
    }
  });

  it('adds exactly N bulk orders, consistent and in every status', async () => {
    const before = await count('SELECT count(*)::int AS n FROM orders');
    const maxBefore = await count('SELECT max(id)::int AS n FROM orders');
    const N = 5000;
    expect(await seedBulkOrders(database, N, NOW)).toBe(N);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(before + N);
    const bulk = await rows<{ status: string }>('SELECT DISTINCT status FROM orders WHERE id > $1', [maxBefore]);
    expect(bulk.map((r) => r.status).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(
      await count(
        `
      SELECT count(*)::int AS n FROM orders WHERE id > $1 AND (
        accepted_at < created_at OR picked_up_at < accepted_at OR delivered_at < arrived_at OR finished_at < delivered_at
        OR greatest(created_at, accepted_at, picked_up_at, arrived_at, delivered_at, finished_at, cancelled_at) > $2
        OR created_at < $3 OR status_priority <> CASE status WHEN 'new' THEN 99 WHEN 'scheduled' THEN 90 WHEN 'accepted' THEN 50
          WHEN 'picked_up' THEN 40 WHEN 'arrived' THEN 30 WHEN 'cancelled' THEN 10 WHEN 'delivered' THEN 2 ELSE 0 END)`,
        [maxBefore, NOW, new Date(NOW.getTime() - 14 * 86_400_000)],
      ),
    ).toBe(0);
    expect(
      await count(`
      SELECT count(*)::int AS n FROM (SELECT order_no, (created_at AT TIME ZONE 'Europe/Warsaw')::date
        FROM orders GROUP BY 1, 2 HAVING count(*) > 1) d`),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM order_products WHERE order_id > $1', [maxBefore]),
    ).toBeGreaterThanOrEqual(N);
    // Each held bulk order carries its open hold's note, as a hold writes it.
    expect(
      await count(
        `
      SELECT count(*)::int AS n FROM orders o WHERE o.id > $1 AND o.on_hold_until IS NOT NULL AND o.hold_note IS DISTINCT FROM
        (SELECT h.notes FROM order_holds h WHERE h.order_id = o.id AND h.released_at IS NULL)`,
        [maxBefore],
      ),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE id > $1 AND hold_note IS NOT NULL', [maxBefore]),
    ).toBe(
      await count('SELECT count(*)::int AS n FROM orders WHERE id > $1 AND on_hold_until IS NOT NULL', [maxBefore]),
    );
    // Foreign keys hold although the bulk load skips their per-row triggers.
    expect(
      await count(
        `
      SELECT count(*)::int AS n FROM orders o WHERE o.id > $1 AND (
        NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id)
        OR (o.driver_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM drivers d WHERE d.id = o.driver_id))
        OR (o.pickup_location_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.id = o.pickup_location_id)))`,
        [maxBefore],
      ),
    ).toBe(0);
    // The id sequence continues after the explicit bulk ids.
    const [{ next }] = await database.query<{ next: number }>(
      `SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS next`,
    );
    expect(next).toBe(maxBefore + N + 1);
  });
});

describe('demo seed: coverage and tariffs (order creation)', () => {
  it('puts the six cities’ postal-code areas in their regions and covers every pickup point', async () => {
    const perRegion = await rows<{ name: string; n: number }>(
      'SELECT r.name, count(*)::int AS n FROM zip_codes z JOIN regions r ON r.id = z.region_id GROUP BY r.name ORDER BY r.name',
    );
    expect(perRegion.map((r) => r.name)).toEqual(['Gdańsk', 'Kraków', 'Łódź', 'Poznań', 'Warszawa', 'Wrocław'].sort());
    expect(perRegion.every((r) => r.n > 500)).toBe(true);
    expect(await count('SELECT count(*)::int AS n FROM zip_codes WHERE geometry IS NOT NULL')).toBe(9236);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM locations l WHERE NOT EXISTS (SELECT 1 FROM zip_codes z WHERE z.name = l.zip_code)`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM companies WHERE status = 'active' AND pricing IS NULL`)).toBe(0);
  });
});
