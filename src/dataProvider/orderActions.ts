// Calls of the order action calls (spec orders §7: cancel, hold, release, comment, change driver, pickup verification, label, drivers).
import type { HttpClient } from './httpClient.ts';

export const createOrderActionsApi = (http: HttpClient) => ({
  http,
});

export type OrderActionsApi = ReturnType<typeof createOrderActionsApi>;
