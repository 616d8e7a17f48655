// Operator accounts: the users page's react-admin resource `users` (getList → GET /operator/list, the whole list; create →
// POST /operator/create; update → POST /operator/update), and the grouped calls read through useAppApi('users'): the
// account actions (POST /operator/change-password, /deactivate, /activate) and the choices of the page's forms:
// companies (GET /company/list), regions (GET /region/list) and locations of the chosen companies (GET /region/locations).
import type { CreateResult, GetListResult, UpdateResult } from 'react-admin';
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { CompanyLocations } from '../../domain/locationApi.ts';
import type {
  CreateOperatorBody,
  OperatorItem,
  OperatorResponse,
  UpdateOperatorBody,
} from '../../domain/operatorSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

/** The operators' react-admin resource (the users area's name for it). */
export const USERS_RESOURCE = 'users';

export const createOperatorsAdapter = (http: HttpClient): ResourceAdapter => ({
  /** The whole list (the page filters and searches it on the client), in the server's order. */
  async getList(params): Promise<GetListResult<OperatorItem>> {
    const data = await http.get<OperatorItem[]>('/operator/list', undefined, { signal: params.signal });
    return { data, total: data.length };
  },
  async create(params): Promise<CreateResult<OperatorItem>> {
    return {
      data: (await http.post<OperatorResponse>('/operator/create', params.data as CreateOperatorBody)).operator,
    };
  },
  async update(params): Promise<UpdateResult<OperatorItem>> {
    const body = { ...(params.data as Omit<UpdateOperatorBody, 'operatorId'>), operatorId: Number(params.id) };
    return { data: (await http.post<OperatorResponse>('/operator/update', body as UpdateOperatorBody)).operator };
  },
});

/** react-admin resources of this area (resource name → adapter). */
export const createOperatorsAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [USERS_RESOURCE]: createOperatorsAdapter(http),
});

export const createOperatorsApi = (http: HttpClient) => ({
  changePassword: async (body: { operatorId: number; newPassword: string }) =>
    (await http.post<OperatorResponse>('/operator/change-password', body)).operator,
  deactivate: async (operatorId: number) =>
    (await http.post<OperatorResponse>('/operator/deactivate', { operatorId })).operator,
  activate: async (operatorId: number) =>
    (await http.post<OperatorResponse>('/operator/activate', { operatorId })).operator,
  /** Every company the caller may see, by name. */
  companies: (signal?: AbortSignal) => http.get<CompanyOption[]>('/company/list', undefined, { signal }),
  /** Every region the caller may see (inactive ones too: an operator may be assigned to them), by name. */
  regions: (signal?: AbortSignal) => http.get<Region[]>('/region/list', undefined, { signal }),
  /** Locations of the given companies; "all": of every company the caller may see. */
  locations: (companyIds: number[] | 'all', signal?: AbortSignal) =>
    http.get<CompanyLocations[]>(
      '/region/locations',
      companyIds === 'all' ? undefined : { companyIds: companyIds.join(',') },
      { signal },
    ),
});

export type OperatorsApi = ReturnType<typeof createOperatorsApi>;
