// Operator accounts (GET /operator/list, POST /operator/create, /update, /change-password, /deactivate, /activate) and
// the choices of the users page's forms: companies (GET /company/list), regions (GET /region/list) and locations of the
// chosen companies (GET /region/locations). Read through useAppApi('users').
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { CompanyLocations } from '../../domain/locationApi.ts';
import type {
  CreateOperatorBody,
  OperatorItem,
  OperatorResponse,
  UpdateOperatorBody,
} from '../../domain/operatorSchemas.ts';
import type { HttpClient } from './httpClient.ts';

export const createOperatorsApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get<OperatorItem[]>('/operator/list', undefined, { signal }),
  create: async (body: CreateOperatorBody) => (await http.post<OperatorResponse>('/operator/create', body)).operator,
  update: async (body: UpdateOperatorBody) => (await http.post<OperatorResponse>('/operator/update', body)).operator,
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
