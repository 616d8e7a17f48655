// The built-in geocoder: Polish postal-code centroids from postcodes-pl.csv (`zipCode,place,lat,lng,precision`,
// 22k rows), read once per file on first use and kept in memory.
//   1. The zip code is known: its centroid; when the typed city is not the code's place (compared without
//      diacritics and case) → address_matched_partially.
//   2. Unknown zip code: the city's codes. Their centroid when they lie within CITY_SPREAD_LIMIT_M of it;
//      address_is_ambiguous when farther (the same name in several places, e.g. "Nowa Wieś").
//   3. Neither → address_not_found.
import { distanceMetres } from '../../../domain/geo.ts';
import { placeKey } from '../../../domain/placeNames.ts';
import type { AddressInput } from '../../../domain/orderCreateApi.ts';
import type { GeocodeResult, GeocodingProvider } from './types.ts';
import { GEO_FILES, geoFilePath, readGeoFile } from '../geoFiles.ts';

/** A city name whose codes spread farther than this from their centroid names several places. */
export const CITY_SPREAD_LIMIT_M = 30_000;

interface Row {
  zipCode: string;
  place: string;
  key: string;
  lat: number;
  lng: number;
  precision: string;
}

interface CityPoint {
  lat: number;
  lng: number;
  place: string;
  zipCode: string;
  /** Max distance of the city's codes from the centroid. */
  spread: number;
}

interface Index {
  byZip: Map<string, Row>;
  byCity: Map<string, CityPoint>;
}

export { placeKey };

export function parsePostcodes(text: string): Index {
  const byZip = new Map<string, Row>();
  const groups = new Map<string, Row[]>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line) continue;
    const [zipCode, place, lat, lng, precision] = line.split(',');
    if (!zipCode || !place) continue;
    const row: Row = {
      zipCode,
      place,
      key: placeKey(place),
      lat: Number(lat),
      lng: Number(lng),
      precision: precision ?? '',
    };
    byZip.set(zipCode, row);
    let list = groups.get(row.key);
    if (!list) groups.set(row.key, (list = []));
    list.push(row);
  }
  const byCity = new Map<string, CityPoint>();
  for (const [key, rows] of groups) {
    const lat = rows.reduce((s, r) => s + r.lat, 0) / rows.length;
    const lng = rows.reduce((s, r) => s + r.lng, 0) / rows.length;
    const spread = Math.max(...rows.map((r) => distanceMetres({ lat, lng }, r)));
    byCity.set(key, { lat, lng, place: rows[0]!.place, zipCode: rows[0]!.zipCode, spread });
  }
  return { byZip, byCity };
}

const cache = new Map<string, Promise<Index>>();

export class PostcodeCsvProvider implements GeocodingProvider {
  readonly name = 'postcodes-pl.csv';
  constructor(private readonly file: string) {}

  static inDir(geoDataDir: string) {
    return new PostcodeCsvProvider(geoFilePath(geoDataDir, GEO_FILES.postcodes));
  }

  private index(): Promise<Index> {
    let p = cache.get(this.file);
    if (!p) {
      p = readGeoFile(this.file).then(parsePostcodes);
      p.catch(() => cache.delete(this.file));
      cache.set(this.file, p);
    }
    return p;
  }

  async geocode(address: AddressInput): Promise<GeocodeResult> {
    const { byZip, byCity } = await this.index();
    const zip = address.zipCode.trim();
    const cityKey = placeKey(address.city);
    const row = byZip.get(zip);
    if (row) {
      if (cityKey && cityKey !== row.key) return { ok: false, code: 'address_matched_partially' };
      return {
        ok: true,
        lat: row.lat,
        lng: row.lng,
        zipCode: zip,
        city: address.city.trim(),
        precision: row.precision === 'prg-polygons' ? 'zipCode' : 'city',
      };
    }
    const city = cityKey ? byCity.get(cityKey) : undefined;
    if (!city) return { ok: false, code: 'address_not_found' };
    if (city.spread > CITY_SPREAD_LIMIT_M) return { ok: false, code: 'address_is_ambiguous' };
    return { ok: true, lat: city.lat, lng: city.lng, zipCode: zip, city: address.city.trim(), precision: 'city' };
  }
}
