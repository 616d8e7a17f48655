// The shell (src/layout/Layout.tsx): react-admin's layout parts composed by the console, its error page loaded
// when a page fails, and the keyboard's way past the menu.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_SHELL } from '../../src/areas.ts';
import { Layout } from '../../src/layout/Layout.tsx';
import { operatorMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';

const BrokenPage = () => {
  throw new Error('The page broke');
};

describe('the shell', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.pushState(null, '', '/');
  });

  it('shows the error page inside the shell when a page fails, and the next page once the user moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the thrown error
    window.history.pushState(null, '', '/#/broken'); // AdminContext alone routes by the hash
    const me = operatorMe(['orders.canAccessPage', 'settings.canAccessPage']);
    server.use(...sessionHandlers(me));
    const { user } = await renderInSession(
      <Layout shell={CONSOLE_SHELL}>
        <Routes>
          <Route path="/broken" element={<BrokenPage />} />
          <Route path="*" element={<p>The settings page</p>} />
        </Routes>
      </Layout>,
      me,
    );

    await screen.findByRole('menuitem', { name: 'Settings' });
    const main = document.getElementById('main-content') as HTMLElement;
    expect(await within(main).findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await within(main).findByText('The settings page')).toBeInTheDocument();
    expect(within(main).queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('lets a keyboard user skip the menu: the first Tab offers "Skip to content", which moves the focus to the page', async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage'])),
      http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
    );
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });
    await screen.findByRole('menuitem', { name: 'Settings' });

    await user.tab();
    const skip = screen.getByRole('button', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    // react-admin's skip moves the sequential-focus starting point into the page (focus, then blur): the browser's
    // next Tab lands on the page's first control. jsdom has no such starting point, so the test checks the move.
    const main = document.getElementById('main-content') as HTMLElement;
    const focus = vi.spyOn(main, 'focus');
    await user.keyboard('{Enter}');
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('makes every action of the side menu a Tab stop: a submenu’s toggle and "Log out" too', async () => {
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage'])),
      http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
    );
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    const toggle = screen.getByRole('menuitem', { name: 'Orders' });
    const reached = new Set<Element | null>();
    for (let i = 0; i < 40 && !reached.has(logout); i++) {
      await user.tab();
      reached.add(document.activeElement);
    }
    expect(reached.has(toggle)).toBe(true);
    expect(logout).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });

  it('shows the authentication error page at its address', async () => {
    server.use(...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage'])));
    await renderApp('/authentication-error', { loggedIn: true, withShell: true });

    expect(await screen.findByText('Authentication error')).toBeInTheDocument();
  });
});
