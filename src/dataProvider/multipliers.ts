// The multipliers area's calls, read through useAppApi('multipliers'): the calendar's window (GET /multiplier/list),
// create and deactivate.
import type {
  MultiplierCreateInput,
  MultiplierItem,
  MultiplierListResponse,
  MultiplierResponse,
} from '../domain/multiplierSchemas.ts';
import type { CompanyOption } from '../domain/api.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export interface MultipliersApi {
  /** The multipliers overlapping [dateFrom, dateTo] (ISO instants), deactivated ones included. */
  list(window: { dateFrom: string; dateTo: string }, signal?: AbortSignal): Promise<MultiplierItem[]>;
  create(body: MultiplierCreateInput): Promise<MultiplierItem>;
  /** The console does not collect a deactivation reason. */
  deactivate(multiplierId: number): Promise<MultiplierItem>;
  /** Every company the caller sees, any status (names in the details dialog). */
  companies(): Promise<CompanyOption[]>;
}

/** react-admin resources of this area (resource name → adapter); none: the calendar is a custom page. */
export const createMultipliersAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createMultipliersApi = (http: HttpClient): MultipliersApi => ({
  list: async (window, signal) => (await http.get<MultiplierListResponse>('/multiplier/list', window, { signal })).multipliers,
  create: async (body) => (await http.post<MultiplierResponse>('/multiplier/create', body)).multiplier,
  deactivate: async (multiplierId) => (await http.post<MultiplierResponse>('/multiplier/deactivate', { multiplierId })).multiplier,
  companies: () => http.get<CompanyOption[]>('/company/list'),
});
