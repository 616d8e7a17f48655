// The top bar: brand, page title, what the areas add (the orders' notices of orders not accepted in time), account
// status; react-admin's default toolbar adds the language menu (LocalesMenuButton, shown because the i18nProvider has
// several locales) and the loading indicator.
import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AccountStatusChip } from './AccountStatusChip.tsx';
import { AppBrand } from './AppBrand.tsx';

export const AppBar = ({ items }: { items: ComponentType[] }) => (
  <RaAppBar userMenu={false}>
    <AppBrand />
    <TitlePortal />
    <Box sx={{ flex: 1 }} />
    {items.map((Item, index) => (
      <Item key={index} />
    ))}
    <AccountStatusChip />
  </RaAppBar>
);
