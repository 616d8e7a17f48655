// The warehouses area's calls: the warehouses page's react-admin resource (GET /warehouse/list with the company and
// state filters, sorted by region on the server; GET /warehouse/details; create and update through POST
// /warehouse/create and /warehouse/update) and the grouped calls read through useAppApi('warehouses'): the active
// warehouses the caller may see (the stock page's picker), adding stock to a warehouse, one product per call (POST
// /warehouse/add), deactivating and activating a warehouse.
import type { CreateResult, GetListParams, GetListResult, GetOneResult, UpdateResult } from 'react-admin';
import type {
  WarehouseAddInput,
  WarehouseAddResponse,
  WarehouseItem,
  WarehouseListResponse,
} from '../../domain/stockSchemas.ts';
import type {
  CreateWarehouseInput,
  UpdateWarehouseInput,
  WarehouseAnswer,
  WarehouseDetails,
} from '../../domain/warehouseSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const WAREHOUSES_RESOURCE = 'warehouses';

/** The warehouses page's filter (in the URL): one company or none ("---"); the state ('true', 'false' or none: both). */
export interface WarehouseListFilter {
  companyId?: number | string;
  active?: string | boolean;
}

export const warehouseListQuery = (params: Pick<GetListParams, 'filter'>) => {
  const filter: WarehouseListFilter = params.filter ?? {};
  const companyId = filter.companyId === undefined || filter.companyId === '' ? undefined : Number(filter.companyId);
  const active = filter.active === undefined || filter.active === '' ? undefined : String(filter.active) === 'true';
  return { companyIds: companyId ? [companyId] : undefined, active };
};

export interface WarehousesApi {
  /** Every active warehouse the caller may see, sorted by region (an inactive one gives and receives no stock). */
  list(signal?: AbortSignal): Promise<WarehouseItem[]>;
  /** Adds one product's delivery to a warehouse (companyToWarehouse in the ledger). */
  addStock(body: WarehouseAddInput): Promise<WarehouseAddResponse>;
  deactivate(warehouseId: number): Promise<WarehouseDetails>;
  activate(warehouseId: number): Promise<WarehouseDetails>;
}

export const createWarehousesAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<WarehouseItem>> {
    const result = await http.get<WarehouseListResponse>('/warehouse/list', warehouseListQuery(params), {
      signal: params.signal,
    });
    return { data: result.items, total: result.items.length };
  },
  async getOne(params): Promise<GetOneResult<WarehouseDetails>> {
    const result = await http.get<WarehouseAnswer>(
      '/warehouse/details',
      { warehouseId: String(params.id) },
      { signal: params.signal },
    );
    return { data: result.warehouse };
  },
  async create(params): Promise<CreateResult<WarehouseDetails>> {
    return {
      data: (await http.post<WarehouseAnswer>('/warehouse/create', params.data as CreateWarehouseInput)).warehouse,
    };
  },
  async update(params): Promise<UpdateResult<WarehouseDetails>> {
    const body: UpdateWarehouseInput = {
      ...(params.data as Omit<UpdateWarehouseInput, 'warehouseId'>),
      warehouseId: Number(params.id),
    };
    return { data: (await http.post<WarehouseAnswer>('/warehouse/update', body)).warehouse };
  },
});

/** react-admin resources of this area (resource name → adapter). */
export const createWarehousesAdapters = (http: HttpClient): Record<string, ResourceAdapter> => ({
  [WAREHOUSES_RESOURCE]: createWarehousesAdapter(http),
});

export const createWarehousesApi = (http: HttpClient): WarehousesApi => ({
  list: async (signal) =>
    (await http.get<WarehouseListResponse>('/warehouse/list', { active: true }, { signal })).items,
  addStock: (body) => http.post<WarehouseAddResponse>('/warehouse/add', body),
  deactivate: async (warehouseId) =>
    (await http.post<WarehouseAnswer>('/warehouse/deactivate', { warehouseId })).warehouse,
  activate: async (warehouseId) => (await http.post<WarehouseAnswer>('/warehouse/activate', { warehouseId })).warehouse,
});
