// The wallet area's calls: the react-admin adapter of the wallet entries — getList (GET /wallet/list: one page, the
// total and the sums as the list's meta), getOne (GET /wallet/entry: an entry's page) and create (POST /wallet/create
// with the Idempotency-Key given as meta.idempotencyKey) — and the grouped calls read through useAppApi('wallet'):
// the driver of the create dialog (GET /wallet/driver), the drivers of the driver pickers (GET /wallet/drivers) and
// delete (POST /wallet/delete).
import type { CreateParams, CreateResult, GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, WALLET_DEFAULT_PER_PAGE, walletRangeQueryOf } from '../../domain/walletConstants.ts';
import type {
  WalletCreateInput,
  WalletDeleteInput,
  WalletDriver,
  WalletDriverOption,
  WalletDriverOptionsResponse,
  WalletEntry,
  WalletListResponse,
  WalletTotals,
} from '../../domain/walletSchemas.ts';
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

/** create's meta: the key that makes a retried create write one entry (the same key for the same entry). */
export interface WalletCreateMeta {
  idempotencyKey?: string;
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
  /** The drivers a picker suggests (name, e-mail or phone containing q), at most 20. */
  drivers(q: string, signal?: AbortSignal): Promise<WalletDriverOption[]>;
  remove(body: WalletDeleteInput): Promise<WalletEntry>;
}

const createEntry = (http: HttpClient, body: WalletCreateInput, idempotencyKey: string | undefined) =>
  http.post<WalletEntry>(
    '/wallet/create',
    body,
    idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {},
  );

/** react-admin resources of this area (resource name → adapter). */
export const createWalletAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [WALLET_RESOURCE]: {
    async getList(params): Promise<GetListResult<WalletEntry>> {
      const result = await http.get<WalletListResponse>('/wallet/list', walletListQuery(params), {
        signal: params.signal,
      });
      const meta: WalletListMeta = { totals: result.totals };
      return { data: result.items, total: result.total, meta };
    },
    async getOne(params: GetOneParams): Promise<GetOneResult<WalletEntry>> {
      return {
        data: await http.get<WalletEntry>('/wallet/entry', { entryId: String(params.id) }, { signal: params.signal }),
      };
    },
    async create(params: CreateParams): Promise<CreateResult<WalletEntry>> {
      const meta = (params.meta ?? {}) as WalletCreateMeta;
      return { data: await createEntry(http, params.data as WalletCreateInput, meta.idempotencyKey) };
    },
  },
});

export const createWalletApi = (http: HttpClient): WalletApi => ({
  driver: (driverId, signal) => http.get<WalletDriver>('/wallet/driver', { driverId }, { signal }),
  drivers: async (q, signal) =>
    (await http.get<WalletDriverOptionsResponse>('/wallet/drivers', { q: q.trim() || undefined }, { signal })).items,
  remove: (body) => http.post<WalletEntry>('/wallet/delete', body),
});
