// The one way the console talks HTTP: /api base, Bearer token, 20 s timeout (50 s for files), query encoding without
// empty values, JSON bodies, ApiError for every 4xx/5xx. Each call's outcome goes to the connection monitor: an answer,
// or a server away (nothing answered, or a 503 database_unavailable / shutting_down); a timeout or a call the caller
// cancelled says neither.
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../domain/constants.ts';
import type { ApiErrorBody } from '../../domain/api.ts';
import type { HttpOutcomeReporter } from './connectionMonitor.ts';
import { ApiError, NetworkError } from './errors.ts';
import { encodeQuery, type QueryParams } from './query.ts';
import { isServerAway } from './retryPolicy.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON (FormData is sent as is). */
  body?: unknown;
  /** Cancels the request (react-query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface DownloadResult {
  blob: Blob;
  filename: string;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** A file: blob plus the file name from Content-Disposition (or the fallback). */
  download(path: string, options?: RequestOptions & { fallbackFilename?: string }): Promise<DownloadResult>;
}

export interface HttpClientConfig {
  getToken: () => string | null;
  baseUrl?: string;
  /** Defaults to the global fetch, looked up on every call (so test interceptors apply). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  downloadTimeoutMs?: number;
  /** Told each call's outcome (createAppProviders passes the providers' connection monitor). */
  connection?: HttpOutcomeReporter;
}

/** `/api` + path + query, absolute against the page origin (jsdom and workers need absolute URLs). */
export const buildUrl = (baseUrl: string, path: string, query?: QueryParams): string => {
  const search = encodeQuery(query);
  const relative = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : undefined;
  return origin && origin !== 'null' ? new URL(relative, origin).toString() : relative;
};

export const filenameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const createHttpClient = (config: HttpClientConfig): HttpClient => {
  const baseUrl = config.baseUrl ?? '/api';
  const doFetch: typeof fetch = (input, init) => (config.fetch ?? globalThis.fetch)(input, init);

  /** Runs fetch and `read` under one timeout; maps failures to NetworkError / ApiError. */
  const send = async <T>(
    path: string,
    options: RequestOptions,
    defaultTimeout: number,
    read: (response: Response) => Promise<T>,
  ): Promise<T> => {
    const { method = 'GET', query, body, signal, headers = {} } = options;
    const requestHeaders = new Headers({ Accept: 'application/json', ...headers });
    const token = config.getToken();
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      requestHeaders.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? defaultTimeout);
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);

    try {
      const response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers: requestHeaders,
        body: payload,
        signal: controller.signal,
      });
      if (!response.ok) {
        const response_ = parseBody(await response.text()) as ApiErrorBody | string | undefined;
        const error = new ApiError(
          response.status,
          response_,
          response.statusText,
          response.headers.get('Retry-After'),
        );
        if (isServerAway(error)) config.connection?.httpAway(error);
        else config.connection?.httpAnswered();
        throw error;
      }
      const result = await read(response);
      config.connection?.httpAnswered();
      return result;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new NetworkError('timeout', error);
      if (signal?.aborted) throw error; // cancelled by the caller: let it propagate as an AbortError
      const away = new NetworkError('network', error);
      config.connection?.httpAway(away);
      throw away;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  };

  const request = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    send(path, options, config.timeoutMs ?? REQUEST_TIMEOUT_MS, async (response) =>
      response.status === 204 ? (undefined as T) : (parseBody(await response.text()) as T),
    );

  return {
    request,
    get: (path, query, options = {}) => request(path, { ...options, method: 'GET', query }),
    post: (path, body, options = {}) => request(path, { ...options, method: 'POST', body }),
    download: (path, options = {}) => {
      const { fallbackFilename = 'download', ...rest } = options;
      return send(path, rest, config.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS, async (response) => ({
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackFilename),
      }));
    },
  };
};
