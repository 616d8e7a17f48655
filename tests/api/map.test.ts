import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import * as s from '../../server/db/schema.ts';
import type { MapConfig, OrderLocationHistory } from '../../domain/api.ts';
import { bearer, minutesAgo, setupApp, signInAll } from './fixtures.ts';

const TILE_URL = 'https://tiles.example.test/{z}/{x}/{y}.png';
const ctx = setupApp({ mapTileUrl: TILE_URL });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator');
});

describe('GET /api/map/config', () => {
  it('answers the configured tile URL without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json<MapConfig>();
    expect(body.tileUrl).toBe(TILE_URL);
    expect(body.attribution).toBe('');
    expect(body.basemapAttribution).toContain('polska-geojson');
    expect(body.geodataAttribution).toContain('PostCodesMaps');
    expect(body.geodataAttribution).toContain('GeoNames');
  });

  it('credits OpenStreetMap for its tiles (the default URL)', async () => {
    const app = await buildApp(testConfig(), { database: ctx.app.database });
    try {
      const body = (await app.inject({ method: 'GET', url: '/api/map/config' })).json<MapConfig>();
      expect(body.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      expect(body.attribution).toContain('OpenStreetMap');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/map/basemap', () => {
  it('answers the 16 voivodeships as GeoJSON with a long cache lifetime and an ETag, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/map/basemap' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = res.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(16);
    expect(body.features.map((f: { properties: { name: string } }) => f.properties.name)).toContain('mazowieckie');
    const ring: number[][] = body.features[0].geometry.coordinates[0];
    expect(ring.length).toBeGreaterThan(10);
    for (const [lng, lat] of ring) {
      expect(lng).toBeGreaterThan(13);
      expect(lng).toBeLessThan(25);
      expect(lat).toBeGreaterThan(48);
      expect(lat).toBeLessThan(55.5);
      expect(String(lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
    }
  });

  it('answers 304 when the ETag still matches, and the same body every time', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/map/basemap' });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/map/basemap',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/map/basemap',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('answers 404 basemap_not_found when the geodata folder has no basemap', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'dc-geo-'));
    const app = await buildApp(testConfig({ geoDataDir: empty }), { database: ctx.app.database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/map/basemap' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('basemap_not_found');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('GET /api/order/location-history for the route map', () => {
  let orderId = 0;

  beforeAll(async () => {
    const db = ctx.app.database.db;
    orderId = ctx.fx.orders.acceptedWaw;
    await db
      .update(s.orders)
      .set({ pickupLat: 52.2297, pickupLng: 21.0122, clientLat: 52.1935, clientLng: 21.0352 })
      .where(eq(s.orders.id, orderId));
    const [{ driverId }] = await db
      .select({ driverId: s.orders.driverId })
      .from(s.orders)
      .where(eq(s.orders.id, orderId));
    await db.insert(s.driverLocationLogs).values([
      { driverId: driverId!, orderId, lat: 52.21, lng: 21.02, loggedAt: minutesAgo(2) },
      { driverId: driverId!, orderId, lat: 52.2, lng: 21.03, loggedAt: minutesAgo(1) },
    ]);
  });

  const history = async (token: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/location-history?orderId=${orderId}&locationHistory=true`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<OrderLocationHistory>();
  };

  it('carries the pickup point and receiver positions for the markers', async () => {
    const body = await history(tokens.operator);
    expect(body.driverLocationLog.map((p) => [p.lat, p.lng])).toEqual([
      [52.21, 21.02],
      [52.2, 21.03],
    ]);
    expect(body.pickupPoint).toEqual({ lat: 52.2297, lng: 21.0122 });
    expect(body.receiver).toEqual({ lat: 52.1935, lng: 21.0352 });
  });

  it('leaves the receiver out for a user without sensitiveData', async () => {
    const body = await history(tokens.coordinator);
    expect(body.pickupPoint).toEqual({ lat: 52.2297, lng: 21.0122 });
    expect(body.receiver).toBeNull();
  });
});
