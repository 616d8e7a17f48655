// Typed HTTP errors. The error handler turns them into `{ name, message, errorCode, errors? }`. Every errorCode is one
// of the catalogue's (domain/errorCodes.ts), which the console's messages and the locales follow too.
import type { ServerErrorCode } from '../domain/errorCodes.ts';

/** More of an error's body: the arguments of its field errors' messages, and what a conflict names. */
export interface HttpErrorExtra {
  /** Field path → the arguments of each of its messages ({max: 100}), in the order of `errors`. */
  errorArgs?: Record<string, Record<string, unknown>[]>;
  /** What a 409 conflicts with (a duplicate's existing item: {existingId, existingName}). */
  details?: Record<string, unknown>;
  /** A 403 `driver_blocked`'s block reason, as the back office wrote it (the driver app shows it). */
  reason?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ServerErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly extra: HttpErrorExtra = {},
  ) {
    super(message);
    this.name = HttpError.names[statusCode] ?? 'Error';
  }

  static readonly names: Record<number, string> = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    409: 'Conflict',
    413: 'PayloadTooLarge',
    414: 'UriTooLong',
    415: 'UnsupportedMediaType',
    422: 'UnprocessableEntity',
    429: 'TooManyRequests',
    503: 'ServiceUnavailable',
  };
}

export const badRequest = (errorCode: ServerErrorCode, message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, errorCode, message, errors);
export const unauthorized = (errorCode: ServerErrorCode = 'unauthorized', message = 'Authentication required') =>
  new HttpError(401, errorCode, message);
export const forbidden = (errorCode: ServerErrorCode = 'forbidden', message = 'You are not allowed to do this') =>
  new HttpError(403, errorCode, message);
export const notFound = (errorCode: ServerErrorCode = 'not_found', message = 'Not found') =>
  new HttpError(404, errorCode, message);
/** 409: a state conflict; `details` names what it conflicts with (the existing item of a duplicate). */
export const conflict = (errorCode: ServerErrorCode, message: string, details?: Record<string, unknown>) =>
  new HttpError(409, errorCode, message, undefined, undefined, details ? { details } : {});
export const unprocessable = (errorCode: ServerErrorCode, message: string) => new HttpError(422, errorCode, message);
export const tooManyRequests = (errorCode: ServerErrorCode, message: string, retryAfterSeconds: number) =>
  new HttpError(429, errorCode, message, undefined, { 'retry-after': String(retryAfterSeconds) });
