// Regions (one per demo city) and their coverage: the zip-code areas of the six cities from the geodata.
import { inArray } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { GEO_FILES, readGeoText } from '../../services/geoFiles.ts';
import { CITIES, type CityName, type Postcode } from './cities.ts';
import type { Ctx } from './context.ts';
import { insertPlain } from './insert.ts';
import { at, DAY } from './time.ts';

export async function seedRegions(ctx: Ctx): Promise<Map<CityName, number>> {
  const names = CITIES.map((c) => c.name);
  await ctx.tx
    .insert(t.regions)
    .values(names.map((name) => ({ name, active: true, createdAt: at(ctx.today, -420 * DAY) })))
    .onConflictDoNothing({ target: t.regions.name });
  const rows = await ctx.tx
    .select({ id: t.regions.id, name: t.regions.name })
    .from(t.regions)
    .where(inArray(t.regions.name, names));
  return new Map(rows.map((r) => [r.name as CityName, r.id]));
}

/**
 * Coverage: the postal-code areas of the six demo cities (zip-code-areas-demo-cities.geojson), each in the region
 * named after its city, with the centroid of postcodes-pl.csv (else the mean of the outer ring). Batched inserts.
 */
export async function seedZipCodes(ctx: Ctx, regions: Map<CityName, number>, geoDataDir: string): Promise<void> {
  type Geometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  const areas = JSON.parse(await readGeoText(geoDataDir, GEO_FILES.demoCityAreas)) as {
    features: { properties: { name: string; city: string }; geometry: Geometry }[];
  };
  const centroids = new Map<string, Postcode>();
  for (const list of ctx.postcodes.values()) for (const p of list) centroids.set(p.zipCode, p);
  const rows = [];
  for (const f of areas.features) {
    const regionId = regions.get(f.properties.city as CityName);
    if (!regionId) continue;
    let c: { lat: number; lng: number } | undefined = centroids.get(f.properties.name);
    if (!c) {
      const ring = (
        f.geometry.type === 'Polygon'
          ? (f.geometry.coordinates as number[][][])[0]
          : (f.geometry.coordinates as number[][][][])[0][0]
      ) as number[][];
      c = {
        lng: ring.reduce((sum, pt) => sum + pt[0], 0) / ring.length,
        lat: ring.reduce((sum, pt) => sum + pt[1], 0) / ring.length,
      };
    }
    rows.push({
      name: f.properties.name,
      city: f.properties.city,
      regionId,
      centroidLat: c.lat,
      centroidLng: c.lng,
      geometry: f.geometry,
      createdAt: at(ctx.today, -400 * DAY),
    });
  }
  // The city's codes without an area (a few dozen): covered too, by their centroid only.
  const seen = new Set(rows.map((r) => r.name));
  for (const [city, list] of ctx.postcodes) {
    for (const p of list) {
      if (seen.has(p.zipCode)) continue;
      seen.add(p.zipCode);
      rows.push({
        name: p.zipCode,
        city,
        regionId: regions.get(city)!,
        centroidLat: p.lat,
        centroidLng: p.lng,
        geometry: null,
        createdAt: at(ctx.today, -400 * DAY),
      });
    }
  }
  // Large geometries: the JSON batches of insertPlain (2× faster than row parameters for them).
  await insertPlain(ctx.tx, t.zipCodes, rows);
}
