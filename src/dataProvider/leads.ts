// Leads (POST /lead/register, GET /lead/list): the public demo request of the landing page and the operators' list of
// demo requests and coverage leads, as grouped calls (useAppApi('leads')) and as the react-admin adapter of the list
// page.
import type { GetListParams, GetListResult } from 'react-admin';
import { LEAD_KINDS, LEAD_LIST_DEFAULT_PER_PAGE, type LeadKind } from '../../domain/leadConstants.ts';
import type { LeadListResponse, LeadRegisterBody, LeadRow } from '../../domain/leadSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const LEADS_RESOURCE = 'leads';

export interface LeadListParams {
  q?: string;
  kind?: LeadKind;
  page?: number;
  perPage?: number;
}

const isLeadKind = (value: unknown): value is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(value);

export const leadListQuery = (params: Pick<GetListParams, 'filter' | 'pagination'>): LeadListParams => {
  const filter = params.filter as { q?: string; kind?: unknown } | undefined;
  return {
    q: filter?.q?.trim() || undefined,
    kind: isLeadKind(filter?.kind) ? filter.kind : undefined,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? LEAD_LIST_DEFAULT_PER_PAGE,
  };
};

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
