// The wallet area's calls: the react-admin adapter of the wallet page's entry list (GET /wallet/list: one page, the
// total and the sums as the list's meta) and the grouped calls read through useAppApi('wallet'): the driver of the
// create dialog (GET /wallet/driver), create (POST /wallet/create with the dialog's Idempotency-Key) and delete
// (POST /wallet/delete).
import type { GetListParams, GetListResult } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, WALLET_DEFAULT_PER_PAGE, walletRangeQueryOf } from '../domain/walletConstants.ts';
import type {
  WalletCreateInput,
  WalletDeleteInput,
  WalletDriver,
  WalletEntry,
  WalletListResponse,
  WalletTotals,
} from '../domain/walletSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const WALLET_RESOURCE = 'wallet';

/** The wallet page's filter: the range (in the URL; today when absent) and the driver (the page's ?driverId). */
export interface WalletListFilter {
  dateFrom?: string;
  dateTo?: string;
  driverId?: number | string;
}

/** The list's meta: the sums per currency over the whole filter. */
export interface WalletListMeta {
  totals: WalletTotals[];
}

/** GET /wallet/list's query: the range as whole days of at most 7 (walletRangeOf), the driver, the page. */
export const walletListQuery = (params: Pick<GetListParams, 'filter' | 'pagination'>, now: Date = new Date()) => {
  const filter: WalletListFilter = params.filter ?? {};
  const driverId = Number(filter.driverId);
  return {
    ...walletRangeQueryOf(filter, now),
    driverId: Number.isInteger(driverId) && driverId > 0 ? driverId : undefined,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? WALLET_DEFAULT_PER_PAGE,
  };
};

export interface WalletApi {
  driver(driverId: number, signal?: AbortSignal): Promise<WalletDriver>;
  /** The key makes a retried create write one entry: send the same key for the same entry. */
  create(body: WalletCreateInput, idempotencyKey: string): Promise<WalletEntry>;
  remove(body: WalletDeleteInput): Promise<WalletEntry>;
}

/** react-admin resources of this area (resource name → adapter). */
export const createWalletAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [WALLET_RESOURCE]: {
    async getList(params): Promise<GetListResult<WalletEntry>> {
      const result = await http.get<WalletListResponse>('/wallet/list', walletListQuery(params), { signal: params.signal });
      const meta: WalletListMeta = { totals: result.totals };
      return { data: result.items, total: result.total, meta };
    },
  },
});

export const createWalletApi = (http: HttpClient): WalletApi => ({
  driver: (driverId, signal) => http.get<WalletDriver>('/wallet/driver', { driverId }, { signal }),
  create: (body, idempotencyKey) => http.post<WalletEntry>('/wallet/create', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  remove: (body) => http.post<WalletEntry>('/wallet/delete', body),
});
