import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const chooseLanguage = async (user: Awaited<ReturnType<typeof renderApp>>['user'], current: string, next: string) => {
  await user.click(await screen.findByRole('button', { name: current }));
  await user.click(await screen.findByRole('menuitem', { name: next }));
};

describe('language', () => {
  it('switches the login page to Polish and stays Polish after a reload', async () => {
    const first = await renderApp('/login', { withShell: true });
    expect(await screen.findByRole('heading', { name: 'Log in to delivery-console' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await chooseLanguage(first.user, 'English', 'Polski');

    expect(await screen.findByRole('heading', { name: 'Zaloguj się do delivery-console' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeInTheDocument();
    // The page says its language too (screen readers pronounce Polish as Polish).
    expect(document.documentElement.lang).toBe('pl');
    first.unmount();
    document.documentElement.lang = '';

    await renderApp('/login', { withShell: true });
    expect(await screen.findByRole('heading', { name: 'Zaloguj się do delivery-console' })).toBeInTheDocument();
    expect(screen.getByLabelText(/login lub e-mail/i)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');
  });

  it('shows the shell in Polish, and keeps the language after logging out', async () => {
    server.use(...sessionHandlers(clientMe({ activated: false })));
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });
    await screen.findByRole('menuitem', { name: 'Settings' });

    await chooseLanguage(user, 'English', 'Polski');

    expect(await screen.findByRole('menuitem', { name: 'Ustawienia' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Lista zamówień' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Konto nieaktywne')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Wyloguj' }));
    expect(await screen.findByRole('button', { name: 'Zaloguj' })).toBeInTheDocument();
  });

  it('switches the login page to Czech, every text of it translated', async () => {
    const { user } = await renderApp('/login', { withShell: true });

    await chooseLanguage(user, 'English', 'Čeština');

    expect(await screen.findByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Přihlášení do delivery-console' })).toBeInTheDocument();
    // Czech's language tag is "cs" (the console's own code for it is "cz").
    expect(document.documentElement.lang).toBe('cs');
  });
});
