// The multipliers area's calls (spec back-office §7), read through useAppApi('multipliers').
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MultipliersApi {}

/** react-admin resources of this area (resource name → adapter); none yet. */
export const createMultipliersAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createMultipliersApi = (_http: HttpClient): MultipliersApi => ({});
