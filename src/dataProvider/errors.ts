// Errors raised by the http client: a typed API error for every 4xx/5xx, and a network error for timeouts and
// unreachable servers.
import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../domain/api.ts';

export const UNKNOWN_ERROR_CODE = 'unknown';

/**
 * Any 4xx/5xx answer. Extends react-admin's HttpError so `status` and `body` are what react-admin reads
 * (authProvider.checkError, form field errors).
 */
export class ApiError extends HttpError {
  /** The parsed JSON body, or the raw text when the body is not JSON. */
  readonly response: ApiErrorBody | string | undefined;
  /** The server's errorCode, 'unknown' when absent. */
  readonly errorCode: string;
  /** Seconds to wait before trying again (a 429's Retry-After), when the server said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    response: ApiErrorBody | string | undefined,
    statusText = '',
    retryAfter: string | null = null,
  ) {
    const body = typeof response === 'object' && response !== null ? response : undefined;
    super(body?.message || statusText || `HTTP ${status}`, status, response);
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.response = response;
    this.errorCode = typeof body?.errorCode === 'string' && body.errorCode ? body.errorCode : UNKNOWN_ERROR_CODE;
    this.retryAfterSeconds = parseRetryAfter(retryAfter);
  }

  /** Per-field errors of a 400 (field path → i18n message keys). */
  get fieldErrors(): Record<string, string[]> {
    return typeof this.response === 'object' && this.response?.errors ? this.response.errors : {};
  }

  /** The arguments of the field errors' messages (field path → one object per message: {max: 100}). */
  get fieldErrorArgs(): Record<string, Record<string, unknown>[]> {
    return typeof this.response === 'object' && this.response?.errorArgs ? this.response.errorArgs : {};
  }

  /** What a conflict names (a 409's details: the existing item of a duplicate); empty when the answer has none. */
  get details(): Record<string, unknown> {
    return typeof this.response === 'object' && this.response?.details ? this.response.details : {};
  }
}

/** Retry-After as seconds: a number of seconds, or an HTTP date (seconds from now); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export type NetworkErrorKind = 'timeout' | 'network';

/** No answer: the request timed out or the server could not be reached. The message is an i18n key. */
export class NetworkError extends Error {
  readonly kind: NetworkErrorKind;
  readonly status = 0;

  constructor(kind: NetworkErrorKind, cause?: unknown) {
    super(kind === 'timeout' ? 'errors.timeout' : 'errors.network', { cause });
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);
