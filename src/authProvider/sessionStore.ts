// The console's session as state: the stored token (validated once per session, then refreshed every recheckMs so an
// expired or deactivated session is noticed while the console is idle), the signed-in user (GET /@me, loaded once a
// session) and its permissions. createAuthProvider.ts is react-admin's face of it; this file holds what changes.
import type { MeResponse, Permissions, TokenResponse } from '../../domain/api.ts';
import { emptyPermissions } from '../../domain/permissions.ts';
import { isApiError } from '../dataProvider/errors.ts';
import type { HttpClient } from '../dataProvider/httpClient.ts';
import { fetchMe } from '../dataProvider/session.ts';
import type { Clock } from './clock.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { createSessionEvents } from './sessionEvents.ts';
import type { TokenStorage } from './tokenStorage.ts';

/** The rejection react-admin turns into "log out and show this message". */
export const mustBeLoggedIn = () => ({ message: AUTH_MESSAGES.mustBeLoggedIn });
/** As mustBeLoggedIn, saying why for a session the account's deactivation ended. */
export const loggedOutBy = (error: unknown) =>
  isApiError(error, 401) && error.errorCode === 'account_deactivated'
    ? { message: AUTH_MESSAGES.sessionDeactivated }
    : mustBeLoggedIn();

const isNoSession = (error: unknown): boolean =>
  (error as { message?: unknown } | null)?.message === AUTH_MESSAGES.mustBeLoggedIn;

export interface SessionStoreDeps {
  http: HttpClient;
  storage: TokenStorage;
  clock: Clock;
  recheckMs: number;
  events: ReturnType<typeof createSessionEvents>;
}

export interface SessionStore {
  /** A token the server just issued (login, registration): a new session, checked from now on. */
  start(token: string): void;
  /** Forgets the session's state (the token stays in storage: logout clears it). */
  reset(): void;
  /** Resolves when the stored token is known to be valid (validated once per session). */
  ensure(): Promise<void>;
  /** The session user, loaded once per session; `reload` fetches it (and the permissions) again. */
  getMe(options?: { reload?: boolean }): Promise<MeResponse>;
  /** The user's permissions; none without a session, or when the user could not be loaded (reported once). */
  getPermissions(): Promise<Permissions>;
}

export function createSessionStore({ http, storage, clock, recheckMs, events }: SessionStoreDeps): SessionStore {
  let valid = false;
  let pendingCheck: Promise<void> | null = null;
  let me: Promise<MeResponse> | null = null;
  let permissions: Promise<Permissions> | null = null;
  let recheckHandle: unknown = null;

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
      valid = false;
      events.emit(error.errorCode === 'account_deactivated' ? 'accountDeactivated' : 'sessionExpired');
    }
  };

  const startRecheck = () => {
    if (recheckHandle === null) recheckHandle = clock.setInterval(() => void recheck(), recheckMs);
  };

  const reset = () => {
    stopRecheck();
    valid = false;
    pendingCheck = null;
    me = null;
    permissions = null;
    events.clear();
  };

  const validateStoredToken = async (): Promise<void> => {
    try {
      await refreshToken();
      valid = true;
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

  const ensure = async (): Promise<void> => {
    if (!storage.get()) throw mustBeLoggedIn();
    if (valid) return;
    pendingCheck ??= validateStoredToken();
    return pendingCheck;
  };

  const getMe = (options: { reload?: boolean } = {}): Promise<MeResponse> => {
    if (!storage.get()) return Promise.reject(mustBeLoggedIn());
    if (!me || options.reload) {
      const loading = ensure().then(() => fetchMe(http));
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
    start(token) {
      reset();
      storage.set(token);
      valid = true;
      startRecheck();
    },
    reset,
    ensure,
    getMe,
    getPermissions,
  };
}
