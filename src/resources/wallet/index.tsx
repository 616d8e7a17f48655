// The wallet area: the wallet resource at react-admin's paths, each behind the area's guard and loaded lazily — the
// list is the wallet page at /wallet (?driverId= for one driver's entries), the create view /wallet/create
// (?driverId=N) is that page with the create dialog open (a driver picker first without a driver), an entry's page is
// /wallet/:id/show (ShowBase), and /wallet/:id (entries are never edited) goes to that page. Creating is a dialog of
// the wallet page (useCreate), as the spec draws it, not a page.
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { WalletEntry } from '../../../domain/walletSchemas.ts';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { walletMenu } from './menu.ts';
import { walletEntryShowPath } from './paths.ts';

const WalletPage = lazy(() => import('./WalletPage.tsx').then((module) => ({ default: module.WalletPage })));
const WalletEntryShowPage = lazy(() =>
  import('./WalletEntryShow.tsx').then((module) => ({ default: module.WalletEntryShowPage })),
);

const WalletList = () => (
  <AreaPage link={walletMenu}>
    <WalletPage />
  </AreaPage>
);

const WalletCreate = () => (
  <AreaPage link={walletMenu}>
    <WalletPage creating />
  </AreaPage>
);

const WalletShow = () => (
  <AreaPage link={walletMenu}>
    <WalletEntryShowPage />
  </AreaPage>
);

/** /wallet/:id: an entry has no edit form; its page (which says so for a path that is no id). */
const ToEntryPage = () => <Navigate to={walletEntryShowPath(useParams().id ?? '')} replace />;

export default {
  menu: walletMenu,
  resource: {
    name: 'wallet',
    list: WalletList,
    create: WalletCreate,
    show: WalletShow,
    icon: AccountBalanceWalletIcon,
    recordRepresentation: (entry: WalletEntry) => entry.no,
    children: [<Route key="by-id" path=":id" element={<ToEntryPage />} />],
  },
} satisfies Area;
