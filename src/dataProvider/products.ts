// Products of the back office: the react-admin adapter of the Products list and form (GET /product/page-list, one
// page with every product of the filter; GET /product/details; create → POST /product/create; update → POST
// /product/update, the product whole), plus the grouped calls read through useAppApi('products') (the company choices
// of the filter and form).
import type { CreateResult, GetListParams, GetListResult, GetOneParams, GetOneResult, UpdateResult } from 'react-admin';
import type { CompanyOption } from '../../domain/api.ts';
import type {
  CreateProductInput,
  ProductDetailsResponse,
  ProductListSort,
  ProductPageListResponse,
  ProductRecord,
  UpdateProductInput,
} from '../../domain/productSchemas.ts';
import { PRODUCT_LIST_DEFAULT_PER_PAGE } from '../../domain/constants.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const PRODUCTS_RESOURCE = 'products';
/** The react-query key of the companies the Products filter and form offer (every status: a pending company too). */
export const PRODUCT_COMPANIES_QUERY_KEY = ['products', 'companyOptions'] as const;

export interface ProductListFilter {
  companyId?: string | number;
  q?: string;
  type?: string;
  active?: string | boolean;
}

const SORTABLE = ['name', 'code', 'type', 'createdAt'];

const sortParam = (field: string | undefined, order: string | undefined): ProductListSort => {
  const key = field && SORTABLE.includes(field) ? field : 'name';
  return (order === 'DESC' ? `-${key}` : key) as ProductListSort;
};

export const productListQuery = (params: Pick<GetListParams, 'filter' | 'pagination' | 'sort'>) => {
  const filter: ProductListFilter = params.filter ?? {};
  const active =
    filter.active === true || filter.active === 'true'
      ? 'true'
      : filter.active === false || filter.active === 'false'
        ? 'false'
        : undefined;
  return {
    companyId: filter.companyId ? String(filter.companyId) : undefined,
    q: filter.q?.trim() || undefined,
    type: filter.type || undefined,
    active,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? PRODUCT_LIST_DEFAULT_PER_PAGE,
    sort: sortParam(params.sort?.field, params.sort?.order),
  };
};

export interface ProductsApi {
  /** Every company the user may see, whatever its status (GET /company/list). */
  companyOptions(signal?: AbortSignal): Promise<CompanyOption[]>;
}

export const createProductsAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<ProductRecord>> {
    const result = await http.get<ProductPageListResponse>('/product/page-list', productListQuery(params), {
      signal: params.signal,
    });
    return { data: result.items, total: result.total };
  },
  async getOne(params: GetOneParams): Promise<GetOneResult<ProductRecord>> {
    const result = await http.get<ProductDetailsResponse>(
      '/product/details',
      { productId: String(params.id) },
      { signal: params.signal },
    );
    return { data: result.product };
  },
  async create(params): Promise<CreateResult<ProductRecord>> {
    return {
      data: (await http.post<ProductDetailsResponse>('/product/create', params.data as CreateProductInput)).product,
    };
  },
  /** data: the product's fields, whole (the server replaces them). */
  async update(params): Promise<UpdateResult<ProductRecord>> {
    const body = { ...(params.data as Omit<UpdateProductInput, 'productId'>), productId: Number(params.id) };
    return { data: (await http.post<ProductDetailsResponse>('/product/update', body as UpdateProductInput)).product };
  },
});

export const createProductsApi = (http: HttpClient): ProductsApi => ({
  companyOptions: (signal) => http.get<CompanyOption[]>('/company/list', undefined, { signal }),
});
