// The warehouses area's calls: the warehouses page's react-admin resource (GET /warehouse/list with the company filter,
// sorted by region on the server) and the grouped calls read through useAppApi('warehouses'): every warehouse the
// caller may see (the stock page's picker) and adding stock to a warehouse, one product per call (POST /warehouse/add).
import type { GetListParams, GetListResult } from 'react-admin';
import type { WarehouseAddInput, WarehouseAddResponse, WarehouseItem, WarehouseListResponse } from '../domain/stockSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const WAREHOUSES_RESOURCE = 'warehouses';

/** The warehouses page's filter (in the URL): one company or none ("---"). */
export interface WarehouseListFilter {
  companyId?: number | string;
}

export const warehouseListQuery = (params: Pick<GetListParams, 'filter'>) => {
  const filter: WarehouseListFilter = params.filter ?? {};
  const companyId = filter.companyId === undefined || filter.companyId === '' ? undefined : Number(filter.companyId);
  return { companyIds: companyId ? [companyId] : undefined };
};

export interface WarehousesApi {
  /** Every warehouse the caller may see, sorted by region. */
  list(signal?: AbortSignal): Promise<WarehouseItem[]>;
  /** Adds one product's delivery to a warehouse (companyToWarehouse in the ledger). */
  addStock(body: WarehouseAddInput): Promise<WarehouseAddResponse>;
}

export const createWarehousesAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<WarehouseItem>> {
    const result = await http.get<WarehouseListResponse>('/warehouse/list', warehouseListQuery(params), { signal: params.signal });
    return { data: result.items, total: result.items.length };
  },
});

/** react-admin resources of this area (resource name → adapter). */
export const createWarehousesAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [WAREHOUSES_RESOURCE]: createWarehousesAdapter(http),
});

export const createWarehousesApi = (http: HttpClient): WarehousesApi => ({
  list: async (signal) => (await http.get<WarehouseListResponse>('/warehouse/list', undefined, { signal })).items,
  addStock: (body) => http.post<WarehouseAddResponse>('/warehouse/add', body),
});
