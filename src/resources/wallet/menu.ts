// The wallet area's menu entry and the ability its pages need (the route guard reads the same entry).
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const WALLET_PATH = '/wallet';

export const walletMenu: Section = {
  key: 'wallet',
  labelKey: 'menu.wallet',
  path: WALLET_PATH,
  icon: AccountBalanceWalletIcon,
  access: { resource: 'wallet', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
