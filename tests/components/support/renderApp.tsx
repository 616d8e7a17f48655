// Renders the whole console at a path, with fresh providers (as main.tsx builds them).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../src/App.tsx';
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
}

export const renderApp = async (path: string, { loggedIn = false, clock, locale }: RenderAppOptions = {}) => {
  if (loggedIn) window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  if (locale) createAppStore().setItem(LOCALE_STORE_KEY, locale);
  window.history.pushState(null, '', path);
  const providers = await createAppProviders({ clock });
  const user = userEvent.setup();
  const view = render(
    <AppRouter>
      <App providers={providers} />
    </AppRouter>,
  );
  return { ...view, user, providers };
};

export const currentPath = () => window.location.pathname;
