// The driver app's only way to the server: /api/driver/* over fetch with the session's bearer token. An answer that
// is not 2xx becomes a DriverApiError with the server's errorCode (the app translates it); no answer at all is the
// code "network". The session (token, expiry, profile) is kept on the phone, so a reload stays signed in.
import type { DriverProfile, DriverTokenResponse } from '../../domain/driverApi.ts';
import type { DriverPushKey, DriverPushSubscription } from '../../domain/driverPush.ts';

export const SESSION_STORAGE_KEY = 'driver-app.session';

export interface DriverSession {
  token: string;
  expiresAt: string;
  driver: DriverProfile;
}

export class DriverApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details: { retryAfterSeconds?: number; reason?: string } = {},
  ) {
    super(message);
    this.name = 'DriverApiError';
  }

  /** No answer (offline, DNS, a dropped connection) or the server's 503: worth sending again later. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export function readSession(): DriverSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as DriverSession;
    if (typeof session?.token !== 'string' || new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

export function writeSession(session: DriverSession | null): void {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // private mode: the session lasts this visit
  }
}

export const sessionOf = (answer: DriverTokenResponse): DriverSession => ({
  token: answer.token,
  expiresAt: answer.expiresAt,
  driver: answer.driver,
});

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Sent as Idempotency-Key: a replay of the same step answers as the first time and changes nothing. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Calls /api/driver/<path>; resolves the parsed JSON (null for 204). */
export async function callDriverApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api/driver/${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new DriverApiError(0, 'network', 'No connection');
  }
  if (response.status === 204) return null as T;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new DriverApiError(
      response.status,
      typeof body?.errorCode === 'string' ? body.errorCode : response.status >= 500 ? 'server' : 'unknown',
      typeof body?.message === 'string' ? body.message : response.statusText,
      {
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        reason: typeof body?.reason === 'string' ? body.reason : undefined,
      },
    );
  }
  return body as T;
}

/** A fresh Idempotency-Key. */
export const newActionKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

// ---- Web Push (src/driver-app/pushSubscription.ts) -----------------------------------------------------------------

export const getPushKey = (token: string) => callDriverApi<DriverPushKey>('push/key', { token });

/** Stores this phone's subscription for the driver (204); 400 validation_failed when its endpoint is refused. */
export const putPushSubscription = (token: string, body: DriverPushSubscription) =>
  callDriverApi<null>('push/subscription', { method: 'PUT', body, token });

export const deletePushSubscription = (token: string, endpoint: string) =>
  callDriverApi<null>('push/subscription', { method: 'DELETE', body: { endpoint }, token });
