// The console: react-admin's context and UI with our providers, layout and theme; the resources and routes come
// from the areas (src/areas.ts), each folder defining its own. The providers' connection monitor goes to the shell's
// banner and the pages' sockets through ConnectionMonitorContext.
//
// It composes what react-admin's <Admin> does (AdminContext + CssBaseline + CoreAdminUI + the notification) instead
// of rendering <Admin>: <Admin>'s default login page (react-admin's login form, and with it react-hook-form and the
// text inputs) and its default i18n provider are in its parameter defaults, so they stayed in the first load even
// though we pass our own. Every page react-admin would render is named here; the error pages load when shown.
import { CssBaseline } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, Resource } from 'react-admin';
import { AccessDeniedPage } from './layout/guards/AccessDeniedPage.tsx';
import { AREAS, CONSOLE_SHELL } from './areas.ts';
import { LazyLoginPage } from './custom-pages/login/index.ts';
import type { AppProviders } from './appProviders.ts';
import { ConnectionMonitorContext } from './dataProvider/ConnectionMonitorContext.ts';
import { LazyAuthenticationError, LazyError } from './layout/LazyErrorPages.tsx';
import { AppName } from './layout/AppName.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { Layout } from './layout/Layout.tsx';
import { ShellRedirect } from './layout/navigation.tsx';
import { theme } from './layout/theme.ts';
import type { Shell } from './layout/shell.ts';

const resources = AREAS.flatMap((area) => (area.resource ? [area.resource] : []));
const routes = AREAS.flatMap((area) => area.routes ?? []);
const bareRoutes = AREAS.flatMap((area) => area.bareRoutes ?? []);
/** The layout around every page, with what the shell shows of the areas. */
const layoutOf = (shell: Shell) => {
  const AppLayout = ({ children }: { children: ReactNode }) => <Layout shell={shell}>{children}</Layout>;
  return AppLayout;
};
const CONSOLE_LAYOUT = layoutOf(CONSOLE_SHELL);
const StartPage = () => <ShellRedirect to={CONSOLE_SHELL.startPath} />;
const CatchAll = () => <ShellRedirect to={CONSOLE_SHELL.fallbackPath} />;

/**
 * The console. `shell` replaces what the shell shows of the areas (the component tests render a page without the
 * menu's sections and the app bar's additions unless a test is about them); the console itself always has its own.
 */
export const App = ({ providers: { connection, ...providers }, shell }: { providers: AppProviders; shell?: Shell }) => {
  const layout = useMemo(() => (shell ? layoutOf(shell) : CONSOLE_LAYOUT), [shell]);
  return (
    <ConnectionMonitorContext.Provider value={connection}>
      <AdminContext {...providers} theme={theme}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={<AppName />}
            layout={layout}
            loginPage={LazyLoginPage}
            dashboard={StartPage}
            catchAll={CatchAll}
            error={LazyError}
            loading={LoadingPage}
            accessDenied={AccessDeniedPage}
            authenticationError={LazyAuthenticationError}
            disableTelemetry
          >
            {resources.map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
            <CustomRoutes noLayout>{bareRoutes}</CustomRoutes>
            <CustomRoutes>{routes}</CustomRoutes>
          </CoreAdminUI>
          <AppNotification />
        </CssBaseline>
      </AdminContext>
    </ConnectionMonitorContext.Provider>
  );
};
