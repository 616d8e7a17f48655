// The multipliers area's calls: the react-admin resource `multipliers` (getList: the multipliers overlapping the
// filter's window dateFrom/dateTo, GET /multiplier/list, a window around today without one; getOne and getMany: GET
// /multiplier/details; create: POST /multiplier/create) and the grouped calls read through useAppApi('multipliers'):
// the calendar's window, create and deactivate (multipliers are never edited, only ended).
import { addMonths, endOfDay, startOfDay, subMonths } from 'date-fns';
import type {
  CreateResult,
  GetListParams,
  GetListResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
} from 'react-admin';
import { MULTIPLIER_WINDOW_MONTHS } from '../../domain/constants.ts';
import type {
  MultiplierCreateInput,
  MultiplierDetailsQuery,
  MultiplierItem,
  MultiplierListResponse,
  MultiplierResponse,
} from '../../domain/multiplierSchemas.ts';
import type { CompanyOption } from '../../domain/api.ts';
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

export const MULTIPLIERS_RESOURCE = 'multipliers';

/** The list's filter: a window of ISO instants (the calendar's 5 months each side of the viewed date). */
export interface MultiplierListFilter {
  dateFrom?: string;
  dateTo?: string;
}

/** The filter's window, or the calendar's default one around today (5 months each side, aligned to days). */
export const multiplierListQuery = (params: Pick<GetListParams, 'filter'>) => {
  const filter: MultiplierListFilter = params.filter ?? {};
  const now = new Date();
  return {
    dateFrom: filter.dateFrom || startOfDay(subMonths(now, MULTIPLIER_WINDOW_MONTHS)).toISOString(),
    dateTo: filter.dateTo || endOfDay(addMonths(now, MULTIPLIER_WINDOW_MONTHS)).toISOString(),
  };
};

const getMultiplier = async (http: HttpClient, id: GetOneParams['id'], signal?: AbortSignal) => {
  const query: Record<keyof MultiplierDetailsQuery, string> = { multiplierId: String(id) };
  return (await http.get<MultiplierResponse>('/multiplier/details', query, { signal })).multiplier;
};

export const createMultipliersAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<MultiplierItem>> {
    const items = (
      await http.get<MultiplierListResponse>('/multiplier/list', multiplierListQuery(params), { signal: params.signal })
    ).multipliers;
    return { data: items, total: items.length };
  },
  async getOne(params): Promise<GetOneResult<MultiplierItem>> {
    return { data: await getMultiplier(http, params.id, params.signal) };
  },
  async getMany(params): Promise<GetManyResult<MultiplierItem>> {
    return { data: await Promise.all(params.ids.map((id) => getMultiplier(http, id, params.signal))) };
  },
  async create(params): Promise<CreateResult<MultiplierItem>> {
    return {
      data: (await http.post<MultiplierResponse>('/multiplier/create', params.data as MultiplierCreateInput))
        .multiplier,
    };
  },
});

/** react-admin resources of this area (resource name → adapter). */
export const createMultipliersAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [MULTIPLIERS_RESOURCE]: createMultipliersAdapter(http),
});

export const createMultipliersApi = (http: HttpClient): MultipliersApi => ({
  list: async (window, signal) =>
    (await http.get<MultiplierListResponse>('/multiplier/list', window, { signal })).multipliers,
  create: async (body) => (await http.post<MultiplierResponse>('/multiplier/create', body)).multiplier,
  deactivate: async (multiplierId) =>
    (await http.post<MultiplierResponse>('/multiplier/deactivate', { multiplierId })).multiplier,
  companies: () => http.get<CompanyOption[]>('/company/list'),
});
