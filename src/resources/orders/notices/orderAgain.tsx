// "Order again": who may (the orders' `orderAgain` ability: the new-order form opens and the order may be created) and
// the button that opens the form filled with a copy of the order (/orders/new?copyOf=<id>; nothing is sent until the
// user sends it).
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { orderAgainPath } from '../paths.ts';
import { useCan } from '../../../authProvider/useAccess.ts';

/** Whether the user may order again: the form opens (its section's guard) and the order may be created. */
export const useCanOrderAgain = (): boolean => useCan('orders', 'orderAgain');

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
