// Renders the console at a path, with fresh providers (as main.tsx builds them). The page comes in the console's own
// providers, routes, guards and layout (the app bar with the page's title, the session gate), but without the menu's
// sections and the app bar's additions (the bell, the account chip, the language menu, …) unless the test asks for the
// whole shell (`withShell`): a test about a page then draws and queries only the page, and the shell's parts are
// tested where a test is about them (menu.test.tsx, shell.test.tsx, the notices, the language).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../src/App.tsx';
import { CONSOLE_SHELL } from '../../../src/areas.ts';
import type { Clock } from '../../../src/authProvider/clock.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/authProvider/tokenStorage.ts';
import { createAppProviders } from '../../../src/appProviders.ts';
import type { Locale } from '../../../domain/constants.ts';
import { createAppStore, LOCALE_STORE_KEY } from '../../../src/i18n/index.ts';
import { AppRouter } from '../../../src/layout/AppRouter.tsx';
import { TOKEN } from './handlers.ts';

export interface RenderAppOptions {
  /** Store a token first (a returning, logged-in user). */
  loggedIn?: boolean;
  clock?: Clock;
  /** The language the user chose before (kept in the console's store, as the language menu keeps it). */
  locale?: Locale;
  /** The whole shell: the menu and the app bar's additions too. */
  withShell?: boolean;
}

/** The shell of a test about a page: the console's, without the menu's sections and the app bar's additions. */
const PAGE_SHELL = { ...CONSOLE_SHELL, sections: [], appBarItems: [] };

export const renderApp = async (
  path: string,
  { loggedIn = false, clock, locale, withShell = false }: RenderAppOptions = {},
) => {
  if (loggedIn) window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  if (locale) createAppStore().setItem(LOCALE_STORE_KEY, locale);
  window.history.pushState(null, '', path);
  const providers = await createAppProviders({ clock });
  const user = userEvent.setup();
  const view = render(
    <AppRouter>
      <App providers={providers} shell={withShell ? undefined : PAGE_SHELL} />
    </AppRouter>,
  );
  return { ...view, user, providers };
};

export const currentPath = () => window.location.pathname;
