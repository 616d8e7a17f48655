// Renders one component inside the console's own i18n provider, store and theme (no session, no routes), for
// tests of a single control. The whole console is renderApp.tsx.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import type { Locale } from '../../../domain/constants.ts';
import { createAppStore, createI18nProvider, LOCALE_STORE_KEY } from '../../../src/i18n/index.ts';
import { theme } from '../../../src/layout/theme.ts';

export interface RenderWithProvidersOptions {
  /** The UI language the user chose (English by default). */
  locale?: Locale;
}

export const renderWithProviders = async (ui: ReactNode, { locale }: RenderWithProvidersOptions = {}) => {
  // A memory store keeps items set before it is set up aside, so the chosen language is its initial content.
  const store = createAppStore(memoryStore(locale ? { [LOCALE_STORE_KEY]: locale } : {}));
  const i18nProvider = await createI18nProvider(store);
  const user = userEvent.setup();
  const view = render(
    <AdminContext i18nProvider={i18nProvider} store={store} theme={theme}>
      {ui}
    </AdminContext>,
  );
  return { ...view, user, store };
};
