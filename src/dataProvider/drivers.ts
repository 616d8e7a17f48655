// Drivers: the react-admin adapter of the drivers page (GET /driver/list, one page with the expanded rows' fields and
// the total) and the grouped calls read through useAppApi('drivers'): sending a push notification
// (POST /notification/send).
import type { GetListParams, GetListResult } from 'react-admin';
import { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE } from '../domain/driverConstants.ts';
import type { DriverPageResponse, DriverRow } from '../domain/driverSchemas.ts';
import type { NotificationSendInput, NotificationSendResponse } from '../domain/notificationSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';

export const DRIVERS_RESOURCE = 'drivers';

/** The drivers page's filter bar (in the URL): company and region ("---": none), status, account active. */
export interface DriverListFilter {
  companyId?: number | string;
  region?: string;
  /** online, offline, or empty / "all" for both. */
  status?: string;
  /** 'true' / 'false' (the select's values); the page starts with 'true'. */
  active?: string | boolean;
  q?: string;
}

export const driverListQuery = (params: Pick<GetListParams, 'filter' | 'pagination'>) => {
  const filter: DriverListFilter = params.filter ?? {};
  const status = filter.status && filter.status !== 'all' ? filter.status : undefined;
  const active = filter.active === undefined || filter.active === '' ? undefined : String(filter.active) === 'true';
  return {
    companyId: filter.companyId ? Number(filter.companyId) : undefined,
    region: filter.region && filter.region !== ALL_REGIONS ? filter.region : undefined,
    status,
    active,
    q: filter.q?.trim() || undefined,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? DEFAULT_DRIVERS_PER_PAGE,
  };
};

export interface DriversApi {
  sendNotification(body: NotificationSendInput): Promise<NotificationSendResponse>;
}

export const createDriversAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<DriverRow>> {
    const result = await http.get<DriverPageResponse>('/driver/list', driverListQuery(params), { signal: params.signal });
    return { data: result.items, total: result.total };
  },
});

export const createDriversApi = (http: HttpClient): DriversApi => ({
  sendNotification: (body) => http.post<NotificationSendResponse>('/notification/send', body),
});
