// The wallet area: a resource whose list is the wallet page at /wallet (?driverId= for one driver's entries), behind
// the area's guard; the page loads lazily.
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequirePermissions.tsx';
import { walletMenu } from './menu.ts';

const WalletPage = lazy(() => import('./WalletPage.tsx').then((module) => ({ default: module.WalletPage })));

const WalletList = () => (
  <AreaPage section="wallet">
    <WalletPage />
  </AreaPage>
);

export default {
  menu: walletMenu,
  resource: { name: 'wallet', list: WalletList, icon: AccountBalanceWalletIcon },
} satisfies Area;
