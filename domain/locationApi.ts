// Answers of the location and zip-code calls (GET /region/locations, GET /region/zip-codes).
import type { WorkingSettings } from './types.ts';

export interface LocationAddress {
  street: string;
  city: string;
  zipCode: string;
  /** "street, zipCode city" as geocoded on save. */
  formatted: string | null;
  lat: number | null;
  lng: number | null;
}

export interface Location {
  id: number;
  companyId: number;
  name: string;
  phone: string | null;
  address: LocationAddress;
  defaultNote: string | null;
  active: boolean;
  workingSettings: WorkingSettings;
  createdAt: string;
  /**
   * The answers of GET /region/locations, add and update: the active region whose zip-code coverage holds the zip
   * code (null: outside every region). The registration's answer leaves it out.
   */
  region?: string | null;
  /**
   * With region: whether an active region covers the point (region is not null). An uncovered point cannot be the
   * pickup point of a delivery: the lists mark it "Outside our delivery area".
   */
  covered?: boolean;
}

/** GET /region/locations: one item per company, each with its locations. */
export interface CompanyLocations {
  companyId: number;
  companyName: string;
  locations: Location[];
}

export interface ZipCodeArea {
  name: string;
  /** [lng, lat] (GeoJSON order). */
  centroid: [number, number];
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
  /** The covering region's name; null for a code out of bounds. */
  region: string | null;
}

export interface ZipCodeSearchResult {
  centerPoint: { lat: number; lng: number };
  zipCodes: ZipCodeArea[];
  zipCodesOutOfBounds: ZipCodeArea[];
}

/** GET /region/zip-code: one postal code, and whether (and by which regions) it is served. */
export interface ZipCodeLookup {
  /** The code as 00-000. */
  zipCode: string;
  /** Whether the code is known: a stored zip-code area or a code of the postal-code list. */
  known: boolean;
  /** Its place (city or village), when known. */
  place: string | null;
  /** Its centroid, when known. */
  centroid: { lat: number; lng: number } | null;
  /** The active regions whose zip-code coverage holds it, by name. */
  regions: string[];
  /** Whether an active region serves it (regions is not empty). */
  served: boolean;
}
