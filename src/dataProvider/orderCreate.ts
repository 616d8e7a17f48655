// Calls of the order create form: POST /order/create, POST /order/check-delivery-availability and
// GET /order/form-options (everything the form needs for one company in one call).
import type {
  DeliveryAvailabilityInput,
  DeliveryAvailabilityResult,
  OrderCreateInput,
  OrderCreateResult,
  OrderFormOptions,
} from '../domain/orderCreateApi.ts';
import type { HttpClient } from './httpClient.ts';

export const createOrderCreateApi = (http: HttpClient) => ({
  /** A client user's own company when companyId is left out; an operator's chosen company. */
  formOptions: (companyId?: number | null, signal?: AbortSignal) =>
    http.get<OrderFormOptions>('/order/form-options', { companyId: companyId ?? undefined }, { signal }),
  create: (body: OrderCreateInput) => http.post<OrderCreateResult>('/order/create', body),
  checkDeliveryAvailability: (body: DeliveryAvailabilityInput) =>
    http.post<DeliveryAvailabilityResult>('/order/check-delivery-availability', body),
});

export type OrderCreateApi = ReturnType<typeof createOrderCreateApi>;
