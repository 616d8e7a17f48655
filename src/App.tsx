import { Admin, CustomRoutes, Resource } from 'react-admin';
import { LazyLoginPage } from './custom-pages/login/LazyLoginPage.tsx';
import { noShellRoutes, shellRoutes } from './custom-pages/routes.tsx';
import type { AppProviders } from './dataProvider/appProviders.ts';
import { AppName } from './layout/AppName.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { Layout } from './layout/Layout.tsx';
import { RootRedirect, ShellCatchAll } from './layout/navigation.tsx';
import { theme } from './layout/theme.ts';
import orders from './resources/orders/index.ts';
import companies from './resources/companies/index.ts';
import drivers from './resources/drivers/index.ts';
import products from './resources/products/index.ts';

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
    <Resource {...orders} />
    <Resource {...companies} />
    <Resource {...drivers} />
    <Resource {...products} />
    <CustomRoutes noLayout>{noShellRoutes}</CustomRoutes>
    <CustomRoutes>{shellRoutes}</CustomRoutes>
  </Admin>
);
