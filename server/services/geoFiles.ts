// The geodata files of GEO_DATA_DIR (by default the project's own geodata/ folder): postal-code centroids,
// postal-code areas and voivodeship outlines. Each is read as NAME or, when only NAME.gz is there, gunzipped on
// the fly; a file of the same shape, compressed or not, may replace a shipped one.
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, gunzip } from 'node:zlib';

export const GEO_FILES = {
  /** `zipCode,place,lat,lng,precision` for every Polish postal code. */
  postcodes: 'postcodes-pl.csv',
  /** Postal-code areas of the six demo cities (GeoJSON, properties {name, city}). */
  demoCityAreas: 'zip-code-areas-demo-cities.geojson',
  /** The 16 voivodeships (GeoJSON), the offline basemap. */
  voivodeships: 'voivodeships.geojson',
} as const;

const gunzipAsync = promisify(gunzip);

/** The file to read for `name` in `dir`: NAME when it exists, else NAME.gz when that exists, else NAME (so ENOENT names it). */
export function geoFilePath(dir: string, name: string): string {
  const plain = path.resolve(dir, name);
  if (existsSync(plain)) return plain;
  return existsSync(`${plain}.gz`) ? `${plain}.gz` : plain;
}

const isGzip = (file: string) => file.endsWith('.gz');

/** The text of a geodata file (gunzipped when compressed). */
export async function readGeoFile(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (isGzip(file) ? await gunzipAsync(bytes) : bytes).toString('utf8');
}

/** The text of `name` in `dir` (see geoFilePath). */
export function readGeoText(dir: string, name: string): Promise<string> {
  return readGeoFile(geoFilePath(dir, name));
}

/** A byte stream of a geodata file, gunzipped when compressed (large area files are streamed, never read whole). */
export function openGeoStream(file: string): Readable {
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  if (!isGzip(file)) return input;
  const output = createGunzip();
  input.on('error', (error) => output.destroy(error));
  return input.pipe(output);
}
