// The react-admin AuthProvider: login, registration and logout with the messages of their errors, over the session
// store (sessionStore.ts: the stored token validated, then re-checked every TOKEN_RECHECK_MS; the user; permissions).
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { MeResponse, TokenResponse } from '../../domain/api.ts';
import { TOKEN_RECHECK_MS } from '../../domain/constants.ts';
import { canAccess } from '../../domain/permissions.ts';
import { isApiError } from '../dataProvider/errors.ts';
import type { HttpClient } from '../dataProvider/httpClient.ts';
import { systemClock, type Clock } from './clock.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { createSessionEvents, type SessionListener } from './sessionEvents.ts';
import { createSessionStore, loggedOutBy } from './sessionStore.ts';
import type { TokenStorage } from './tokenStorage.ts';
import type { RegisterInput } from '../../domain/schemas.ts';

export interface AuthProviderDeps {
  http: HttpClient;
  storage: TokenStorage;
  clock?: Clock;
  recheckMs?: number;
}

export type LoginParams =
  | { username: string; password: string }
  /** Registration: the new account is signed in like a login, so the authorised stage reloads. */
  | { register: RegisterInput };

export interface AppAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  /** The session user (GET /@me), loaded once per session; `reload` fetches it again. */
  getMe(options?: { reload?: boolean }): Promise<MeResponse>;
  /** Session events (expiry, failed initialisation) for the React listener. */
  subscribe(listener: SessionListener): () => void;
  /** A token the server just issued for this session's user (own password change): the session goes on with it. */
  replaceToken(token: string): void;
  /** Cleanup run on logout (sockets, timers); returns an unregister function. */
  onLogout(cleanup: () => void): () => void;
}

/** A refused call (403) reports a possible change of permissions at most this often. */
const ACCESS_RECHECK_MIN_MS = 5_000;

/**
 * react-admin's AuthProvider over the session store (sessionStore.ts: the token, its checks, the user and its
 * permissions): login and registration with the messages of their errors, logout with its cleanups, and the calls
 * react-admin makes (checkAuth, checkError, getIdentity, getPermissions, canAccess).
 */
export const createAuthProvider = ({
  http,
  storage,
  clock = systemClock,
  recheckMs = TOKEN_RECHECK_MS,
}: AuthProviderDeps): AppAuthProvider => {
  const events = createSessionEvents();
  const session = createSessionStore({ http, storage, clock, recheckMs, events });
  const cleanups = new Set<() => void>();
  let accessReportedAt = -Infinity;

  return {
    async login(params) {
      if ('register' in params) {
        session.start((await registerAccount(http, params.register)).token);
        return;
      }
      const { username, password } = params;
      let response: TokenResponse;
      try {
        response = await http.post<TokenResponse>('/auth/login', { username, password });
      } catch (error) {
        // The right password of a deactivated account: say so (and whom to ask), not "wrong login or password".
        if (isApiError(error, 401) && error.errorCode === 'account_deactivated')
          throw new Error(AUTH_MESSAGES.accountDeactivated);
        if (isApiError(error, 401) || isApiError(error, 404)) throw new Error(AUTH_MESSAGES.invalidCredentials);
        if (isApiError(error, 429))
          throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts, error.retryAfterSeconds);
        throw error;
      }
      session.start(response.token);
    },

    async logout() {
      const token = storage.get();
      cleanups.forEach((cleanup) => cleanup());
      cleanups.clear();
      session.reset();
      if (token) {
        await http.post('/logout').catch(() => undefined); // errors are ignored
      }
      storage.clear();
    },

    checkAuth: session.ensure,

    async checkError(error: unknown) {
      const status = (error as { status?: number } | null)?.status;
      if (status === 401) throw loggedOutBy(error);
      // A refusal may mean an administrator just changed this user's permissions: the console reads them again.
      if (status === 403 && Date.now() - accessReportedAt >= ACCESS_RECHECK_MIN_MS) {
        accessReportedAt = Date.now();
        events.emit('accessChanged');
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const { user } = await session.getMe();
      return { id: user.id, fullName: user.name || user.username };
    },

    getPermissions: session.getPermissions,

    async canAccess({ resource, action }) {
      return canAccess(await session.getPermissions(), { resource, action });
    },

    getMe: session.getMe,
    replaceToken: (token) => storage.set(token),
    subscribe: (listener) => events.subscribe(listener),
    onLogout(cleanup) {
      cleanups.add(cleanup);
      return () => cleanups.delete(cleanup);
    },
  };
};

/** The field error the register form shows under the e-mail (code user_email_already_occupied). */
export class EmailTakenError extends Error {
  constructor() {
    super(AUTH_MESSAGES.emailTaken);
  }
}

/** A 429: the message (an i18n key) and the seconds the server asked to wait (Retry-After), when it said. */
export class TooManyAttemptsError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
    this.name = 'TooManyAttemptsError';
  }
}

/**
 * POST /auth/register and the messages of its failures: 401/404 → "An error occurred when trying to create your
 * account.", user_email_already_occupied → EmailTakenError, 429 → TooManyAttemptsError (too many registrations from
 * the address), anything else → "Account creation failed. Contact us".
 */
async function registerAccount(http: HttpClient, values: RegisterInput): Promise<TokenResponse> {
  try {
    return await http.post<TokenResponse>('/auth/register', values);
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'user_email_already_occupied') throw new EmailTakenError();
    if (isApiError(error, 429)) throw new TooManyAttemptsError(AUTH_MESSAGES.registerTooMany, error.retryAfterSeconds);
    if (isApiError(error, 401) || isApiError(error, 404)) throw new Error(AUTH_MESSAGES.registerFailed);
    console.error('Registration failed', error);
    throw new Error(AUTH_MESSAGES.registerUnknown);
  }
}
