// The dashboard's calls: GET /dashboard/orders, /dashboard/attention and /dashboard/drivers.
import type {
  DashboardAttention,
  DashboardAttentionQuery,
  DashboardDrivers,
  DashboardOrders,
  DashboardQuery,
} from '../../domain/dashboard.ts';
import type { HttpClient } from './httpClient.ts';

const filters = (q: DashboardQuery) => ({ region: q.region, companyIds: q.companyIds?.map(String) });

export const createDashboardApi = (http: HttpClient) => ({
  orders: (q: DashboardQuery, signal?: AbortSignal) =>
    http.get<DashboardOrders>('/dashboard/orders', filters(q), { signal }),
  attention: (q: DashboardAttentionQuery, signal?: AbortSignal) =>
    http.get<DashboardAttention>(
      '/dashboard/attention',
      { ...filters(q), notAcceptedMinutes: q.notAcceptedMinutes },
      { signal },
    ),
  drivers: (q: Pick<DashboardQuery, 'region'>, signal?: AbortSignal) =>
    http.get<DashboardDrivers>('/dashboard/drivers', { region: q.region }, { signal }),
});

export type DashboardApi = ReturnType<typeof createDashboardApi>;
