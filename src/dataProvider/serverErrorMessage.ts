// The message of a failed call for a screen without a message of its own for the server's code: the code's
// translation (errors.server.<code>, every code of domain/errorCodes.ts) when it says more than the screen's
// fallback; the fallback (usually errors.generic) for a code the console does not know, for "unknown" and for a 400
// whose fields carry the messages.
import { isServerErrorCode, type ServerErrorCode } from '../../domain/errorCodes.ts';
import { isApiError } from './errors.ts';

/** Codes whose translation says no more than the generic message. */
const SAYS_NOTHING_MORE: readonly ServerErrorCode[] = ['unknown', 'validation_failed', 'invalid_request'];

export const serverErrorKey = (code: string | undefined): string | null =>
  isServerErrorCode(code) && !SAYS_NOTHING_MORE.includes(code) ? `errors.server.${code}` : null;

export const serverErrorMessage = (error: unknown, fallback = 'errors.generic'): string =>
  (isApiError(error) ? serverErrorKey(error.errorCode) : null) ?? fallback;
