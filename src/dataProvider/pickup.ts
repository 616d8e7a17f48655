// Calls of the public find-and-verify call of the /pin page.
import type { HttpClient } from './httpClient.ts';

export const createPickupApi = (http: HttpClient) => ({
  http,
});

export type PickupApi = ReturnType<typeof createPickupApi>;
