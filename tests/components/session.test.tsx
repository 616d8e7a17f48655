import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/createAuthProvider.ts';
import { createTokenStorage } from '../../src/authProvider/tokenStorage.ts';
import { createHttpClient } from '../../src/dataProvider/httpClient.ts';
import { ApiError } from '../../src/dataProvider/errors.ts';
import { TOKEN_RECHECK_MS } from '../../domain/constants.ts';
import { emptyPermissions } from '../../domain/permissions.ts';
import type { SessionEvent } from '../../src/authProvider/sessionEvents.ts';
import { operatorMe, order } from './support/fixtures.ts';
import {
  apiError,
  FRESH_TOKEN,
  logoutHandler,
  meHandler,
  orderList,
  refreshOk,
  refreshUnauthorized,
  TOKEN,
} from './support/handlers.ts';
import { manualClock } from './support/manualClock.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const setup = (token: string | null = TOKEN) => {
  const storage = createTokenStorage(undefined);
  if (token) storage.set(token);
  const clock = manualClock();
  const auth = createAuthProvider({ http: createHttpClient({ getToken: storage.get }), storage, clock });
  const events: SessionEvent[] = [];
  auth.subscribe((event) => events.push(event));
  return { storage, clock, auth, events };
};

const countRefreshes = (
  respond: () => Response = () => HttpResponse.json({ token: FRESH_TOKEN, expiresAt: '', userType: 'operator' }),
) => {
  const calls = { count: 0 };
  server.use(
    http.post('/api/auth/refresh', () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
};

describe('session (authProvider)', () => {
  it('validates the stored token once with the refresh call and keeps the new token', async () => {
    const refreshes = countRefreshes();
    const { auth, storage, clock } = setup();

    await Promise.all([auth.checkAuth({}), auth.checkAuth({})]);
    await auth.checkAuth({});

    expect(refreshes.count).toBe(1);
    expect(storage.get()).toBe(FRESH_TOKEN);
    expect(clock.intervals()).toEqual([TOKEN_RECHECK_MS]);
  });

  it('has no session without a token or when the refresh answers 401', async () => {
    server.use(refreshUnauthorized());
    await expect(setup(null).auth.checkAuth({})).rejects.toEqual({ message: 'session.mustBeLoggedIn' });

    const { auth, storage } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'session.mustBeLoggedIn' });
    expect(storage.get()).toBeNull();
  });

  it('raises other refresh failures as they are', async () => {
    server.use(http.post('/api/auth/refresh', () => apiError(503, 'unavailable')));
    const { auth, storage } = setup();

    await expect(auth.checkAuth({})).rejects.toBeInstanceOf(ApiError);
    expect(storage.get()).toBe(TOKEN);
  });

  it('re-validates every 10 minutes and reports an expired session', async () => {
    let valid = true;
    const refreshes = countRefreshes(() =>
      valid ? HttpResponse.json({ token: FRESH_TOKEN }) : apiError(401, 'expired'),
    );
    const { auth, clock, events } = setup();
    await auth.checkAuth({});

    clock.tick();
    await waitFor(() => expect(refreshes.count).toBe(2));
    expect(events).toEqual([]);

    valid = false;
    clock.tick();
    await waitFor(() => expect(events).toEqual(['sessionExpired']));
    expect(clock.intervals()).toEqual([]);
  });

  it('reports a session the account’s deactivation ended as such at the re-check', async () => {
    let deactivated = false;
    countRefreshes(() =>
      deactivated ? apiError(401, 'account_deactivated') : HttpResponse.json({ token: FRESH_TOKEN }),
    );
    const { auth, clock, events } = setup();
    await auth.checkAuth({});
    deactivated = true;
    clock.tick();
    await waitFor(() => expect(events).toEqual(['accountDeactivated']));
  });

  it('turns a 401 into a logout with the restricted-area message (or the deactivation’s), and ignores other errors', async () => {
    const { auth, events } = setup();
    await expect(auth.checkError(new ApiError(401, undefined))).rejects.toEqual({ message: 'session.mustBeLoggedIn' });
    await expect(
      auth.checkError(new ApiError(401, { name: 'Unauthorized', message: '', errorCode: 'account_deactivated' })),
    ).rejects.toEqual({
      message: 'session.deactivated',
    });
    await expect(auth.checkError(new ApiError(500, undefined))).resolves.toBeUndefined();
    expect(events).toEqual([]);
    // A refusal reads the permissions again (at most once in 5 s), and logs nobody out.
    await expect(auth.checkError(new ApiError(403, undefined))).resolves.toBeUndefined();
    await expect(auth.checkError(new ApiError(403, undefined))).resolves.toBeUndefined();
    expect(events).toEqual(['accessChanged']);
  });

  it('loads permissions and identity from /@me once per session', async () => {
    let meCalls = 0;
    server.use(
      refreshOk(),
      http.get('/api/@me', () => {
        meCalls += 1;
        return HttpResponse.json(operatorMe(['orders.canAccessPage']));
      }),
    );
    const { auth } = setup();

    expect((await auth.getPermissions!({})).orders.canAccessPage).toBe(true);
    expect(await auth.getIdentity!()).toEqual({ id: 1, fullName: 'Anna Nowak' });
    expect(await auth.canAccess!({ resource: 'orders', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'orders', action: 'create' })).toBe(false);
    expect(meCalls).toBe(1);
  });

  it('reports "User initialization failed" and grants nothing when /@me fails', async () => {
    server.use(
      refreshOk(),
      http.get('/api/@me', () => apiError(500, 'unknown')),
    );
    const { auth, events } = setup();

    expect(await auth.getPermissions!({})).toEqual(emptyPermissions());
    expect(events).toEqual(['initFailed']);
  });

  it('logs out: cleanups run, the server is told (its errors ignored), the token is gone, the timer stops', async () => {
    server.use(
      refreshOk(),
      http.post('/api/logout', () => apiError(500, 'unknown')),
    );
    const { auth, storage, clock } = setup();
    await auth.checkAuth({});
    let cleaned = false;
    auth.onLogout(() => {
      cleaned = true;
    });

    await auth.logout({});

    expect(cleaned).toBe(true);
    expect(storage.get()).toBeNull();
    expect(clock.intervals()).toEqual([]);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'session.mustBeLoggedIn' });
  });
});

describe('session (console)', () => {
  it('logs out with "You session expired. Please, log in." when the re-check finds the session invalid', async () => {
    let valid = true;
    const clock = manualClock();
    server.use(
      http.post('/api/auth/refresh', () =>
        valid ? HttpResponse.json({ token: FRESH_TOKEN }) : apiError(401, 'expired'),
      ),
      meHandler(operatorMe()),
      orderList([order({ orderNo: 'LIVE' })]),
      logoutHandler(),
    );
    await renderApp('/orders/list', { loggedIn: true, clock, withShell: true });
    await screen.findByText('LIVE');

    valid = false;
    clock.tick();

    expect(await screen.findByText('You session expired. Please, log in.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem('dc.token')).toBeNull();
  });

  it('logs out with the restricted-area message when an API call answers 401', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    server.use(
      refreshOk(),
      meHandler(operatorMe()),
      http.get('/api/order/list', () => apiError(401, 'invalid_token')),
      logoutHandler(),
    );
    await renderApp('/orders/list', { loggedIn: true, withShell: true });

    expect(await screen.findByText('You have to be logged in to visit this page')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows "User initialization failed" when the session user cannot be loaded', async () => {
    server.use(
      refreshOk(),
      http.get('/api/@me', () => apiError(500, 'unknown')),
      orderList([]),
      logoutHandler(),
    );
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await screen.findByText('User initialization failed')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });
});
