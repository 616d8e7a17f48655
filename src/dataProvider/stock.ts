// The stock area's calls, read through useAppApi('stock'): a holder's stock (GET /driver/stock, GET /warehouse/stock),
// the receiving driver's pending exchanges (GET /stock/pending), the drivers of the picker (GET /driver/list searched
// on the server) and the four transfers, the path picked by the two entity types.
import { mayDeliverFor } from '../../domain/driverConstants.ts';
import type { DriverPageResponse, DriverRow } from '../../domain/driverSchemas.ts';
import {
  TRANSFER_PATHS,
  transferActionOf,
  type StockHolderType,
  type StockTransferAction,
} from '../../domain/stockConstants.ts';
import type {
  StockExchange,
  StockExchangeListResponse,
  StockItem,
  StockResponse,
  StockTransferResponse,
} from '../../domain/stockSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';
import { byName } from '../../domain/sorting.ts';

/** A driver may be given stock when active and not blocked, and (for a company's goods) may carry them. */
export const mayReceiveStock = (
  d: Pick<DriverRow, 'active' | 'blocked' | 'allowedCompanyIds'>,
  companyId?: number,
): boolean =>
  d.active !== false &&
  d.blocked !== true &&
  (companyId === undefined || mayDeliverFor({ allowedCompanyIds: d.allowedCompanyIds ?? [] }, companyId));

/** How many drivers the picker offers for one search text. */
export const DRIVER_PICKER_SIZE = 50;

export interface StockTransferRequest {
  givingType: StockHolderType;
  givingId: number;
  receivingType: StockHolderType;
  receivingId: number;
  productId: number;
  amount: number;
}

/** The body of each transfer action (the field names differ per path). */
export const transferBodyOf = (action: StockTransferAction, r: StockTransferRequest): Record<string, number> => {
  switch (action) {
    case 'warehouseToDriver':
      return { amount: r.amount, warehouseId: r.givingId, driverId: r.receivingId, productId: r.productId };
    case 'warehouseToWarehouse':
      return {
        amount: r.amount,
        givingWarehouseId: r.givingId,
        receivingWarehouseId: r.receivingId,
        productId: r.productId,
      };
    case 'driverToWarehouse':
      return {
        amount: r.amount,
        givingDriverId: r.givingId,
        receivingWarehouseId: r.receivingId,
        productId: r.productId,
      };
    case 'driverToDriver':
      return { amount: r.amount, productId: r.productId, givingDriverId: r.givingId, receivingDriverId: r.receivingId };
  }
};

export interface StockApi {
  /** The holder's stock items, by product name. */
  holderStock(type: StockHolderType, id: number, signal?: AbortSignal): Promise<StockItem[]>;
  /** The driver's open exchanges waiting for it to confirm, newest first. */
  pending(driverId: number, signal?: AbortSignal): Promise<StockExchange[]>;
  /** Drivers whose name, e-mail or phone contains the text (the first page). */
  /**
   * Drivers matching q; `receiving`: only those who may be given stock (active, not blocked: the server's rule), and
   * with `companyId` only those who may carry that company's goods (mayDeliverFor).
   */
  drivers(q: string, signal?: AbortSignal, receiving?: boolean, companyId?: number): Promise<DriverRow[]>;
  transfer(request: StockTransferRequest): Promise<StockTransferResponse>;
}

/** react-admin resources of this area (resource name → adapter); none. */
export const createStockAdapters = (_http: HttpClient): Record<string, ResourceAdapter> => ({});

const byProductName = byName<StockItem>(
  (item) => item.name,
  (a, b) => a.productId - b.productId,
);

export const createStockApi = (http: HttpClient): StockApi => ({
  holderStock: async (type, id, signal) => {
    const answer =
      type === 'driver'
        ? await http.get<StockResponse>('/driver/stock', { driverId: id }, { signal })
        : await http.get<StockResponse>('/warehouse/stock', { warehouseId: id }, { signal });
    return Object.values(answer.stock ?? {}).sort(byProductName);
  },
  pending: async (driverId, signal) =>
    (await http.get<StockExchangeListResponse>('/stock/pending', { driverId }, { signal })).items,
  drivers: async (q, signal, receiving = false, companyId) => {
    const only = receiving ? { active: true, blocked: false, companyId } : {};
    const items = (
      await http.get<DriverPageResponse>(
        '/driver/list',
        { q: q.trim() || undefined, ...only, page: 1, perPage: DRIVER_PICKER_SIZE },
        { signal },
      )
    ).items;
    // The server filters the same way; the rule is kept here too, so the picker never offers a driver it refuses.
    return receiving ? items.filter((d) => mayReceiveStock(d, companyId)) : items;
  },
  transfer: (request) => {
    const action = transferActionOf(request.givingType, request.receivingType);
    return http.post<StockTransferResponse>(TRANSFER_PATHS[action], transferBodyOf(action, request));
  },
});
