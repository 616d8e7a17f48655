// The corrections area's calls (spec back-office §7), read through useAppApi('corrections').
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CorrectionsApi {}

/** react-admin resources of this area (resource name → adapter); none yet. */
export const createCorrectionsAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createCorrectionsApi = (_http: HttpClient): CorrectionsApi => ({});
