// Route of the wallet section: /wallet behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const WALLET_PATH = '/wallet';

const WalletPage = lazy(() => import('./WalletPage.tsx').then((module) => ({ default: module.WalletPage })));

export const walletRoutes = [
  <Route key="wallet" path={WALLET_PATH} element={<Authenticated><SectionGuard section="wallet"><WalletPage /></SectionGuard></Authenticated>} />,
];
