// The console: react-admin with our providers, layout and theme; the resources and routes come from the areas
// (src/areas.ts), each folder defining its own.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { AREAS } from './areas.ts';
import { LazyLoginPage } from './custom-pages/login/LazyLoginPage.tsx';
import type { AppProviders } from './appProviders.ts';
import { AppName } from './layout/AppName.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { Layout } from './layout/Layout.tsx';
import { RootRedirect, ShellCatchAll } from './layout/navigation.tsx';
import { theme } from './layout/theme.ts';

const resources = AREAS.flatMap((area) => (area.resource ? [area.resource] : []));
const routes = AREAS.flatMap((area) => area.routes ?? []);
const bareRoutes = AREAS.flatMap((area) => area.bareRoutes ?? []);

export const App = ({ providers }: { providers: AppProviders }) => (
  <Admin
    {...providers}
    title={<AppName />}
    theme={theme}
    layout={Layout}
    loginPage={LazyLoginPage}
    dashboard={RootRedirect}
    catchAll={ShellCatchAll}
    notification={AppNotification}
    disableTelemetry
  >
    {resources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <CustomRoutes noLayout>{bareRoutes}</CustomRoutes>
    <CustomRoutes>{routes}</CustomRoutes>
  </Admin>
);
