// The public call of the receiver's tracking page: GET /track/<token> (no session; the token is the key).
import type { TrackingAnswer } from '../../domain/tracking.ts';
import type { HttpClient } from './httpClient.ts';

export const createTrackingApi = (http: HttpClient) => ({
  get: (token: string, signal?: AbortSignal) =>
    http.get<TrackingAnswer>(`/track/${encodeURIComponent(token)}`, undefined, { signal }),
});

export type TrackingApi = ReturnType<typeof createTrackingApi>;
