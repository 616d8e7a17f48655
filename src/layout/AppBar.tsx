// The top bar: brand, page title, a client's notices (orders not accepted in time), account status; react-admin's
// default toolbar adds the language menu (LocalesMenuButton, shown because the i18nProvider has several locales) and
// the loading indicator.
import { Box } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AccountStatusChip } from './AccountStatusChip.tsx';
import { AppBrand } from './AppBrand.tsx';
import { NotAcceptedNotices } from '../resources/orders/notices/NotAcceptedNotices.tsx';

export const AppBar = () => (
  <RaAppBar userMenu={false}>
    <AppBrand />
    <TitlePortal />
    <Box sx={{ flex: 1 }} />
    <NotAcceptedNotices />
    <AccountStatusChip />
  </RaAppBar>
);
