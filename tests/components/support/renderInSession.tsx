// Renders one component with the console's own providers (data, auth, i18n, store, query client, theme) and its
// toasts, for a signed-in user: a stored token that the refresh call accepts and the given /@me. Tests of a part of
// a page (the order action panel) that needs the session's permissions and the API, without the whole console.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import type { MeResponse } from '../../../domain/api.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/authProvider/tokenStorage.ts';
import { createAppProviders } from '../../../src/appProviders.ts';
import { AppNotification } from '../../../src/layout/AppNotification.tsx';
import { theme } from '../../../src/layout/theme.ts';
import { meHandler, refreshOk, TOKEN } from './handlers.ts';
import { server } from './server.ts';

export const renderInSession = async (ui: ReactNode, me: MeResponse) => {
  server.use(refreshOk(), meHandler(me));
  window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  const providers = await createAppProviders();
  const user = userEvent.setup();
  const view = render(
    <AdminContext {...providers} theme={theme}>
      {ui}
      <AppNotification />
    </AdminContext>,
  );
  return { ...view, user, providers };
};
