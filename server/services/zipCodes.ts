// The zip-code coverage search (GET /region/zip-codes): the zip codes around an
// address, covered (a zip_codes row in an active region) or out of bounds (inside the radius but not covered).
//   1. The address is geocoded (the server's geocoder; its error code answers 422).
//   2. Covered and known areas: zip_codes rows whose centroid lies in the radius's bounding box (an index range
//      scan on zip_codes_centroid_idx answering only "id:xmin" of each row), then the exact great-circle distance
//      on the areas, which each process keeps by row version (see ZipCodeSearchAnswer).
//   3. Out of bounds: areas stored without an active region, plus the postal codes of postcodes-pl.csv (the
//      geocoder's file) whose centroid is in the radius and that no active region covers. Only codes whose CSV
//      centroid comes from the code's own area ("prg-polygons") count: a city-level point says nothing about
//      where the code lies.
// And the lookup of one postal code (GET /region/zip-code): the active regions whose coverage holds it (served or
// not), its place and centroid (a stored area's, else the CSV's).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { unprocessable } from '../errors.ts';
import { distanceMetres } from '../../domain/geo.ts';
import type { ZipCodeLookup } from '../../domain/locationApi.ts';
import type { ZipCodeSearchQuery } from '../../domain/locationSchemas.ts';
import type { Geocoder } from './geocoding/index.ts';
import { GEO_FILES, geoFilePath, readGeoFile } from './geoFiles.ts';

const KM_PER_DEGREE_LAT = 111.32;

export interface LatLngBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The lat/lng box holding every point within radiusKm of the centre (a little larger than the circle). */
export function boundingBox(center: { lat: number; lng: number }, radiusKm: number): LatLngBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

interface CsvPoint {
  name: string;
  lat: number;
  lng: number;
}

interface CsvCode extends CsvPoint {
  place: string;
}

interface PostcodeFile {
  /** The codes with an area centroid ("prg-polygons"), sorted by lat. */
  points: CsvPoint[];
  /** Every code of the file (a city-level point too), by code. */
  byCode: Map<string, CsvCode>;
}

const csvCache = new Map<string, Promise<PostcodeFile>>();

/** postcodes-pl.csv of a folder (read once per folder). */
function postcodeFile(geoDataDir: string): Promise<PostcodeFile> {
  const file = geoFilePath(geoDataDir, GEO_FILES.postcodes);
  let p = csvCache.get(file);
  if (!p) {
    p = readGeoFile(file).then((text) => {
      const points: CsvPoint[] = [];
      const byCode = new Map<string, CsvCode>();
      for (const line of text.split(/\r?\n/).slice(1)) {
        const [name, place, lat, lng, precision] = line.split(',');
        if (!name) continue;
        byCode.set(name, { name, place: place ?? '', lat: Number(lat), lng: Number(lng) });
        if (precision === 'prg-polygons') points.push({ name, lat: Number(lat), lng: Number(lng) });
      }
      return { points: points.sort((a, b) => a.lat - b.lat), byCode };
    });
    p.catch(() => csvCache.delete(file));
    csvCache.set(file, p);
  }
  return p;
}

/** Postal codes with an area centroid from postcodes-pl.csv (read once per folder). */
export async function postcodeCentroids(geoDataDir: string): Promise<CsvPoint[]> {
  return (await postcodeFile(geoDataDir)).points;
}

/** First index whose lat is ≥ lat (points sorted by lat). */
function lowerBound(points: CsvPoint[], lat: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.lat < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The search's answer as JSON text. The polygons are most of it (~370 KB at 7 km in Warszawa) and turning stored
 * jsonb into text is the slowest part of the search on PGlite (~4 µs per area), so each process keeps the text of
 * the polygons it has served, keyed by row id and row version (xmin): an import or any update changes xmin, so a
 * changed area is read again, on every process. At most GEOMETRY_CACHE_MAX areas (a national file fits).
 */
export interface ZipCodeSearchAnswer {
  centerPoint: { lat: number; lng: number };
  /** Comma-joined JSON objects of ZipCodeArea, sorted by name. */
  zipCodesJson: string;
  zipCodesOutOfBoundsJson: string;
  covered: number;
  outOfBounds: number;
}

/** The answer's JSON text (ZipCodeSearchResult of domain/locationApi.ts). */
export function serializeSearchResult(answer: ZipCodeSearchAnswer): string {
  return `{"centerPoint":${JSON.stringify(answer.centerPoint)},"zipCodes":[${answer.zipCodesJson}],"zipCodesOutOfBounds":[${answer.zipCodesOutOfBoundsJson}]}`;
}

export interface ZipCodeDeps {
  geocoder: Geocoder;
  geoDataDir: string;
}

export const GEOMETRY_CACHE_MAX = 100_000;

interface CachedArea {
  name: string;
  lat: number;
  lng: number;
  regionId: number | null;
  geometry: string | null;
}

/** Areas by `${id}:${xmin}` (per database: tests run several in one process). */
const areaCaches = new WeakMap<Db, Map<string, CachedArea>>();

async function areasOf(db: Db, keys: string[]): Promise<Map<string, CachedArea>> {
  let cache = areaCaches.get(db);
  if (!cache) areaCaches.set(db, (cache = new Map()));
  const missing = keys.filter((k) => !cache.has(k)).map((k) => Number(k.slice(0, k.indexOf(':'))));
  if (missing.length) {
    if (cache.size + missing.length > GEOMETRY_CACHE_MAX) cache.clear();
    const result = await db.execute(sql`
      SELECT coalesce(json_agg(json_build_array(id, xmin::text, name, centroid_lat, centroid_lng, region_id, geometry::text)), '[]')::text AS rows
      FROM zip_codes WHERE id = ANY(${`{${missing.join(',')}}`}::int[])`);
    const rows = JSON.parse((result as unknown as { rows: { rows: string }[] }).rows[0]!.rows) as [
      number,
      string,
      string,
      number,
      number,
      number | null,
      string | null,
    ][];
    for (const [id, version, name, lat, lng, regionId, geometry] of rows)
      cache.set(`${id}:${version}`, { name, lat, lng, regionId, geometry });
  }
  return cache;
}

const areaJson = (name: string, lat: number, lng: number, geometry: string | null | undefined, region: string | null) =>
  `{"name":${JSON.stringify(name)},"centroid":[${lng},${lat}],"geometry":${geometry ?? 'null'},"region":${region === null ? 'null' : JSON.stringify(region)}}`;

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The zip codes within radiusKm of a point. */
export async function zipCodesAround(
  db: Db,
  geoDataDir: string,
  center: { lat: number; lng: number },
  radiusKm: number,
): Promise<Omit<ZipCodeSearchAnswer, 'centerPoint'>> {
  const box = boundingBox(center, radiusKm);
  const radiusM = radiusKm * 1000;
  // One row out: the row versions in the circle ("id:xmin,…") and the regions (names and activity change apart
  // from the areas, so they are read every time; the table is small).
  const result = await db.execute(sql`
    SELECT
      (SELECT string_agg(z.id::text || ':' || z.xmin::text, ',')
         FROM zip_codes z
        WHERE z.centroid_lat BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8
          AND z.centroid_lng BETWEEN ${box.minLng}::float8 AND ${box.maxLng}::float8) AS keys,
      (SELECT coalesce(json_agg(json_build_array(id, name, active)), '[]') FROM regions)::text AS regions`);
  const row = (result as unknown as { rows: { keys: string | null; regions: string }[] }).rows[0]!;
  const keys = row.keys ? row.keys.split(',') : [];
  const regionById = new Map(
    (JSON.parse(row.regions) as [number, string, boolean][]).map(([id, name, active]) => [id, { name, active }]),
  );
  const areas = await areasOf(db, keys);

  const covered: { area: CachedArea; region: string }[] = [];
  const coveredNames = new Set<string>();
  const outsideAreas = new Map<string, CachedArea>();
  for (const key of keys) {
    const area = areas.get(key);
    if (!area || distanceMetres(center, area) > radiusM) continue;
    const region = area.regionId === null ? undefined : regionById.get(area.regionId);
    if (region?.active) {
      if (!coveredNames.has(area.name)) covered.push({ area, region: region.name });
      coveredNames.add(area.name);
    } else if (!outsideAreas.has(area.name)) outsideAreas.set(area.name, area);
  }
  for (const name of coveredNames) outsideAreas.delete(name);
  covered.sort((a, b) => byName(a.area, b.area));

  // Postal codes of the CSV in the circle that no stored area answered: not covered, unless an active region holds
  // the code with its centroid outside the circle.
  const points = await postcodeCentroids(geoDataDir);
  const candidates: CsvPoint[] = [];
  for (let i = lowerBound(points, box.minLat); i < points.length && points[i]!.lat <= box.maxLat; i++) {
    const p = points[i]!;
    if (p.lng < box.minLng || p.lng > box.maxLng || coveredNames.has(p.name) || outsideAreas.has(p.name)) continue;
    if (distanceMetres(center, p) <= radiusM) candidates.push(p);
  }
  let elsewhere = new Set<string>();
  if (candidates.length) {
    const covered = await db.execute(sql`
      SELECT coalesce(json_agg(DISTINCT z.name), '[]')::text AS names
      FROM zip_codes z JOIN regions r ON r.id = z.region_id AND r.active
      WHERE z.name = ANY(${`{${candidates.map((c) => c.name).join(',')}}`}::text[])`);
    elsewhere = new Set(JSON.parse((covered as unknown as { rows: { names: string }[] }).rows[0]!.names) as string[]);
  }
  const outside: { name: string; json: string }[] = [...outsideAreas.values()].map((a) => ({
    name: a.name,
    json: areaJson(a.name, a.lat, a.lng, a.geometry, null),
  }));
  for (const c of candidates)
    if (!elsewhere.has(c.name)) outside.push({ name: c.name, json: areaJson(c.name, c.lat, c.lng, null, null) });
  outside.sort(byName);

  return {
    zipCodesJson: covered.map(({ area: a, region }) => areaJson(a.name, a.lat, a.lng, a.geometry, region)).join(','),
    zipCodesOutOfBoundsJson: outside.map((o) => o.json).join(','),
    covered: covered.length,
    outOfBounds: outside.length,
  };
}

/**
 * One postal code (00-000): the active regions whose coverage holds it, by name (none: not served); its place and
 * centroid from a stored area (one of a covering region first), else from postcodes-pl.csv; `known` when either has it.
 */
export async function lookupZipCode(db: Db, geoDataDir: string, zipCode: string): Promise<ZipCodeLookup> {
  const result = await db.execute(sql`
    SELECT z.city, z.centroid_lat AS lat, z.centroid_lng AS lng, r.name AS region, coalesce(r.active, false) AS active
    FROM zip_codes z LEFT JOIN regions r ON r.id = z.region_id
    WHERE z.name = ${zipCode}
    ORDER BY coalesce(r.active, false) DESC, r.name, z.id`);
  const rows = (
    result as unknown as {
      rows: { city: string | null; lat: number; lng: number; region: string | null; active: boolean }[];
    }
  ).rows;
  const regions = [...new Set(rows.filter((r) => r.active && r.region !== null).map((r) => r.region!))].sort((a, b) =>
    a.localeCompare(b, 'pl'),
  );
  const csv = (await postcodeFile(geoDataDir)).byCode.get(zipCode);
  const stored = rows[0];
  const place = stored?.city ?? csv?.place ?? null;
  const centroid = stored ? { lat: stored.lat, lng: stored.lng } : csv ? { lat: csv.lat, lng: csv.lng } : null;
  return { zipCode, known: !!stored || !!csv, place: place || null, centroid, regions, served: regions.length > 0 };
}

export async function searchZipCodes(
  db: Db,
  deps: ZipCodeDeps,
  query: ZipCodeSearchQuery,
): Promise<ZipCodeSearchAnswer> {
  const point = await deps.geocoder.geocode({ street: query.street, city: query.city, zipCode: query.zipCode });
  if (!point.ok) throw unprocessable(point.code, `The address could not be geocoded: ${point.code}`);
  const centerPoint = { lat: point.lat, lng: point.lng };
  return { centerPoint, ...(await zipCodesAround(db, deps.geoDataDir, centerPoint, query.radius)) };
}
