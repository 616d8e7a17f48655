// "Order again": who may (the permissions of the new-order form and of creating an order) and the button that opens the
// form filled with a copy of the order (/orders/new?copyOf=<id>; nothing is sent until the user sends it).
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Permissions } from '../../../../domain/api.ts';
import { hasAllPaths } from '../../../../domain/permissions.ts';
import { orderAgainPath } from '../paths.ts';

/** The flags "Order again" needs: the form opens (its section's guard) and the order may be created. */
export const ORDER_AGAIN_PATHS = ['orders.canAccessPage', 'orders.canOpenNewOrder', 'orders.canWrite'];

export const canOrderAgain = (permissions: Permissions | undefined | null): boolean =>
  hasAllPaths(permissions, ORDER_AGAIN_PATHS);

export const OrderAgainButton = ({
  orderId,
  variant = 'outlined',
  onClick,
}: {
  orderId: number;
  variant?: ButtonProps['variant'];
  onClick?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<ReplayIcon />}
      component={RouterLink}
      to={orderAgainPath(orderId)}
      onClick={onClick}
    >
      {translate('notices.orderAgain.button')}
    </Button>
  );
};
