// The stock area's calls (spec back-office §7), read through useAppApi('stock').
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StockApi {}

/** react-admin resources of this area (resource name → adapter); none yet. */
export const createStockAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createStockApi = (_http: HttpClient): StockApi => ({});
