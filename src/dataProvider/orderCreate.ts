// Calls of the order create form: POST /order/create, POST /order/check-delivery-availability,
// GET /order/form-options (everything the form needs for one company in one call) and GET /order/driver-availability.
import type {
  DeliveryAvailabilityInput,
  DeliveryAvailabilityResult,
  OrderCreateInput,
  OrderCreateResult,
  OrderFormOptions,
} from '../../domain/orderCreateApi.ts';
import type { DriverAvailabilityAnswer } from '../../domain/driverAvailability.ts';
import type { HttpClient } from './httpClient.ts';

/** The query of GET /order/driver-availability: the company and one of the two places. */
export type DriverAvailabilityRequest = {
  companyId: number;
  pickupLocationId?: number;
  zipCode?: string;
};

export const createOrderCreateApi = (http: HttpClient) => ({
  /** A client user's own company when companyId is left out; an operator's chosen company. */
  formOptions: (companyId?: number | null, signal?: AbortSignal) =>
    http.get<OrderFormOptions>('/order/form-options', { companyId: companyId ?? undefined }, { signal }),
  create: (body: OrderCreateInput) => http.post<OrderCreateResult>('/order/create', body),
  checkDeliveryAvailability: (body: DeliveryAvailabilityInput) =>
    http.post<DeliveryAvailabilityResult>('/order/check-delivery-availability', body),
  /** Whether a driver is free now in the pickup point's region (a saved location, or a typed postal code). */
  driverAvailability: (query: DriverAvailabilityRequest, signal?: AbortSignal) =>
    http.get<DriverAvailabilityAnswer>('/order/driver-availability', query, { signal }),
});

export type OrderCreateApi = ReturnType<typeof createOrderCreateApi>;
