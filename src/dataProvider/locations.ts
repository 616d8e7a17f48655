// Locations, the zip-code search and the lookup of one zip code (GET /region/locations, POST /region/locations/add
// and /update, GET /region/zip-codes, GET /region/zip-code, GET /region/coverage): the grouped calls read through useAppApi('locations') (the lists and the dialog of the
// company page and /settings/locations), and the `locations` resource's adapter of the location pages
// (/locations/create, /locations/:id, /locations/:id/show): getList of one company (filter companyId; none: every
// company the caller reaches, a client user its own), getOne and getMany through ?locationId (a location the caller
// does not reach answers an empty list: 404 location_not_found), create and update (the whole location is sent, with
// allowDuplicate when the user saves a repeated pickup point on purpose, confirmZipCodePlace when the user keeps a
// postcode of another place than the city).
import type { CreateResult, GetListResult, GetManyResult, GetOneResult, UpdateResult } from 'react-admin';
import type { CompanyLocations, Location, ZipCodeLookup, ZipCodeSearchResult } from '../../domain/locationApi.ts';
import type { CoverageAnswer } from '../../domain/coverage.ts';
import type {
  LocationAddBody,
  LocationFields,
  LocationUpdateBody,
  ZipCodeSearchQuery,
} from '../../domain/locationSchemas.ts';
import { ApiError } from './errors.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const LOCATIONS_RESOURCE = 'locations';

/** A location as the resource gives it: with its company's name (the list groups locations by company). */
export interface LocationRecord extends Location {
  companyName: string;
}

export const createLocationsApi = (http: HttpClient) => ({
  list: (query: { companyId?: number; locationId?: number } = {}, signal?: AbortSignal) =>
    http.get<CompanyLocations[]>('/region/locations', query, { signal }),
  add: (body: LocationAddBody) => http.post<Location>('/region/locations/add', body),
  update: (body: LocationUpdateBody) => http.post<Location>('/region/locations/update', body),
  searchZipCodes: (query: ZipCodeSearchQuery, signal?: AbortSignal) =>
    http.get<ZipCodeSearchResult>('/region/zip-codes', query, { signal }),
  /** One zip code typed alone (00-950 or 00950): the regions that serve it, or none. */
  lookupZipCode: (zipCode: string, signal?: AbortSignal) =>
    http.get<ZipCodeLookup>('/region/zip-code', { zipCode }, { signal }),
  /** Whether we deliver from a city or a pickup point's address (public: the registration asks it too). */
  coverage: (query: { city?: string; zipCode?: string }, signal?: AbortSignal) =>
    http.get<CoverageAnswer>('/region/coverage', query, { signal }),
});

export type LocationsApi = ReturnType<typeof createLocationsApi>;

const recordsOf = (companies: CompanyLocations[]): LocationRecord[] =>
  companies.flatMap((company) =>
    company.locations.map((location) => ({ ...location, companyName: company.companyName })),
  );

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The answer the server gives for a location the caller does not reach, for an id it does not know. */
const locationNotFound = () =>
  new ApiError(404, { name: 'NotFoundError', message: 'Location not found', errorCode: 'location_not_found' });

/**
 * What a save sends besides the fields: allowDuplicate after the duplicate warning, confirmZipCodePlace after the
 * postcode's question.
 */
type SaveData = Partial<LocationFields> & { allowDuplicate?: boolean; confirmZipCodePlace?: boolean };

/** The body's location fields: the form's record may carry more (id, companyName, the answer's address object). */
const fieldsOf = (data: SaveData): LocationFields & { allowDuplicate?: true; confirmZipCodePlace?: true } => ({
  name: data.name ?? '',
  street: data.street ?? '',
  city: data.city ?? '',
  zipCode: data.zipCode ?? '',
  phone: data.phone ?? null,
  defaultNote: data.defaultNote ?? null,
  active: data.active ?? true,
  workingSettings: data.workingSettings ?? {},
  ...(data.allowDuplicate ? { allowDuplicate: true as const } : {}),
  ...(data.confirmZipCodePlace ? { confirmZipCodePlace: true as const } : {}),
});

export const createLocationsAdapter = (http: HttpClient): ResourceAdapter => {
  const api = createLocationsApi(http);
  const one = async (id: unknown, signal?: AbortSignal): Promise<LocationRecord> => {
    const locationId = positiveId(id);
    if (!locationId) throw locationNotFound();
    const found = recordsOf(await api.list({ locationId }, signal)).find((location) => location.id === locationId);
    if (!found) throw locationNotFound();
    return found;
  };
  return {
    /** One company's locations (filter companyId), by name as the server sorts them; every one on one page. */
    async getList(params): Promise<GetListResult<LocationRecord>> {
      const companyId = positiveId((params.filter as { companyId?: unknown } | undefined)?.companyId);
      const data = recordsOf(await api.list(companyId ? { companyId } : {}, params.signal));
      return { data, total: data.length };
    },
    async getOne(params): Promise<GetOneResult<LocationRecord>> {
      return { data: await one(params.id, params.signal) };
    },
    /** The locations of the ids the caller reaches (one call each; the others are left out). */
    async getMany(params): Promise<GetManyResult<LocationRecord>> {
      const found = await Promise.all(
        params.ids.map((id) =>
          one(id, params.signal).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }),
        ),
      );
      return { data: found.filter((location): location is LocationRecord => location !== null) };
    },
    /** data: the location fields and companyId (a client user may leave it out: its own company). */
    async create(params): Promise<CreateResult<Location>> {
      const data = params.data as SaveData & { companyId?: number };
      const companyId = positiveId(data.companyId);
      return { data: await api.add({ ...fieldsOf(data), ...(companyId ? { companyId } : {}) }) };
    },
    async update(params): Promise<UpdateResult<Location>> {
      return {
        data: await api.update({ ...fieldsOf(params.data as SaveData), locationId: Number(params.id) }),
      };
    },
  };
};

/** react-admin resources of this area (resource name → adapter). */
export const createLocationsAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [LOCATIONS_RESOURCE]: createLocationsAdapter(http),
});
