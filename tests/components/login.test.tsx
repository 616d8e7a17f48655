import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';
import { operatorMe, order } from './support/fixtures.ts';
import { apiError, FRESH_TOKEN, meHandler, orderList, tokenResponse } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { dashboardHandlers } from './support/dashboard.ts';

const fillAndSubmit = async (
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) => {
  const usernameField = await screen.findByLabelText(/login or e-mail/i);
  if (username) await user.type(usernameField, username);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

const loginReturns = (response: () => Response) => {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      calls.push(await request.json());
      return response();
    }),
  );
  return calls;
};

describe('login page', () => {
  it('shows the minimum-length errors under the fields and sends nothing for inputs shorter than 3 characters', async () => {
    const calls = loginReturns(() => HttpResponse.json(tokenResponse()));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'ab', 'xy');

    expect(await screen.findAllByText('Must be at least 3 characters')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('requires both fields', async () => {
    const calls = loginReturns(() => HttpResponse.json(tokenResponse()));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, '', '');

    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('tells a deactivated account with the right password that it is deactivated and whom to ask', async () => {
    loginReturns(() => apiError(401, 'account_deactivated'));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'secret1');

    expect(
      await screen.findByText(
        'This account is deactivated. If this is a mistake, ask your company’s administrator to activate it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Login or password is invalid')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it.each([401, 404])('answers %i with "Login or password is invalid"', async (status) => {
    const calls = loginReturns(() => apiError(status, 'invalid_credentials'));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'wrong-password');

    expect(await screen.findByText('Login or password is invalid')).toBeInTheDocument();
    expect(calls).toEqual([{ username: 'anna.operator', password: 'wrong-password' }]);
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('answers 429 with the too-many-attempts message', async () => {
    loginReturns(() => apiError(429, 'too_many_login_attempts'));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'secret1');

    expect(await screen.findByText('Too many login attempts. Try again later.')).toBeInTheDocument();
  });

  it.each([
    ['900', 'Too many login attempts. Try again in 15 minutes.'],
    ['61', 'Too many login attempts. Try again in 2 minutes.'],
    ['40', 'Too many login attempts. Try again in 40 seconds.'],
    ['1', 'Too many login attempts. Try again in 1 second.'],
  ])('answers 429 with Retry-After %s with the wait: "%s"', async (retryAfter, text) => {
    loginReturns(() =>
      HttpResponse.json(
        { name: 'TooManyRequests', message: 'Too many failed sign-ins', errorCode: 'too_many_login_attempts' },
        { status: 429, headers: { 'Retry-After': retryAfter } },
      ),
    );
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'secret1');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('logs other failures without the invalid-credentials message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loginReturns(() => apiError(500, 'unknown'));
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'secret1');

    expect(await screen.findByText('Logging in failed. Try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Login or password is invalid')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('stores the token, says "Logged in!" and lands on the dashboard', async () => {
    loginReturns(() => HttpResponse.json(tokenResponse(FRESH_TOKEN)));
    server.use(meHandler(operatorMe()), orderList([order({ orderNo: 'Z9Y8' })]), ...dashboardHandlers());
    const { user } = await renderApp('/login');

    await fillAndSubmit(user, 'anna.operator', 'secret1');

    expect(await screen.findByText('Logged in!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH_TOKEN);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });
});
