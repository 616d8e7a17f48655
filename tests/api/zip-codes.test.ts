// GET /api/region/zip-codes: the radius search against hand-checked distances (centroids of the fixture's
// zip_codes rows and of postcodes-pl.csv; great-circle distances computed separately), and the scope rules.
// GET /api/region/zip-code: one postal code typed alone, served or not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_GEO_DATA_DIR } from '../../server/config.ts';
import * as s from '../../server/db/schema.ts';
import { GEO_FILES, geoFilePath, openGeoStream, readGeoFile } from '../../server/services/geoFiles.ts';
import { boundingBox } from '../../server/services/zipCodes.ts';
import { streamFeatures } from '../../server/services/geojsonStream.ts';
import { geometryCentroid, importZipCodes } from '../../server/services/zipCodeImport.ts';
import { parseImportArgs } from '../../scripts/import-zip-codes.ts';
import type { ZipCodeSearchResult } from '../../domain/locationApi.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  // An area stored without a region (imported, not covered yet) about 1.4 km north of 00-850.
  await ctx.app.database.db.insert(s.zipCodes).values({
    name: '00-999',
    city: 'Warszawa',
    regionId: null,
    centroidLat: 52.2452,
    centroidLng: 20.9943,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [20.99, 52.24],
          [21.0, 52.24],
          [21.0, 52.25],
          [20.99, 52.24],
        ],
      ],
    },
  });
});

const search = (query: Record<string, string | number>, who = 'admin') =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/region/zip-codes',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(tokens[who]!),
  });

const AT_00_850 = { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };

describe('GET /api/region/zip-codes', () => {
  it('answers the covered codes within the radius and the uncovered ones, around the geocoded point', async () => {
    // From 00-850 (52.23258, 20.99429): 00-590 is 2622 m away, 00-624 2700 m, 02-677 6189 m (hand-checked).
    const res = await search({ ...AT_00_850, radius: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json<ZipCodeSearchResult>();
    expect(body.centerPoint).toEqual({ lat: 52.23258, lng: 20.99429 });
    expect(body.zipCodes.map((z) => z.name)).toEqual(['00-590', '00-624', '00-850']);
    expect(body.zipCodes[0]).toEqual({
      name: '00-590',
      centroid: [21.02095, 52.21557],
      geometry: null,
      region: 'Warszawa',
    });

    const outside = new Map(body.zipCodesOutOfBounds.map((z) => [z.name, z]));
    // 881 postal codes of the CSV have their centroid within 3 km; 3 of them are covered; plus the stored 00-999.
    expect(outside.size).toBe(879);
    expect(outside.get('00-435')).toMatchObject({ centroid: expect.any(Array), geometry: null, region: null }); // 2997 m
    expect(outside.has('00-586')).toBe(false); // 3000.8 m: just outside
    expect(outside.has('00-850')).toBe(false); // covered
    expect(outside.has('02-677')).toBe(false); // covered, 6.2 km
    expect(outside.get('00-999')).toMatchObject({ region: null, geometry: { type: 'Polygon' } });
    // Codes only known at city level (00-001 is Warszawa's centre point) are not shown.
    expect(outside.has('00-001')).toBe(false);
  });

  it('grows with the radius: 02-677 (6.2 km) is in at 7 km', async () => {
    const res = await search({ ...AT_00_850, radius: 7 });
    expect(res.json<ZipCodeSearchResult>().zipCodes.map((z) => z.name)).toEqual([
      '00-590',
      '00-624',
      '00-850',
      '02-677',
    ]);
  });

  it('leaves out regions that are not active', async () => {
    const { db } = ctx.app.database;
    const { eq } = await import('drizzle-orm');
    await db.update(s.regions).set({ active: false }).where(eq(s.regions.id, ctx.fx.regions.krk));
    try {
      const res = await search({ street: 'Rynek 1', city: 'Kraków', zipCode: '31-042', radius: 2 });
      const body = res.json<ZipCodeSearchResult>();
      expect(body.zipCodes).toEqual([]);
      expect(body.zipCodesOutOfBounds.map((z) => z.name)).toEqual(expect.arrayContaining(['31-042', '31-154']));
    } finally {
      await db.update(s.regions).set({ active: true }).where(eq(s.regions.id, ctx.fx.regions.krk));
    }
  });

  it('answers a changed area at once (the per-process area cache follows the row version)', async () => {
    const { db } = ctx.app.database;
    const { eq } = await import('drizzle-orm');
    const first = (await search({ ...AT_00_850, radius: 1 })).json<ZipCodeSearchResult>();
    expect(first.zipCodes.find((z) => z.name === '00-850')!.geometry).toBeNull();
    const polygon = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [20.99, 52.23],
          [20.995, 52.23],
          [20.995, 52.235],
          [20.99, 52.23],
        ],
      ],
    };
    await db.update(s.zipCodes).set({ geometry: polygon }).where(eq(s.zipCodes.name, '00-850'));
    try {
      const second = (await search({ ...AT_00_850, radius: 1 })).json<ZipCodeSearchResult>();
      expect(second.zipCodes.find((z) => z.name === '00-850')!.geometry).toEqual(polygon);
    } finally {
      await db.update(s.zipCodes).set({ geometry: null }).where(eq(s.zipCodes.name, '00-850'));
    }
  });

  it('requires every field (400 with field errors)', async () => {
    const res = await search({ radius: 'abc', zipCode: '00850' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errorCode: string; errors: Record<string, string[]> }>();
    expect(body.errorCode).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['city', 'radius', 'street', 'zipCode']);
  });

  it('names the radius range in its field error (the numbers travel with the message as errorArgs)', async () => {
    for (const radius of [0, 101]) {
      const res = await search({ ...AT_00_850, radius });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ errors: Record<string, string[]>; errorArgs: Record<string, unknown[]> }>();
      expect(body.errors).toEqual({ radius: ['zipCodes.validation.radiusRange'] });
      expect(body.errorArgs).toEqual({ radius: [{ min: 0, max: 100 }] });
    }
  });

  it('answers 422 with the geocoder code for an unknown address', async () => {
    const res = await search({ street: 'Nowhere 1', city: 'Nieistniejąca Wieś', zipCode: '99-999', radius: 7 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('address_not_found');
  });

  it('needs the zipCodes scope itself: an operator without it and a client user get 403', async () => {
    expect((await search({ ...AT_00_850, radius: 7 }, 'operator')).statusCode).toBe(403);
    expect((await search({ ...AT_00_850, radius: 7 }, 'client')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/region/zip-codes?radius=7&street=a&city=Warszawa&zipCode=00-850',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('superAdmin alone does not count', async () => {
    const { db } = ctx.app.database;
    const { eq } = await import('drizzle-orm');
    await db
      .update(s.operators)
      .set({ scope: ['superAdmin'] })
      .where(eq(s.operators.username, 'admin'));
    try {
      const fresh: Record<string, string> = {};
      await signInAll(ctx.app, fresh, 'admin');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/region/zip-codes',
        query: { ...AT_00_850, radius: '7' },
        headers: bearer(fresh.admin!),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await db
        .update(s.operators)
        .set({ scope: ['superAdmin', 'wallet', 'zipCodes'] })
        .where(eq(s.operators.username, 'admin'));
    }
  });
});

describe('GET /api/region/zip-code (one postal code typed alone)', () => {
  const lookup = (zipCode: string, who = 'admin') =>
    ctx.app.inject({ method: 'GET', url: '/api/region/zip-code', query: { zipCode }, headers: bearer(tokens[who]!) });

  it('finds a served code as 00-850, 00850 or 00 850: its regions, place and centroid', async () => {
    for (const typed of ['00-850', '00850', ' 00 850 ']) {
      const res = await lookup(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual({
        zipCode: '00-850',
        known: true,
        place: 'Warszawa',
        centroid: { lat: 52.23258, lng: 20.99429 },
        regions: ['Warszawa'],
        served: true,
      });
    }
  });

  it('says "not served" for a known code outside every active region, and "unknown" for a code nobody has', async () => {
    // In postcodes-pl.csv only.
    expect((await lookup('00435')).json()).toEqual({
      zipCode: '00-435',
      known: true,
      place: 'Warszawa',
      centroid: { lat: 52.22594, lng: 21.03694 },
      regions: [],
      served: false,
    });
    // A stored area without a region (beforeAll): its own centroid.
    expect((await lookup('00-999')).json()).toMatchObject({
      known: true,
      centroid: { lat: 52.2452, lng: 20.9943 },
      served: false,
    });
    expect((await lookup('99-999')).json()).toEqual({
      zipCode: '99-999',
      known: false,
      place: null,
      centroid: null,
      regions: [],
      served: false,
    });
  });

  it('refuses what is no postal code with field errors, and needs the zipCodes scope', async () => {
    for (const [typed, message] of [
      ['0095', 'validation.zipCode'],
      ['00-9500', 'validation.zipCode'],
      ['ab-cde', 'validation.zipCode'],
      ['', 'validation.required'],
    ]) {
      const res = await lookup(typed!);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().errors, typed).toEqual({ zipCode: [message] });
    }
    expect((await lookup('00-850', 'operator')).statusCode).toBe(403);
    expect((await lookup('00-850', 'client')).statusCode).toBe(403);
  });
});

describe('GET /api/region/coverage (whether we deliver from an address a shop gives)', () => {
  const coverage = (query: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/region/coverage', query });

  it('answers a visitor without a session: a served city, an unserved one, and where we deliver', async () => {
    expect((await coverage({ city: ' warszawa ' })).json()).toEqual({
      city: 'warszawa',
      zipCode: null,
      zipCodeCheck: null,
      served: true,
      regions: ['Warszawa'],
      servedCities: ['Kraków', 'Warszawa'],
    });
    // A region of that name serves its city, compared without case and diacritics.
    expect((await coverage({ city: 'KRAKOW' })).json()).toMatchObject({ served: true, regions: ['Kraków'] });
    expect((await coverage({ city: 'Lublin' })).json()).toEqual({
      city: 'Lublin',
      zipCode: null,
      zipCodeCheck: null,
      served: false,
      regions: [],
      servedCities: ['Kraków', 'Warszawa'],
    });
  });

  it('checks a postcode: served by its area, unknown (00-000), or another place than the city', async () => {
    expect((await coverage({ zipCode: '00850', city: 'Warszawa' })).json()).toMatchObject({
      zipCode: '00-850',
      zipCodeCheck: { known: true, place: 'Warszawa', matchesCity: true },
      served: true,
      regions: ['Warszawa'],
    });
    // The format's example is no postcode: not served, whatever the city says.
    expect((await coverage({ zipCode: '00-000', city: 'Warszawa' })).json()).toMatchObject({
      zipCodeCheck: { known: false, place: null, matchesCity: null },
      served: false,
      regions: [],
    });
    // A Lublin postcode typed with Warszawa: the code names its place.
    expect((await coverage({ zipCode: '20-001', city: 'Warszawa' })).json()).toMatchObject({
      zipCodeCheck: { known: true, place: 'Lublin', matchesCity: false },
      served: false,
    });
    // A postcode alone answers its place as the city.
    expect((await coverage({ zipCode: '20-001' })).json()).toMatchObject({ city: 'Lublin', served: false });
  });

  it('refuses an empty question and what is no postcode, with field errors', async () => {
    const empty = await coverage({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ city: ['validation.required'] });
    const wrong = await coverage({ zipCode: '0095' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ zipCode: ['validation.zipCode'] });
    const nul = await coverage({ city: 'Lub\u0000lin' });
    expect(nul.statusCode).toBe(400);
  });
});

describe('boundingBox', () => {
  it('holds the circle: 7 km is about 0.0629° of latitude and 0.1027° of longitude at 52.23° N', () => {
    const box = boundingBox({ lat: 52.23258, lng: 20.99429 }, 7);
    expect(box.maxLat - 52.23258).toBeCloseTo(0.06288, 4);
    expect(box.maxLng - 20.99429).toBeCloseTo(0.10276, 3);
  });
});

const GEO = DEFAULT_GEO_DATA_DIR;
const DEMO_FILE = geoFilePath(GEO, GEO_FILES.demoCityAreas);
const SMALL_FILE = path.resolve(import.meta.dirname, '../fixtures/zip-code-areas-small.geojson');

/** The text in chunks of 1..size characters (features cut anywhere, escapes split). */
async function* chunked(text: string, size: number) {
  let i = 0;
  let n = 1;
  while (i < text.length) {
    yield text.slice(i, i + n);
    i += n;
    n = (n % size) + 1;
  }
}

describe('streamFeatures (GeoJSON streaming)', () => {
  it('yields the features of the small file whatever the chunk boundaries', async () => {
    const text = readFileSync(SMALL_FILE, 'utf8');
    const expected = (JSON.parse(text) as { features: unknown[] }).features;
    for (const size of [1, 7, 64, 100_000]) {
      const got: unknown[] = [];
      for await (const f of streamFeatures(chunked(text, size))) got.push(f);
      expect(got).toEqual(expected);
    }
  });

  it('reads the demo file (9,236 areas) from a file stream', async () => {
    let n = 0;
    let first: { properties: { name: string } } | undefined;
    for await (const f of streamFeatures<{ properties: { name: string } }>(openGeoStream(DEMO_FILE))) {
      first ??= f;
      n++;
    }
    expect(n).toBe(9236);
    expect(first!.properties.name).toBe('00-022');
  });

  it('refuses a truncated file and a file without features', async () => {
    await expect(async () => {
      for await (const _ of streamFeatures(chunked('{"type":"FeatureCollection","features":[{"a":1}', 5))) void _;
    }).rejects.toThrow(/ends in the middle/);
    await expect(async () => {
      for await (const _ of streamFeatures(chunked('{"type":"Feature"}', 5))) void _;
    }).rejects.toThrow(/No "features"/);
  });
});

describe('import of zip-code areas', () => {
  it('parses the command line', () => {
    expect(parseImportArgs(['areas.geojson', '--region-by-city'])).toEqual({
      file: 'areas.geojson',
      regionByCity: true,
      createRegions: [],
      batchSize: 1000,
      geoDataDir: undefined,
    });
    expect(parseImportArgs(['a.geojson.gz', '--create-regions', 'Gdańsk, Łódź'])).toMatchObject({
      regionByCity: true,
      createRegions: ['Gdańsk', 'Łódź'],
    });
    expect(parseImportArgs(['a.geojson', '--create-regions='])).toEqual({
      error: '--create-regions needs city names, e.g. --create-regions Warszawa,Kraków',
    });
    expect(parseImportArgs(['--batch', '200', 'a.geojson'])).toMatchObject({ batchSize: 200, regionByCity: false });
    expect(parseImportArgs([])).toEqual({ error: 'FILE is missing' });
    expect(parseImportArgs(['a', '--nope'])).toEqual({ error: 'unknown option --nope' });
  });

  it('computes the area centroid of a polygon (largest ring of a MultiPolygon)', () => {
    expect(
      geometryCentroid({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      }),
    ).toEqual({ lat: 1, lng: 1 });
    const c = geometryCentroid({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
        [
          [
            [10, 10],
            [14, 10],
            [14, 14],
            [10, 14],
            [10, 10],
          ],
        ],
      ],
    });
    expect(c).toEqual({ lat: 12, lng: 12 });
  });

  it('upserts the small file: regions by city, CSV centroids, polygon centroid for an unknown code, skips a bad name', async () => {
    const { db } = ctx.app.database;
    const summary = await importZipCodes(db, SMALL_FILE, { geoDataDir: GEO, regionByCity: true, batchSize: 2 });
    expect(summary).toMatchObject({
      read: 5,
      inserted: 3,
      updated: 1,
      withRegion: 3,
      skipped: 1,
      citiesWithoutRegion: ['Gdańsk'],
    });
    expect(summary.problems[0]).toMatch(/"bad" is not a zip code/);
    const rows = await db
      .select()
      .from(s.zipCodes)
      .where(inArray(s.zipCodes.name, ['00-830', '00-850', '80-001', '99-998']));
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(by['00-830']).toMatchObject({
      regionId: ctx.fx.regions.waw,
      centroidLat: 52.23173,
      centroidLng: 20.9948,
      geometry: { type: 'Polygon' },
    });
    expect(by['00-850']).toMatchObject({
      regionId: ctx.fx.regions.waw,
      centroidLat: 52.23258,
      geometry: { type: 'MultiPolygon' },
    });
    expect(by['80-001']).toMatchObject({ regionId: null, centroidLat: 54.30198 });
    expect(by['99-998']).toMatchObject({ regionId: ctx.fx.regions.krk });
    expect(by['99-998']!.centroidLat).toBeCloseTo(50.03, 9);
    expect(by['99-998']!.centroidLng).toBeCloseTo(19.93, 9);
    expect(rows).toHaveLength(4);
    // Again: everything is an update.
    const again = await importZipCodes(db, SMALL_FILE, { geoDataDir: GEO, regionByCity: true });
    expect(again).toMatchObject({ inserted: 0, updated: 4 });
  });

  it('imports the demo file into the throw-away database: two regions of the fixture, the rest without region', async () => {
    const { db } = ctx.app.database;
    const demoNames = (
      JSON.parse(await readGeoFile(DEMO_FILE)) as { features: { properties: { name: string } }[] }
    ).features.map((f) => f.properties.name);
    const [{ n: before }] = await db.select({ n: count() }).from(s.zipCodes).where(inArray(s.zipCodes.name, demoNames));
    const progress: number[] = [];
    const summary = await importZipCodes(db, DEMO_FILE, {
      geoDataDir: GEO,
      regionByCity: true,
      batchSize: 2000,
      onProgress: (p) => progress.push(p.read),
    });
    expect(summary).toMatchObject({
      read: 9236,
      skipped: 0,
      updated: before,
      inserted: 9236 - before,
      withRegion: 3670 + 1034,
    });
    expect(summary.citiesWithoutRegion).toEqual(['Gdańsk', 'Łódź', 'Poznań', 'Wrocław']);
    expect(progress.length).toBe(5);
    const [{ n: waw }] = await db
      .select({ n: count() })
      .from(s.zipCodes)
      .where(eq(s.zipCodes.regionId, ctx.fx.regions.waw));
    expect(waw).toBeGreaterThanOrEqual(3670);
    const [{ n: none }] = await db.select({ n: count() }).from(s.zipCodes).where(isNull(s.zipCodes.regionId));
    expect(none).toBeGreaterThanOrEqual(1554 + 1205 + 1188 + 585);
    // The search now finds the imported areas around 00-850, with their polygons.
    const res = await search({ ...AT_00_850, radius: 1 });
    const body = res.json<ZipCodeSearchResult>();
    expect(body.zipCodes.find((z) => z.name === '00-830')).toMatchObject({
      region: 'Warszawa',
      geometry: { type: 'Polygon' },
    });
    expect(body.zipCodes.every((z) => z.geometry !== null || z.name === '00-850')).toBe(true);
  });

  it('creates the named regions that do not exist yet, and covers their cities (a live system starts without any)', async () => {
    const { db } = ctx.app.database;
    const summary = await importZipCodes(db, SMALL_FILE, {
      geoDataDir: GEO,
      regionByCity: true,
      createRegions: ['Gdańsk', 'WARSZAWA'],
    });
    expect(summary).toMatchObject({ regionsCreated: ['Gdańsk'], citiesWithoutRegion: [], withRegion: 4 });
    const [gdansk] = await db.select().from(s.regions).where(eq(s.regions.name, 'Gdańsk'));
    expect(gdansk).toMatchObject({ active: true });
    const [area] = await db.select().from(s.zipCodes).where(eq(s.zipCodes.name, '80-001'));
    expect(area!.regionId).toBe(gdansk!.id);
    const regions = await ctx.app.inject({ method: 'GET', url: '/api/region/list', headers: bearer(tokens.admin) });
    expect(regions.json<{ name: string }[]>().map((r) => r.name)).toContain('Gdańsk');
    // Once more: nothing new.
    expect(
      (await importZipCodes(db, SMALL_FILE, { geoDataDir: GEO, regionByCity: true, createRegions: ['gdansk'] }))
        .regionsCreated,
    ).toEqual([]);
  });
});
