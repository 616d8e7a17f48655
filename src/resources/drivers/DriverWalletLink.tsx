// The link from a driver (its expanded row, its page) to its wallet (/wallet?driverId=<id>), shown only to a user
// who may open the wallet page: the wallet area's own ability (walletMenu.access, which its route guard asks too),
// answered by the shared rules of domain/permissions.ts. The omni scope alone does not open the wallet, so a super
// admin without the wallet scope sees no link.
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { walletMenu } from '../wallet/menu.ts';
import { walletPath } from './paths.ts';
import { useAccess } from '../../authProvider/useAccess.ts';

/** Whether the user may open the wallet page (and so follow a link to a driver's wallet). */
export const useCanOpenWallet = (): boolean => useAccess(walletMenu.access).allowed;

export const DriverWalletLink = ({
  driverId,
  hint = false,
  stopPropagation = false,
}: {
  driverId: number;
  hint?: boolean;
  stopPropagation?: boolean;
}) => {
  const translate = useTranslate();
  if (!useCanOpenWallet()) return null;
  return (
    <Button
      component={Link}
      to={walletPath(driverId)}
      size="small"
      variant="outlined"
      startIcon={<AccountBalanceWalletIcon />}
      title={hint ? translate('drivers.details.walletHint') : undefined}
      onClick={stopPropagation ? (event: MouseEvent) => event.stopPropagation() : undefined}
    >
      {translate('drivers.details.wallet')}
    </Button>
  );
};
