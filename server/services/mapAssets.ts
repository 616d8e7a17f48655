// What the console's maps need from the server: the tile URL (configurable: MAP_TILE_URL) with its attribution,
// and an offline basemap (the voivodeship outlines of GEO_DATA_DIR) drawn when the tiles cannot load.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { notFound } from '../errors.ts';
import type { MapConfig } from '../../domain/api.ts';
import * as credits from '../../domain/mapCredits.ts';
import { GEO_FILES, geoFilePath, readGeoFile } from './geoFiles.ts';

export const BASEMAP_FILE = GEO_FILES.voivodeships;
/** Coordinates are rounded to this many decimals (about 11 m): plenty for an outline at zoom 11. */
const BASEMAP_DECIMALS = 4;

// The lines in English; the console writes them in its user's language with the same links (domain/mapCredits.ts).
const OSM_ATTRIBUTION = `&copy; ${credits.OSM_COPYRIGHT_LINK} contributors`;
const BASEMAP_ATTRIBUTION = `Voivodeships: ${credits.BASEMAP_SOURCE_LINK} (MIT)`;
/** The postal-code data behind geocoded positions and zip-code areas (geodata/README.md: sources and licences). */
const GEODATA_ATTRIBUTION = `Postal codes: ${credits.POSTCODE_AREAS_LINK} (MIT), ${credits.GEONAMES_LINK} (CC BY 4.0)`;

export function mapConfigOf(config: Pick<AppConfig, 'mapTileUrl'>): MapConfig {
  const isOsm = credits.isOpenStreetMapTiles(config.mapTileUrl);
  return {
    tileUrl: config.mapTileUrl,
    attribution: isOsm ? OSM_ATTRIBUTION : '',
    basemapAttribution: BASEMAP_ATTRIBUTION,
    geodataAttribution: GEODATA_ATTRIBUTION,
  };
}

export interface Basemap {
  /** The GeoJSON text as sent. */
  body: string;
  etag: string;
}

type Position = number[];
type Geometry = { type: string; coordinates: unknown };
type Feature = { type: 'Feature'; geometry: Geometry | null; properties: Record<string, unknown> | null };

const round = (value: number) => Math.round(value * 10 ** BASEMAP_DECIMALS) / 10 ** BASEMAP_DECIMALS;

/** Rounds every position and drops points that became equal to the previous one. */
function simplify(coordinates: unknown): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') return (coordinates as Position).map(round);
  const items = coordinates.map(simplify);
  if (Array.isArray(items[0]) && typeof items[0][0] === 'number') {
    const ring = items as Position[];
    return ring.filter(
      (p, i) => i === 0 || i === ring.length - 1 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1],
    );
  }
  return items;
}

/** Keeps what the map draws: geometry and the name (`nazwa` in the source file). */
function toBasemap(source: { features?: Feature[] }): string {
  const features = (source.features ?? []).map((f) => ({
    type: 'Feature' as const,
    properties: { name: (f.properties?.name ?? f.properties?.nazwa ?? null) as string | null },
    geometry: f.geometry ? { type: f.geometry.type, coordinates: simplify(f.geometry.coordinates) } : null,
  }));
  return JSON.stringify({ type: 'FeatureCollection', features });
}

const cache = new Map<string, Promise<Basemap>>();

/** The basemap of the configured geodata folder: read once per process, then served from memory. */
export function loadBasemap(geoDataDir: string): Promise<Basemap> {
  const file = geoFilePath(geoDataDir, BASEMAP_FILE);
  let loading = cache.get(file);
  if (!loading) {
    loading = readGeoFile(file)
      .then((text) => {
        const body = toBasemap(JSON.parse(text) as { features?: Feature[] });
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      })
      .catch((error: NodeJS.ErrnoException) => {
        cache.delete(file); // try again on the next call (the folder may be mounted later)
        if (error.code === 'ENOENT') throw notFound('basemap_not_found', `No ${BASEMAP_FILE} in the geodata folder`);
        throw error;
      });
    cache.set(file, loading);
  }
  return loading;
}
