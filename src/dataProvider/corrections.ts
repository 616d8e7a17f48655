// The corrections area's calls: the react-admin resource `corrections` (getList: the pending corrections, GET
// /correction/pending-list, oldest first; getOne: GET /correction/info; no create: drivers create corrections) and the
// grouped calls read through useAppApi('corrections'): the pending list, one correction's details, accept and reject.
import type { GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import type {
  CorrectionAcceptInput,
  CorrectionDecisionResponse,
  CorrectionDetail,
  CorrectionRejectInput,
  PendingCorrectionItem,
  PendingCorrectionListResponse,
} from '../../domain/correctionSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export interface CorrectionsApi {
  /** GET /correction/pending-list: oldest first. */
  pendingList(signal?: AbortSignal): Promise<PendingCorrectionItem[]>;
  /** GET /correction/info. */
  info(correctionId: number, signal?: AbortSignal): Promise<CorrectionDetail>;
  accept(body: CorrectionAcceptInput): Promise<CorrectionDecisionResponse>;
  reject(body: CorrectionRejectInput): Promise<CorrectionDecisionResponse>;
}

export const CORRECTIONS_RESOURCE = 'corrections';

export const createCorrectionsAdapter = (http: HttpClient): ResourceAdapter => {
  const api = createCorrectionsApi(http);
  return {
    async getList(params): Promise<GetListResult<PendingCorrectionItem>> {
      const items = await api.pendingList(params.signal);
      return { data: items, total: items.length };
    },
    async getOne(params: GetOneParams): Promise<GetOneResult<CorrectionDetail>> {
      return { data: await api.info(Number(params.id), params.signal) };
    },
  };
};

/** react-admin resources of this area (resource name → adapter). */
export const createCorrectionsAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [CORRECTIONS_RESOURCE]: createCorrectionsAdapter(http),
});

export const createCorrectionsApi = (http: HttpClient): CorrectionsApi => ({
  pendingList: async (signal) =>
    (await http.get<PendingCorrectionListResponse>('/correction/pending-list', undefined, { signal })).items,
  info: (correctionId, signal) => http.get<CorrectionDetail>('/correction/info', { correctionId }, { signal }),
  accept: (body) => http.post<CorrectionDecisionResponse>('/correction/accept', body),
  reject: (body) => http.post<CorrectionDecisionResponse>('/correction/reject', body),
});
