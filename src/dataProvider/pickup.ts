// The public find-and-verify call of the /pin page: POST /order/find-and-verify-pickup with the order number, PIN and
// creation date.
import type { FindAndVerifyPickupBody, FindAndVerifyPickupResponse } from '../../domain/pickupSchemas.ts';
import type { HttpClient } from './httpClient.ts';

export const createPickupApi = (http: HttpClient) => ({
  findAndVerify: (body: FindAndVerifyPickupBody) =>
    http.post<FindAndVerifyPickupResponse>('/order/find-and-verify-pickup', body),
});

export type PickupApi = ReturnType<typeof createPickupApi>;
