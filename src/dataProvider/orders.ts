// Orders adapter: getList → GET /order/list, react-admin pagination and filters mapped.
import type { GetListParams, GetListResult } from 'react-admin';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';
import type { OrderListQuery } from '../../domain/schemas.ts';
import type { AttentionKind } from '../../domain/enums.ts';
import type { HttpClient } from './httpClient.ts';
import type { QueryParams } from './query.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';
import { narrowing } from '../../domain/allChoice.ts';

export const ORDERS_RESOURCE = 'orders';

/**
 * The server's sorts (ORDER_LIST_SORTS of domain/schemas.ts), typed against the schema; kept here as a type-only
 * import so the list does not pull zod into the initial bundle.
 */
const ORDER_LIST_SORTS: readonly OrderListQuery['sort'][] = ['priority', 'stage', 'createdAt', '-createdAt'];
export const DEFAULT_ORDER_SORT = 'priority';
export const DEFAULT_ORDERS_PER_PAGE = 50;

/** The filter values the order list sends (react-admin's `filter`). */
export interface OrderListFilter {
  q?: string;
  globalIdSearch?: string;
  status?: string | string[];
  dateFrom?: string;
  dateTo?: string;
  companyIds?: number | string | Array<number | string>;
  region?: string;
  productId?: number | string;
  /** Ongoing orders created before dateFrom are listed too, unless this is false (the list sends it by default). */
  showPastActiveOrders?: boolean;
  /** One of the dashboard's attention lists (whatever the date range), and its N for notAccepted. */
  attention?: AttentionKind;
  notAcceptedMinutes?: number | string;
  /** Exactly one order by its id, whatever its date (an order's link: orderPath). */
  orderId?: number | string;
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const sortParam = (field: string | undefined, order: string | undefined): string => {
  if (!field) return DEFAULT_ORDER_SORT;
  const candidate = field === 'createdAt' && order === 'DESC' ? '-createdAt' : field;
  return (ORDER_LIST_SORTS as readonly string[]).includes(candidate) ? candidate : DEFAULT_ORDER_SORT;
};

/** react-admin getList params → the query of GET /order/list. */
export const orderListQuery = (params: GetListParams): QueryParams => {
  const filter: OrderListFilter = params.filter ?? {};
  return {
    globalIdSearch: (filter.globalIdSearch ?? filter.q)?.trim(),
    status: narrowing(toArray(filter.status))?.join(','),
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    companyIds: toArray(filter.companyIds).map(String),
    region: filter.region,
    productId: filter.productId,
    attention: filter.attention,
    orderId: filter.orderId,
    notAcceptedMinutes: filter.attention === 'notAccepted' ? filter.notAcceptedMinutes : undefined,
    // Ongoing orders created before dateFrom are on the list too (an order accepted yesterday and still in delivery
    // is on today's list); a filter may turn that off with showPastActiveOrders: false.
    showPastActiveOrders: filter.showPastActiveOrders === false ? undefined : true,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? DEFAULT_ORDERS_PER_PAGE,
    sort: sortParam(params.sort?.field, params.sort?.order),
  };
};

export const createOrdersAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<OrderListItem>> {
    const result = await http.get<ListResponse<OrderListItem>>('/order/list', orderListQuery(params), {
      signal: params.signal,
    });
    return { data: result.items, total: result.total };
  },
});
