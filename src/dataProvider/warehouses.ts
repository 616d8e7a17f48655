// The warehouses area's calls (spec back-office §7), read through useAppApi('warehouses').
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WarehousesApi {}

/** react-admin resources of this area (resource name → adapter); none yet. */
export const createWarehousesAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createWarehousesApi = (_http: HttpClient): WarehousesApi => ({});
