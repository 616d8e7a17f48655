// The wallet area's calls (spec back-office §7), read through useAppApi('wallet').
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WalletApi {}

/** react-admin resources of this area (resource name → adapter); none yet. */
export const createWalletAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

export const createWalletApi = (_http: HttpClient): WalletApi => ({});
