// Locations and the zip-code search (GET /region/locations, POST /region/locations/add and /update,
// GET /region/zip-codes).
import type { CompanyLocations, Location, ZipCodeSearchResult } from '../domain/locationApi.ts';
import type { LocationAddBody, LocationUpdateBody, ZipCodeSearchQuery } from '../domain/locationSchemas.ts';
import type { HttpClient } from './httpClient.ts';

export const createLocationsApi = (http: HttpClient) => ({
  list: (query: { companyId?: number; locationId?: number } = {}, signal?: AbortSignal) =>
    http.get<CompanyLocations[]>('/region/locations', query, { signal }),
  add: (body: LocationAddBody) => http.post<Location>('/region/locations/add', body),
  update: (body: LocationUpdateBody) => http.post<Location>('/region/locations/update', body),
  searchZipCodes: (query: ZipCodeSearchQuery, signal?: AbortSignal) =>
    http.get<ZipCodeSearchResult>('/region/zip-codes', query, { signal }),
});

export type LocationsApi = ReturnType<typeof createLocationsApi>;
