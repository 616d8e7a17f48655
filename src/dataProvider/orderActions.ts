// Calls of the order actions: cancel, hold, release, comment, change driver, pickup verification, label, drivers.
import type { OrderListItem } from '../../domain/api.ts';
import type { DriverListItem } from '../../domain/driverSchemas.ts';
import type { NearestDriversAnswer } from '../../domain/dispatch.ts';
import type { DownloadResult, HttpClient } from './httpClient.ts';

/** Every action answers the order as the list shows it, after the change. */
export interface OrderActionResponse {
  order: OrderListItem | null;
}

export interface HoldOrderBody {
  orderId: number;
  holdOrderTill?: string;
  notes?: string;
}

export interface CancelOrderBody {
  orderId: number;
  reason: string;
  comment?: string;
  forceCancel?: boolean;
  renewOrder?: boolean;
  createReturn?: boolean | 'none';
  payable?: boolean;
}

export interface ChangeDriverBody {
  orderId: number;
  driverId: number;
  comment?: string;
}

export interface DriverListParams {
  /** Region name ("*": every region). */
  region?: string;
  /** Comma-joined online/offline. */
  status?: string;
  active?: boolean;
  blocked?: boolean;
  companyId?: number;
}

/** The file name an order's label is saved under. */
export const labelFilename = (orderId: number) => `${orderId}_order_label.pdf`;

export const createOrderActionsApi = (http: HttpClient) => ({
  hold: (body: HoldOrderBody) => http.post<OrderActionResponse>('/order/set-on-hold', body),
  release: (orderId: number) => http.post<OrderActionResponse>('/order/release-on-hold', { orderId }),
  addComment: (orderId: number, comment: string) =>
    http.post<OrderActionResponse>('/order/add-comment', { orderId, comment }),
  cancel: (body: CancelOrderBody) => http.post<OrderActionResponse>('/order/cancel', body),
  changeDriver: (body: ChangeDriverBody) => http.post<OrderActionResponse>('/order/change-driver', body),
  checkPickupCode: (orderId: number, verificationCode: string) =>
    http.post<OrderActionResponse>('/order/check-pickup-verification-code', { orderId, verificationCode }),
  /** The label PDF, always named {orderId}_order_label.pdf. */
  downloadLabel: async (orderId: number): Promise<DownloadResult> => {
    const file = await http.download(`/order/labels/${orderId}`, { fallbackFilename: labelFilename(orderId) });
    return { blob: file.blob, filename: labelFilename(orderId) };
  },
  /** GET /order/nearest-drivers: the dialog's dispatch help (online drivers nearest to the pickup point first). */
  nearestDrivers: (orderId: number, signal?: AbortSignal) =>
    http.get<NearestDriversAnswer>('/order/nearest-drivers', { orderId }, { signal }),
  /** GET /driver/list: the drivers of the change-driver dialog. */
  drivers: (params: DriverListParams = {}, signal?: AbortSignal) =>
    http.get<DriverListItem[]>('/driver/list', { ...params }, { signal }),
});

export type OrderActionsApi = ReturnType<typeof createOrderActionsApi>;
