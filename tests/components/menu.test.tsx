import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const sideMenu = async () => {
  const settings = await screen.findByRole('menuitem', { name: 'Settings' });
  return settings.closest('ul') as HTMLElement;
};

const menuLabels = async () => {
  const menu = await sideMenu();
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
};

describe('side menu and top bar', () => {
  it('shows a client user the dashboard, Orders with its list, Settings and Log out', async () => {
    server.use(...sessionHandlers(clientMe()));
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await menuLabels()).toEqual(['Dashboard', 'Orders', 'Order list', 'Settings', 'Log out']);
    expect(screen.queryByRole('menuitem', { name: 'New order' })).not.toBeInTheDocument();
  });

  it('wraps a long label onto a second line in the open menu instead of cutting it (Czech "Seznam objednávek")', async () => {
    server.use(...sessionHandlers(clientMe()));
    await renderApp('/settings', { loggedIn: true, withShell: true, locale: 'cz' });

    const item = await screen.findByRole('menuitem', { name: 'Seznam objednávek' });
    const label = within(item).getByText('Seznam objednávek');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
  });

  it('adds "New order" for a user who may write orders', async () => {
    server.use(...sessionHandlers(operatorMe(['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'])));
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await menuLabels()).toEqual(['Dashboard', 'Orders', 'Order list', 'New order', 'Settings', 'Log out']);
    await user.click(screen.getByRole('menuitem', { name: 'New order' }));
    expect((await screen.findAllByRole('heading', { name: /^New order/ })).length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/orders/new');
  });

  it('shows the back-office sections the permissions open (reports, drivers, users), in the menu order', async () => {
    server.use(
      ...sessionHandlers(
        operatorMe([
          'orders.canAccessPage',
          'company.canAccessPage',
          'reports.canAccessPage',
          'drivers.canAccessPage',
          'users.canAccessPage',
          'settings.canAccessPage',
        ]),
      ),
      http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
    );
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await menuLabels()).toEqual([
      'Dashboard',
      'Orders',
      'Order list',
      'Companies',
      'Products',
      'Reports',
      'Drivers',
      'Users',
      'Settings',
      'Log out',
    ]);
  });

  it('shows "Companies" with a badge counting the pending companies to a user with the companies page', async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'company.canAccessPage', 'settings.canAccessPage'])),
      http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 2 })),
    );
    await renderApp('/settings', { loggedIn: true, withShell: true });

    const companies = await screen.findByRole('menuitem', { name: /Companies/ });
    expect(
      await within(companies).findByRole('status', { name: '2 companies waiting for activation' }),
    ).toHaveTextContent('2');
    expect(companies).toHaveAttribute('href', '/companies/list');
  });

  it('shows "Zip codes" to a user with the zip-code page (its own scope)', async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'zipCodes.canAccessPage', 'settings.canAccessPage'])),
    );
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await menuLabels()).toEqual(['Dashboard', 'Orders', 'Order list', 'Zip codes', 'Settings', 'Log out']);
  });

  it('hides Orders from a user without the orders permission', async () => {
    server.use(...sessionHandlers(operatorMe(['settings.canAccessPage'])));
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await menuLabels()).toEqual(['Settings', 'Log out']);
  });

  it('shows the account status and the product logo in the top bar', async () => {
    server.use(...sessionHandlers(clientMe({ activated: true })));
    await renderApp('/settings', { loggedIn: true, withShell: true });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Account active')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'delivery-console' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it("shows the company's dashboard image instead of the logo when it has one", async () => {
    const me = clientMe();
    me.settings.dashboardImage = '/images/kwiaty.png';
    server.use(...sessionHandlers(me));
    await renderApp('/settings', { loggedIn: true, withShell: true });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      '/images/kwiaty.png',
    );
  });

  it('logs out from the menu: the session ends on the server and the login page shows', async () => {
    let loggedOut = 0;
    server.use(...sessionHandlers(clientMe()));
    server.use(
      http.post('/api/logout', () => {
        loggedOut += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });

    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(loggedOut).toBe(1);
    expect(window.localStorage.getItem('dc.token')).toBeNull();
  });
});
