// Demo requests (POST /lead/register, GET /lead/list): the public registration of the landing page and the operators'
// list, as grouped calls (useAppApi('leads')) and as the react-admin adapter of the list page.
import type { GetListParams, GetListResult } from 'react-admin';
import { LEAD_LIST_DEFAULT_PER_PAGE } from '../domain/leadConstants.ts';
import type { LeadListResponse, LeadRegisterBody, LeadRow } from '../domain/leadSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const LEADS_RESOURCE = 'leads';

export interface LeadListParams {
  q?: string;
  page?: number;
  perPage?: number;
}

export const leadListQuery = (params: Pick<GetListParams, 'filter' | 'pagination'>): LeadListParams => ({
  q: (params.filter as { q?: string } | undefined)?.q?.trim() || undefined,
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? LEAD_LIST_DEFAULT_PER_PAGE,
});

export const createLeadsApi = (http: HttpClient) => ({
  /** Public: no session needed; answers nothing (204). */
  register: (body: LeadRegisterBody) => http.post<void>('/lead/register', body),
  list: (query: LeadListParams = {}, signal?: AbortSignal) =>
    http.get<LeadListResponse>('/lead/list', { ...query }, { signal }),
});

export type LeadsApi = ReturnType<typeof createLeadsApi>;

export const createLeadsAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<LeadRow>> {
    const result = await createLeadsApi(http).list(leadListQuery(params), params.signal);
    return { data: result.items, total: result.total };
  },
});
