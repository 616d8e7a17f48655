// Import of zip-code areas from a GeoJSON FeatureCollection (features with properties {name, city} and a Polygon
// or MultiPolygon geometry), streamed and upserted in batches (scripts/import-zip-codes.ts).
//   - Centroid: the postal code's area centroid from postcodes-pl.csv when known (as the demo seed does), else the
//     area-weighted centroid of the geometry's largest ring.
//   - Region: with regionByCity, the region whose name is the feature's city (compared without diacritics and
//     case); otherwise none. An existing row keeps its region when the import has none for it. createRegions names
//     regions to create first when no region of that name exists (a live system starts without any).
//   - Upsert by name: an existing row of the code (without a region, or in the same region) gets the new city,
//     centroid and geometry; otherwise a row is inserted.
import { sql } from 'drizzle-orm';
import { regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { ZIP_CODE_PATTERN } from '../../domain/validators.ts';
import { placeKey } from './geocoding/index.ts';
import { streamFeatures } from './geojsonStream.ts';
import { openGeoStream } from './geoFiles.ts';
import { postcodeCentroids } from './zipCodes.ts';
import { compareNames } from '../../domain/sorting.ts';

type Geometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };

interface Feature {
  type?: string;
  properties?: { name?: unknown; city?: unknown } | null;
  geometry?: Geometry | null;
}

export interface ImportOptions {
  geoDataDir: string;
  regionByCity: boolean;
  /** Regions to create (active) before the import, unless one of the same name exists. */
  createRegions?: string[];
  batchSize?: number;
  onProgress?: (progress: ImportSummary) => void;
}

export interface ImportSummary {
  read: number;
  inserted: number;
  updated: number;
  /** Rows given a region by their city. */
  withRegion: number;
  skipped: number;
  /** Up to 10 reasons of skipped features, for the report. */
  problems: string[];
  /** Cities without a region of that name (regionByCity). */
  citiesWithoutRegion: string[];
  /** The regions createRegions created. */
  regionsCreated: string[];
}

/** Creates the named regions that do not exist yet (names compared without diacritics and case); the created ones. */
async function createMissingRegions(db: Db, names: string[]): Promise<string[]> {
  const existing = new Set((await db.select({ name: regions.name }).from(regions)).map((r) => placeKey(r.name)));
  const created: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || existing.has(placeKey(name))) continue;
    existing.add(placeKey(name));
    await db.insert(regions).values({ name, active: true });
    created.push(name);
  }
  return created;
}

/** Area-weighted centroid of a ring ([lng, lat] pairs); the mean of its points when it has no area. */
function ringCentroid(ring: number[][]): { lat: number; lng: number; area: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const f = x0! * y1! - x1! * y0!;
    a += f;
    cx += (x0! + x1!) * f;
    cy += (y0! + y1!) * f;
  }
  if (Math.abs(a) < 1e-12) {
    return {
      lng: ring.reduce((s, p) => s + p[0]!, 0) / ring.length,
      lat: ring.reduce((s, p) => s + p[1]!, 0) / ring.length,
      area: 0,
    };
  }
  return { lng: cx / (3 * a), lat: cy / (3 * a), area: Math.abs(a / 2) };
}

export function geometryCentroid(geometry: Geometry): { lat: number; lng: number } | null {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
  let best: { lat: number; lng: number; area: number } | null = null;
  for (const polygon of polygons) {
    const outer = polygon?.[0];
    if (!outer?.length) continue;
    const c = ringCentroid(outer);
    if (!best || c.area > best.area) best = c;
  }
  return best && Number.isFinite(best.lat) && Number.isFinite(best.lng) ? { lat: best.lat, lng: best.lng } : null;
}

interface Row {
  name: string;
  city: string;
  regionId: number | null;
  lat: number;
  lng: number;
  geometry: Geometry | null;
}

async function upsertBatch(db: Db, rows: Row[]): Promise<{ inserted: number; updated: number }> {
  // Last one wins for a code listed twice in one batch.
  const unique = [...new Map(rows.map((r) => [`${r.name}|${r.regionId ?? ''}`, r])).values()];
  const result = await db.execute<{ inserted: number; updated: number }>(sql`
    WITH x AS (
      SELECT r->>'name' AS name, r->>'city' AS city, (r->>'regionId')::int AS region_id,
             (r->>'lat')::float8 AS lat, (r->>'lng')::float8 AS lng, nullif(r->'geometry', 'null'::jsonb) AS geometry
      FROM jsonb_array_elements(${JSON.stringify(unique)}::jsonb) AS r
    ),
    upd AS (
      UPDATE zip_codes z
      SET city = x.city, region_id = coalesce(x.region_id, z.region_id), centroid_lat = x.lat, centroid_lng = x.lng,
          geometry = coalesce(x.geometry, z.geometry)
      FROM x
      WHERE z.name = x.name AND (z.region_id IS NULL OR x.region_id IS NULL OR z.region_id = x.region_id)
      RETURNING z.name
    ),
    ins AS (
      INSERT INTO zip_codes (name, city, region_id, centroid_lat, centroid_lng, geometry)
      SELECT x.name, x.city, x.region_id, x.lat, x.lng, x.geometry FROM x
      WHERE NOT EXISTS (SELECT 1 FROM upd WHERE upd.name = x.name)
      RETURNING name
    )
    SELECT (SELECT count(*) FROM ins)::int AS inserted, (SELECT count(DISTINCT name) FROM upd)::int AS updated`);
  const row = (
    Array.isArray(result) ? result[0] : (result as { rows: { inserted: number; updated: number }[] }).rows[0]
  ) as { inserted: number; updated: number } | undefined;
  return { inserted: Number(row?.inserted ?? 0), updated: Number(row?.updated ?? 0) };
}

/** Streams the features of `source` (a file path or chunks) into zip_codes. */
export async function importZipCodes(
  db: Db,
  source: string | AsyncIterable<string | Buffer>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  const summary: ImportSummary = {
    read: 0,
    inserted: 0,
    updated: 0,
    withRegion: 0,
    skipped: 0,
    problems: [],
    citiesWithoutRegion: [],
    regionsCreated: [],
  };
  if (options.createRegions?.length) summary.regionsCreated = await createMissingRegions(db, options.createRegions);
  const regionByKey = new Map(
    (await db.select({ id: regions.id, name: regions.name }).from(regions)).map((r) => [placeKey(r.name), r.id]),
  );
  const csv = new Map((await postcodeCentroids(options.geoDataDir)).map((p) => [p.name, p]));
  const missingCities = new Set<string>();
  const skip = (reason: string) => {
    summary.skipped++;
    if (summary.problems.length < 10) summary.problems.push(reason);
  };

  let batch: Row[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const { inserted, updated } = await upsertBatch(db, batch);
    summary.inserted += inserted;
    summary.updated += updated;
    batch = [];
    options.onProgress?.(summary);
  };

  const input = typeof source === 'string' ? openGeoStream(source) : source;
  for await (const feature of streamFeatures<Feature>(input)) {
    summary.read++;
    const name = typeof feature.properties?.name === 'string' ? feature.properties.name.trim() : '';
    const city = typeof feature.properties?.city === 'string' ? feature.properties.city.trim() : '';
    if (!ZIP_CODE_PATTERN.test(name)) {
      skip(
        `feature ${summary.read}: name ${JSON.stringify(feature.properties?.name ?? null)} is not a zip code like 00-000`,
      );
      continue;
    }
    const geometry =
      feature.geometry && (feature.geometry.type === 'Polygon' || feature.geometry.type === 'MultiPolygon')
        ? feature.geometry
        : null;
    const point = csv.get(name) ?? (geometry ? geometryCentroid(geometry) : null);
    if (!point) {
      skip(`${name}: no centroid (unknown code and no polygon)`);
      continue;
    }
    let regionId: number | null = null;
    if (options.regionByCity && city) {
      regionId = regionByKey.get(placeKey(city)) ?? null;
      if (regionId === null) missingCities.add(city);
      else summary.withRegion++;
    }
    batch.push({ name, city, regionId, lat: point.lat, lng: point.lng, geometry });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  summary.citiesWithoutRegion = [...missingCities].sort(compareNames);
  return summary;
}
