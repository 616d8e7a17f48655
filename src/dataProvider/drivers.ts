// Drivers: the react-admin adapter of the drivers resource (GET /driver/list, one page with the expanded rows' fields
// and the total; GET /driver/details; create and update through POST /driver/create and /driver/update) and the
// grouped calls read through useAppApi('drivers'): block, unblock, deactivate, activate, counting a notification's
// recipients (GET /notification/recipients) and sending it (POST /notification/send).
import type { CreateResult, GetListParams, GetListResult, GetOneResult, UpdateResult } from 'react-admin';
import { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE } from '../../domain/driverConstants.ts';
import type {
  CreateDriverInput,
  DriverDetails,
  DriverPageResponse,
  DriverRow,
  UpdateDriverInput,
} from '../../domain/driverSchemas.ts';
import type {
  NotificationRecipientsResponse,
  NotificationSendInput,
  NotificationSendResponse,
} from '../../domain/notificationSchemas.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';
import { narrowing } from '../../domain/allChoice.ts';

export const DRIVERS_RESOURCE = 'drivers';

/** The drivers page's filter bar (in the URL): company and region ("---": none), status, account active, blocked. */
export interface DriverListFilter {
  companyId?: number | string;
  region?: string;
  /** online, offline, or empty / "all" for both. */
  status?: string;
  /** 'true' / 'false' (the select's values); the page starts with 'true'. */
  active?: string | boolean;
  /** 'true' / 'false', or empty for both: a blocked driver's account stays active (a block is not a deactivation). */
  blocked?: string | boolean;
  q?: string;
}

/** A yes / no select's value as a boolean; empty for either. */
const yesNo = (value: string | boolean | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : String(value) === 'true';

export const driverListQuery = (params: Pick<GetListParams, 'filter' | 'pagination'>) => {
  const filter: DriverListFilter = params.filter ?? {};
  const status = narrowing(filter.status)?.join(',');
  return {
    companyId: filter.companyId ? Number(filter.companyId) : undefined,
    region: filter.region && filter.region !== ALL_REGIONS ? filter.region : undefined,
    status,
    active: yesNo(filter.active),
    blocked: yesNo(filter.blocked),
    q: filter.q?.trim() || undefined,
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? DEFAULT_DRIVERS_PER_PAGE,
  };
};

/** Who a notification goes to: regions ("*": all), status, company (the list's filters are its start). */
export interface NotificationAudience {
  regions: string[];
  status?: string;
  companyId?: number;
}

export interface DriversApi {
  block(driverId: number, reason: string): Promise<DriverDetails>;
  unblock(driverId: number): Promise<DriverDetails>;
  deactivate(driverId: number): Promise<DriverDetails>;
  activate(driverId: number): Promise<DriverDetails>;
  countRecipients(audience: NotificationAudience, signal?: AbortSignal): Promise<number>;
  sendNotification(body: NotificationSendInput): Promise<NotificationSendResponse>;
}

interface DriverAnswer {
  driver: DriverDetails;
}

export const createDriversAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<DriverRow>> {
    const result = await http.get<DriverPageResponse>('/driver/list', driverListQuery(params), {
      signal: params.signal,
    });
    return { data: result.items, total: result.total };
  },
  async getOne(params): Promise<GetOneResult<DriverDetails>> {
    const result = await http.get<DriverAnswer>(
      '/driver/details',
      { driverId: String(params.id) },
      { signal: params.signal },
    );
    return { data: result.driver };
  },
  async create(params): Promise<CreateResult<DriverDetails>> {
    return { data: (await http.post<DriverAnswer>('/driver/create', params.data as CreateDriverInput)).driver };
  },
  async update(params): Promise<UpdateResult<DriverDetails>> {
    const body: UpdateDriverInput = {
      ...(params.data as Omit<UpdateDriverInput, 'driverId'>),
      driverId: Number(params.id),
    };
    return { data: (await http.post<DriverAnswer>('/driver/update', body)).driver };
  },
});

export const createDriversApi = (http: HttpClient): DriversApi => {
  const change = async (path: string, body: object) => (await http.post<DriverAnswer>(path, body)).driver;
  return {
    block: (driverId, reason) => change('/driver/block', { driverId, reason }),
    unblock: (driverId) => change('/driver/unblock', { driverId }),
    deactivate: (driverId) => change('/driver/deactivate', { driverId }),
    activate: (driverId) => change('/driver/activate', { driverId }),
    countRecipients: async (audience, signal) =>
      (
        await http.get<NotificationRecipientsResponse>(
          '/notification/recipients',
          {
            regions: audience.regions.join(','),
            status: narrowing(audience.status)?.join(','),
            companyId: audience.companyId ? String(audience.companyId) : undefined,
          },
          { signal },
        )
      ).count,
    sendNotification: (body) => http.post<NotificationSendResponse>('/notification/send', body),
  };
};
