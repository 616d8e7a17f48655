// The react-admin AuthProvider: the session (stored token validated, then re-checked every TOKEN_RECHECK_MS), login,
// registration and logout, with the messages of their errors.
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { MeResponse, Permissions, TokenResponse } from '../domain/api.ts';
import { TOKEN_RECHECK_MS } from '../domain/constants.ts';
import { canAccess, emptyPermissions } from '../domain/permissions.ts';
import { isApiError } from '../dataProvider/errors.ts';
import type { HttpClient } from '../dataProvider/httpClient.ts';
import { fetchMe } from '../dataProvider/session.ts';
import { systemClock, type Clock } from './clock.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { createSessionEvents, type SessionListener } from './sessionEvents.ts';
import type { TokenStorage } from './tokenStorage.ts';
import type { RegisterInput } from '../domain/schemas.ts';

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

/** The rejection react-admin turns into "log out and show this message". */
const mustBeLoggedIn = () => ({ message: AUTH_MESSAGES.mustBeLoggedIn });
/** As mustBeLoggedIn, saying why for a session the account's deactivation ended. */
const loggedOutBy = (error: unknown) =>
  isApiError(error, 401) && error.errorCode === 'account_deactivated'
    ? { message: AUTH_MESSAGES.sessionDeactivated }
    : mustBeLoggedIn();

/** A refused call (403) reports a possible change of permissions at most this often. */
const ACCESS_RECHECK_MIN_MS = 5_000;

const isNoSession = (error: unknown): boolean =>
  (error as { message?: unknown } | null)?.message === AUTH_MESSAGES.mustBeLoggedIn;

export const createAuthProvider = ({
  http,
  storage,
  clock = systemClock,
  recheckMs = TOKEN_RECHECK_MS,
}: AuthProviderDeps): AppAuthProvider => {
  const events = createSessionEvents();
  const cleanups = new Set<() => void>();
  let sessionValid = false;
  let pendingCheck: Promise<void> | null = null;
  let me: Promise<MeResponse> | null = null;
  let permissions: Promise<Permissions> | null = null;
  let recheckHandle: unknown = null;
  let accessReportedAt = -Infinity;

  const refreshToken = async (): Promise<void> => {
    const { token } = await http.post<TokenResponse>('/auth/refresh');
    storage.set(token);
  };

  const stopRecheck = () => {
    if (recheckHandle !== null) clock.clearInterval(recheckHandle);
    recheckHandle = null;
  };

  const recheck = async () => {
    try {
      await refreshToken();
    } catch (error) {
      if (!isApiError(error, 401)) return; // transient failure: try again at the next tick
      stopRecheck();
      sessionValid = false;
      events.emit(error.errorCode === 'account_deactivated' ? 'accountDeactivated' : 'sessionExpired');
    }
  };

  const startRecheck = () => {
    if (recheckHandle === null) recheckHandle = clock.setInterval(() => void recheck(), recheckMs);
  };

  const resetSessionState = () => {
    stopRecheck();
    sessionValid = false;
    pendingCheck = null;
    me = null;
    permissions = null;
    events.clear();
  };

  const startSession = (token: string) => {
    resetSessionState();
    storage.set(token);
    sessionValid = true;
    startRecheck();
  };

  const validateStoredToken = async (): Promise<void> => {
    try {
      await refreshToken();
      sessionValid = true;
      startRecheck();
    } catch (error) {
      if (isApiError(error, 401)) {
        storage.clear();
        throw loggedOutBy(error);
      }
      throw error;
    } finally {
      pendingCheck = null;
    }
  };

  /** Resolves when the stored token is known to be valid (validated once per session). */
  const ensureSession = async (): Promise<void> => {
    if (!storage.get()) throw mustBeLoggedIn();
    if (sessionValid) return;
    pendingCheck ??= validateStoredToken();
    return pendingCheck;
  };

  const getMe = (options: { reload?: boolean } = {}): Promise<MeResponse> => {
    if (!storage.get()) return Promise.reject(mustBeLoggedIn());
    if (!me || options.reload) {
      const loading = ensureSession().then(() => fetchMe(http));
      me = loading;
      if (options.reload) permissions = null;
      loading.catch((error: unknown) => {
        // Without a session the next caller starts again; any other failure stands for this session.
        if (me === loading && (isApiError(error, 401) || isNoSession(error))) me = null;
      });
    }
    return me;
  };

  const getPermissions = (): Promise<Permissions> => {
    if (!storage.get()) return Promise.resolve(emptyPermissions()); // no session: nothing to load
    if (!permissions) {
      const loading = getMe()
        .then((user) => user.permissions)
        .catch((error: unknown) => {
          if (isApiError(error, 401) || isNoSession(error)) {
            permissions = null; // no session: checkError / the session gate log out
            if (isApiError(error, 401)) throw error;
            return emptyPermissions();
          }
          // The failed initialisation is reported once; the session stays without permissions.
          events.emit('initFailed');
          return emptyPermissions();
        });
      permissions = loading;
    }
    return permissions;
  };

  return {
    async login(params) {
      if ('register' in params) {
        startSession((await registerAccount(http, params.register)).token);
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
      startSession(response.token);
    },

    async logout() {
      const token = storage.get();
      cleanups.forEach((cleanup) => cleanup());
      cleanups.clear();
      resetSessionState();
      if (token) {
        await http.post('/logout').catch(() => undefined); // errors are ignored
      }
      storage.clear();
    },

    checkAuth: ensureSession,

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
      const { user } = await getMe();
      return { id: user.id, fullName: user.name || user.username };
    },

    getPermissions,

    async canAccess({ resource, action }) {
      return canAccess(await getPermissions(), { resource, action });
    },

    getMe,
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
