// Demo data: a deterministic, realistic data set that makes every screen of both specs look real — six regions,
// companies in every status, pickup locations at real postal codes, products of every order type, operators and
// client users (DEMO_LOGINS), drivers, warehouses and a consistent stock ledger, multipliers, ~1500 orders over the
// last 14 days with holds, comments, renewals and routes, wallets, corrections, leads and audit entries.
//
// Determinism: one seeded PRNG (mulberry32) and one seeded faker instance are the only sources of randomness, and
// the only clock is `opts.now`. Into an empty database, the same `now` gives the same rows (ids and values).
//
// One module per area, run by seedDemo in this order (each step may draw from the shared randomness, so the order is
// part of the data set): regions, companies, operators, drivers, stock, multipliers, orders, corrections, wallet,
// stock records, leads, notifications, audit, report history.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { seedReportHistory } from '../reportHistory.ts';
import { seedAudit } from './audit.ts';
import { loadPostcodes } from './cities.ts';
import { finishCompanySettings, seedCompanies, seedLocations, seedProducts } from './companies.ts';
import type { Ctx, World } from './context.ts';
import { seedCorrections } from './corrections.ts';
import { seedDrivers } from './drivers.ts';
import { seedLeads } from './leads.ts';
import { DEMO_LOGINS, hashDemoPasswords } from './logins.ts';
import { seedMultipliers } from './multipliers.ts';
import { seedNotifications } from './notifications.ts';
import { seedClientUsers, seedOperators } from './operators.ts';
import { seedOrders } from './orders.ts';
import { newFaker, Random, RNG_SEED } from './random.ts';
import { seedRegions, seedZipCodes } from './regions.ts';
import { distributeStock, seedStockRecords, seedWarehouses } from './stock.ts';
import { warsawDayStart } from './time.ts';
import { seedWallet } from './wallet.ts';

const DEFAULT_ORDER_COUNT = 1500;

export interface SeedOptions {
  /** The clock of the data set; default: the current time. */
  now?: Date;
  /** Folder of the geodata (GEO_DATA_DIR): postcodes-pl.csv and the demo cities' zip-code areas, plain or .gz. */
  geoDataDir: string;
  /** Number of orders; default ≈ 1500. */
  orders?: number;
}

export interface SeedSummary {
  regions: number;
  companies: number;
  locations: number;
  products: number;
  drivers: number;
  warehouses: number;
  orders: number;
  operators: number;
  clientUsers: number;
}

export { DEMO_APP_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, DEMO_EXTRA_PASSWORD, DEMO_LOGINS } from './logins.ts';

/** True when any operator exists (the demo, or a real installation, is in place). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.operators.id }).from(t.operators).limit(1);
  return rows.length > 0;
}

/** True when the demo's operator accounts are in the database (the start prints their logins only then). */
export async function demoLoginsPresent(db: Db): Promise<boolean> {
  const names = DEMO_LOGINS.filter((l) => l.kind === 'operator').map((l) => l.username);
  const rows = await db
    .select({ id: t.operators.id })
    .from(t.operators)
    .where(inArray(t.operators.username, names))
    .limit(1);
  return rows.length > 0;
}

/** Seeds the whole demo data set in one transaction. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / 1000) * 1000);
  const orderCount = Math.max(0, Math.round(opts.orders ?? DEFAULT_ORDER_COUNT));
  const postcodes = await loadPostcodes(opts.geoDataDir);
  const passwords = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    const ctx: Ctx = {
      tx,
      now,
      today: warsawDayStart(now),
      rng: new Random(RNG_SEED),
      faker: newFaker(),
      postcodes,
      passwords,
    };
    const regions = await seedRegions(ctx);
    await seedZipCodes(ctx, regions, opts.geoDataDir);
    const companies = await seedCompanies(ctx, regions);
    await seedLocations(ctx, companies, regions);
    await seedProducts(ctx, companies);
    await finishCompanySettings(ctx, companies);
    const operators = await seedOperators(ctx, companies);
    await seedClientUsers(ctx, companies);
    const drivers = await seedDrivers(ctx, regions, companies);
    const warehouses = await seedWarehouses(ctx, companies, regions);
    const stock = distributeStock(ctx, warehouses, drivers, companies);
    const multipliers = await seedMultipliers(ctx, companies, operators, regions);
    const world: World = { regions, companies, drivers, operators, multipliers, stock };
    const orders = await seedOrders(ctx, world, orderCount);
    const corrections = await seedCorrections(ctx, world, orders);
    await seedWallet(ctx, world, orders, corrections);
    await seedStockRecords(ctx, world, orders);
    await seedLeads(ctx);
    await seedNotifications(ctx, world);
    await seedAudit(ctx, world, orders);
    await seedReportHistory(tx, now);
    return {
      regions: regions.size,
      companies: companies.length,
      locations: companies.reduce((n, c) => n + c.locations.length, 0),
      products: companies.reduce((n, c) => n + c.products.length, 0),
      drivers: drivers.length,
      warehouses: warehouses.length,
      orders: orders.length,
      operators: operators.all.length,
      clientUsers: companies.filter((c) => c.clientUserId).length,
    };
  });
}
