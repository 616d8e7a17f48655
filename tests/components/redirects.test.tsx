import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '../../domain/constants.ts';
import { clientCompany, clientMe, operatorMe, order } from './support/fixtures.ts';
import { refreshUnauthorized, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

describe('routing and guards', () => {
  it('sends a logged-in user visiting /login to the dashboard', async () => {
    server.use(...sessionHandlers(operatorMe(), [order({ orderNo: 'Q1W2' })]));
    await renderApp('/login', { loggedIn: true });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends the root to the dashboard for operators and client users with the orders page', async () => {
    server.use(...sessionHandlers(operatorMe(), [order({ orderNo: 'R00T' })]));
    const first = await renderApp('/', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    first.unmount();

    server.use(...sessionHandlers(clientMe()));
    await renderApp('/', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends the root of a user without the orders page to what it may open', async () => {
    server.use(...sessionHandlers(operatorMe(['settings.canAccessPage'])));
    await renderApp('/', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/settings'));
  });

  it('sends an unknown route inside the shell to the orders', async () => {
    server.use(...sessionHandlers(operatorMe(), [order({ orderNo: 'X7X7' })]));
    await renderApp('/no/such/page', { loggedIn: true });

    expect(await screen.findByText('X7X7')).toBeInTheDocument();
    expect(currentPath()).toBe('/orders/list');
  });

  it('shows a visitor who never signed in the landing page at the root, without a warning', async () => {
    await renderApp('/');

    expect(await screen.findByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');
    expect(currentPath()).toBe('/register/landing');
    expect(screen.queryByText('You have to be logged in to visit this page')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session from an unknown route to the login page', async () => {
    await renderApp('/no/such/page');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(await screen.findByText('You have to be logged in to visit this page')).toBeInTheDocument();
  });

  it('treats a stored token the server rejects as no session', async () => {
    server.use(refreshUnauthorized());
    await renderApp('/orders/list', { loggedIn: true });

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('asks a visitor of a logged-in page without the shell to log in first', async () => {
    await renderApp('/register/selectProduct');

    expect(await screen.findByText('You have to be logged in to visit this page')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('shows the public placeholder pages to visitors and sends logged-in users to the root', async () => {
    const first = await renderApp('/pin');
    expect(await screen.findByRole('heading', { name: 'Pickup verification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    first.unmount();

    server.use(...sessionHandlers(operatorMe(), [order({ orderNo: 'P1N0' })]));
    await renderApp('/register', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  describe('registration steps of a client user that is not activated', () => {
    it('sends the user to product selection first', async () => {
      server.use(...sessionHandlers(clientMe({ activated: false, productSelected: false, locationsAdded: false })));
      await renderApp('/orders/list', { loggedIn: true });

      expect(await screen.findByRole('heading', { name: 'Select delivery option' })).toBeInTheDocument();
      expect(currentPath()).toBe('/register/selectProduct');
    });

    it('sends the user to the pickup locations once the product is chosen', async () => {
      server.use(...sessionHandlers(clientMe({ activated: false, productSelected: true, locationsAdded: false })));
      await renderApp('/register/selectProduct', { loggedIn: true });

      expect(await screen.findByRole('heading', { name: 'Add your pick up locations' })).toBeInTheDocument();
      expect(currentPath()).toBe('/register/addLocations');
    });

    it('lets the user into the console, on the next steps, when both steps are done', async () => {
      const me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
      server.use(
        ...sessionHandlers(me, [order({ orderNo: 'D0NE' })]),
        http.get('/api/@me/company', () => HttpResponse.json(clientCompany(me))),
      );
      await renderApp('/register/addLocations', { loggedIn: true });

      expect(await screen.findByRole('heading', { name: "What's next" })).toBeInTheDocument();
      expect(currentPath()).toBe('/onboarding');
      expect(screen.getByText('Account inactive')).toBeInTheDocument();
    });
  });

  it('redirects a user without the orders permission from /orders to /settings after the delay', async () => {
    server.use(...sessionHandlers(operatorMe(['settings.canAccessPage'])));
    const started = Date.now();
    await renderApp('/orders', { loggedIn: true });

    await waitFor(() => expect(currentPath()).toBe('/settings'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(await screen.findByRole('tab', { name: 'General' })).toBeInTheDocument();
  });

  it('shows a page opened by its address that the user may not open as closed to it, with the shell and the way to the start', async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage']), [order({ orderNo: 'N0WR' })]),
    );
    await renderApp('/orders/new', { loggedIn: true, withShell: true });

    expect(await screen.findByRole('heading', { name: 'No access to this page', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your account may not open this page.')).toBeInTheDocument();
    expect(
      screen.getByText('If you need it for your work, ask your company’s administrator to grant it.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_REDIRECT_DELAY_MS + 100));
    expect(currentPath()).toBe('/orders/new'); // no silent redirect
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Go to the start page' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows the companies opened by address to a user without them as closed, not the settings', async () => {
    server.use(...sessionHandlers(operatorMe(['settings.canAccessPage'])));
    await renderApp('/companies/list', { loggedIn: true });

    expect(await screen.findByRole('heading', { name: 'No access to this page', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/companies/list');
  });

  it("sends react-admin's /orders/create to the spec's /orders/new, and an order link that is no id to the list", async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage']), [
        order({ orderNo: 'CR8T' }),
      ]),
    );
    await renderApp('/orders/create', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/orders/new'));

    await renderApp('/orders/abc/show', { loggedIn: true });
    expect(await screen.findByText('CR8T')).toBeInTheDocument();
    expect(currentPath()).toBe('/orders/list');
  });
});
