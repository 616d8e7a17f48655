// The corrections area's calls, read through useAppApi('corrections'): the pending list, one correction's details,
// accept and reject.
import type {
  CorrectionAcceptInput,
  CorrectionDecisionResponse,
  CorrectionDetail,
  CorrectionRejectInput,
  PendingCorrectionItem,
  PendingCorrectionListResponse,
} from '../domain/correctionSchemas.ts';
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

/** react-admin resources of this area (resource name → adapter); none: the page reads the calls below. */
export const createCorrectionsAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createCorrectionsApi = (http: HttpClient): CorrectionsApi => ({
  pendingList: async (signal) => (await http.get<PendingCorrectionListResponse>('/correction/pending-list', undefined, { signal })).items,
  info: (correctionId, signal) => http.get<CorrectionDetail>('/correction/info', { correctionId }, { signal }),
  accept: (body) => http.post<CorrectionDecisionResponse>('/correction/accept', body),
  reject: (body) => http.post<CorrectionDecisionResponse>('/correction/reject', body),
});
