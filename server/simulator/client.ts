// The simulator's HTTP side: the driver API for each virtual driver, and an operator session that stands in for the
// pickup points' staff (who read the pick-up PIN in the console and tell it to the driver), lists the drivers and
// reads the orders waiting for one (the fleet of simulation.ts).
// Plain fetch against a base URL, so the simulator works against any running server.
import type {
  DriverLocationResponse,
  DriverMeResponse,
  DriverOfferedResponse,
  DriverOrderResponse,
  DriverRosterItem,
  DriverTokenResponse,
} from '../../domain/driverApi.ts';
import type { LatLng } from '../../domain/geo.ts';
import type { OperationsMapAnswer } from '../../domain/operationsMap.ts';
import type { DriverNotificationsResponse, NotificationAckResponse } from '../../domain/notificationSchemas.ts';
import type { StockExchangeListResponse, StockExchangeResponse } from '../../domain/stockSchemas.ts';
import type { DriverCorrectionResponse, driverCorrectionSchema } from '../../domain/correctionSchemas.ts';
import type { z } from 'zod';

/** The body of POST /driver/correction as sent. */
type DriverCorrectionBody = z.input<typeof driverCorrectionSchema>;

const REQUEST_TIMEOUT_MS = 20_000;

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** A call ends at the timeout, or at once when the simulation stops (its signal). */
async function request<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string | null; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${method} ${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
    REQUEST_TIMEOUT_MS,
  );
  const stop = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) stop();
  else opts.signal?.addEventListener('abort', stop, { once: true });
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
    text = await res.text();
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', stop);
  }
  if (res.status === 204) return undefined as T;
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err = (body ?? {}) as { errorCode?: string; message?: string };
    throw new ApiCallError(
      res.status,
      err.errorCode ?? 'unknown',
      `${method} ${path}: ${res.status} ${err.errorCode ?? ''} ${err.message ?? text.slice(0, 200)}`.trim(),
    );
  }
  return body as T;
}

/** One driver's session on the driver API. Signs in again by itself when the session has ended (401). */
export class DriverApiClient {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    private readonly password: string,
    private readonly signal?: AbortSignal,
  ) {}

  get signedIn(): boolean {
    return this.token !== null;
  }

  async signIn(): Promise<DriverTokenResponse> {
    const res = await request<DriverTokenResponse>(this.baseUrl, 'POST', '/driver/sign-in', {
      body: { email: this.email, password: this.password },
      signal: this.signal,
    });
    this.token = res.token;
    return res;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    if (!this.token) await this.signIn();
    try {
      return await request<T>(this.baseUrl, method, path, { token: this.token, body, signal: this.signal });
    } catch (err) {
      if (!(err instanceof ApiCallError) || err.status !== 401) throw err;
      await this.signIn();
      return request<T>(this.baseUrl, method, path, { token: this.token, body, signal: this.signal });
    }
  }

  me = () => this.call<DriverMeResponse>('GET', '/driver/me');
  offered = () => this.call<DriverOfferedResponse>('GET', '/driver/order/offered');
  accept = (orderId: number) => this.call<DriverOrderResponse>('POST', '/driver/order/accept', { orderId });
  arriveAtPickup = (orderId: number) =>
    this.call<DriverOrderResponse>('POST', '/driver/order/arrive-at-pickup', { orderId });
  pickUp = (orderId: number, verificationCode?: string) =>
    this.call<DriverOrderResponse>('POST', '/driver/order/pick-up', { orderId, verificationCode });
  arrive = (orderId: number) => this.call<DriverOrderResponse>('POST', '/driver/order/arrive', { orderId });
  deliver = (orderId: number) => this.call<DriverOrderResponse>('POST', '/driver/order/deliver', { orderId });
  finish = (orderId: number) => this.call<DriverOrderResponse>('POST', '/driver/order/finish', { orderId });
  hold = (orderId: number, notes: string, holdOrderTill?: string) =>
    this.call<DriverOrderResponse>('POST', '/driver/order/hold', { orderId, notes, holdOrderTill });
  ping = (at: LatLng) => this.call<DriverLocationResponse>('POST', '/driver/location', { lat: at.lat, lng: at.lng });
  notifications = () => this.call<DriverNotificationsResponse>('GET', '/driver/notifications');
  acknowledge = (ids: number[]) => this.call<NotificationAckResponse>('POST', '/driver/notifications/ack', { ids });
  stockExchanges = () => this.call<StockExchangeListResponse>('GET', '/driver/stock/exchanges');
  startExchange = (exchangeId: number) =>
    this.call<StockExchangeResponse>('POST', '/driver/stock/exchange/start', { exchangeId });
  confirmExchange = (exchangeId: number) =>
    this.call<StockExchangeResponse>('POST', '/driver/stock/exchange/confirm', { exchangeId });
  rejectExchange = (exchangeId: number) =>
    this.call<StockExchangeResponse>('POST', '/driver/stock/exchange/reject', { exchangeId });
  submitCorrection = (body: DriverCorrectionBody) =>
    this.call<DriverCorrectionResponse>('POST', '/driver/correction', body);

  /** Ends the session (errors ignored: the server may be going down). Not tied to the stop signal. */
  async logout(): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    this.token = null;
    await request(this.baseUrl, 'POST', '/driver/logout', { token, signal: AbortSignal.timeout(3_000) }).catch(
      () => undefined,
    );
  }
}

/** An operator session: the driver roster, and the pick-up PIN as the pickup point's staff see it. */
export class OperatorClient {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly username: string,
    private readonly password: string,
    private readonly signal?: AbortSignal,
  ) {}

  async signIn(): Promise<void> {
    const res = await request<{ token: string }>(this.baseUrl, 'POST', '/auth/login', {
      body: { username: this.username, password: this.password },
      signal: this.signal,
    });
    this.token = res.token;
  }

  private async get<T>(path: string): Promise<T> {
    if (!this.token) await this.signIn();
    try {
      return await request<T>(this.baseUrl, 'GET', path, { token: this.token, signal: this.signal });
    } catch (err) {
      if (!(err instanceof ApiCallError) || err.status !== 401) throw err;
      await this.signIn();
      return request<T>(this.baseUrl, 'GET', path, { token: this.token, signal: this.signal });
    }
  }

  async roster(region?: string): Promise<DriverRosterItem[]> {
    const query = new URLSearchParams({ limit: '1000', ...(region ? { region } : {}) });
    return (await this.get<{ drivers: DriverRosterItem[] }>(`/simulator/roster?${query}`)).drivers;
  }

  /**
   * The orders waiting for a driver (status new) and the online drivers with their road state: the live operations
   * map (needs the orders page and the route flag).
   */
  async waitingOrders(region?: string): Promise<Pick<OperationsMapAnswer, 'orders' | 'drivers'>> {
    const query = new URLSearchParams({ status: 'new', ...(region ? { region } : {}) });
    return this.get<OperationsMapAnswer>(`/operations/map?${query}`);
  }

  /** The pick-up PIN from the order details (needs the operator's pinCode flag); null when the order has none. */
  async pickupCode(orderId: number): Promise<string | null> {
    const details = await this.get<{ codes: { pickUpVerificationCode: string | null } | null }>(
      `/order/details?orderId=${orderId}`,
    );
    return details.codes?.pickUpVerificationCode ?? null;
  }

  async logout(): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    this.token = null;
    await request(this.baseUrl, 'POST', '/logout', { token, signal: AbortSignal.timeout(3_000) }).catch(
      () => undefined,
    );
  }
}
