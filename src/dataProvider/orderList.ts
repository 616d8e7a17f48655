// Calls behind the order list beyond getList: the expanded row (details, audit trail, the delivery proof's photo), the
// filter options (active companies), the user's saved views and the notices of orders not accepted in time.
import type { CompanyOption, OrderAuditEntry, OrderDetails, SavedView } from '../../domain/api.ts';
import type { NotAcceptedOrders } from '../../domain/notAcceptedOrders.ts';
import type { HttpClient } from './httpClient.ts';

export const createOrderListApi = (http: HttpClient) => ({
  details: (orderId: number, signal?: AbortSignal) => http.get<OrderDetails>('/order/details', { orderId }, { signal }),
  audit: (orderId: number, signal?: AbortSignal) =>
    http.get<OrderAuditEntry[]>('/order/audit', { orderId }, { signal }),
  /** The photo of the order's proof of delivery, as an image blob (the token goes in a header: no bare <img src>). */
  deliveryProofPhoto: async (orderId: number, signal?: AbortSignal): Promise<Blob> =>
    (await http.download('/order/delivery-proof/photo', { query: { orderId }, signal })).blob,
  activeCompanies: () => http.get<CompanyOption[]>('/company/list', { status: 'active' }),
  savedViews: () => http.get<SavedView[]>('/saved-view/list', { resource: 'orders' }),
  saveView: (name: string, filters: Record<string, unknown>) =>
    http.post<SavedView>('/saved-view/save', { resource: 'orders', name, filters }),
  deleteView: (id: number) => http.post('/saved-view/delete', { id }),
  notAccepted: (signal?: AbortSignal) => http.get<NotAcceptedOrders>('/order/not-accepted', undefined, { signal }),
});

export type OrderListApi = ReturnType<typeof createOrderListApi>;
