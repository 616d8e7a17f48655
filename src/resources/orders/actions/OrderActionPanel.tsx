// The action panel of the expanded order row: a button per action the order and the user's canView flags allow, each
// opening its dialog and named for what it does there (the hold button of a user who may only read holds: "Hold
// history"). A closed dialog gives the keyboard back to the order's row (the button that opened it may be
// gone: a cancelled order offers no cancel). A cancelled order offers "Order again" to a user who may order.
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CommentOutlinedIcon from '@mui/icons-material/CommentOutlined';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PinIcon from '@mui/icons-material/Pin';
import RouteIcon from '@mui/icons-material/Route';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, Stack, type ButtonProps } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import type { OrderDetails, Permissions } from '../../../../domain/api.ts';
import {
  holdButtonIsHistory,
  ORDER_ACTIONS,
  orderActionAvailability,
  type OrderAction,
} from '../../../../domain/orderActionRules.ts';
import { OrderAgainButton, useCanOrderAgain } from '../notices/orderAgain.tsx';
import { focusOrderRow } from '../rowFocus.ts';
import { LazyRouteMapDialog, preloadRouteMap } from '../routeMap/index.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ChangeDriverDialog } from './ChangeDriverDialog.tsx';
import { CommentsDialog } from './CommentsDialog.tsx';
import { HoldDialog } from './HoldDialog.tsx';
import { LabelDownloadButton } from './LabelDownloadButton.tsx';
import { PickupVerificationDialog } from './PickupVerificationDialog.tsx';
import { RenewalsDialog } from './RenewalsDialog.tsx';
import { useCan } from '../../../authProvider/useAccess.ts';

type DialogAction = Exclude<OrderAction, 'downloadLabel'>;

const ICONS: Record<DialogAction, ReactNode> = {
  cancel: <CancelOutlinedIcon />,
  changeDriver: <SwapHorizIcon />,
  pickupVerification: <PinIcon />,
  hold: <PauseCircleIcon />,
  renewals: <AutorenewIcon />,
  comments: <CommentOutlinedIcon />,
  routeMap: <RouteIcon />,
};

const DIALOGS: Record<
  Exclude<DialogAction, 'routeMap'>,
  (props: { order: OrderDetails; open: boolean; onClose(): void; canWrite: boolean }) => ReactNode
> = {
  cancel: CancelDialog,
  changeDriver: ChangeDriverDialog,
  pickupVerification: PickupVerificationDialog,
  hold: HoldDialog,
  renewals: RenewalsDialog,
  comments: CommentsDialog,
};

/** The panel's buttons: every action in the panel's order but the label, which has its own download button. */
const BUTTON_ORDER = ORDER_ACTIONS.filter((action): action is DialogAction => action !== 'downloadLabel');

export const OrderActionPanel = ({ order }: { order: OrderDetails }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const available = orderActionAvailability(order, permissions?.orders);
  const canWrite = useCan('orders', 'edit');
  const orderAgain = useCanOrderAgain();
  const close = () => setOpen(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // After the dialog's own focus handling (its effects run before this one): the row, not the button.
    if (wasOpen.current && open === null) focusOrderRow(order.id);
    wasOpen.current = open !== null;
  }, [open, order.id]);

  const label = (action: DialogAction) => {
    if (action === 'renewals')
      return translate('orderActions.actions.renewals', { smart_count: order.renewals.length });
    if (action === 'comments')
      return translate('orderActions.actions.comments', { smart_count: order.comments?.length ?? 0 });
    if (action === 'hold' && holdButtonIsHistory(order, permissions?.orders))
      return translate('orderActions.actions.holdHistory', { smart_count: order.holds?.length ?? 0 });
    return translate(`orderActions.actions.${action}`);
  };
  const extra: Partial<Record<DialogAction, ButtonProps>> = {
    cancel: { color: 'error' },
    routeMap: { onMouseEnter: preloadRouteMap, onFocus: preloadRouteMap },
  };
  const OpenDialog = open && open !== 'routeMap' && available[open] ? DIALOGS[open] : null;

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="toolbar"
      aria-label={translate('orderActions.panel.label')}
    >
      {available.downloadLabel && <LabelDownloadButton orderId={order.id} />}
      {BUTTON_ORDER.filter((action) => available[action]).map((action) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          startIcon={ICONS[action]}
          onClick={() => setOpen(action)}
          aria-haspopup="dialog"
          {...extra[action]}
        >
          {label(action)}
        </Button>
      ))}
      {order.status === 'cancelled' && orderAgain && <OrderAgainButton orderId={order.id} />}
      {OpenDialog && <OpenDialog order={order} open onClose={close} canWrite={canWrite} />}
      {available.routeMap && <LazyRouteMapDialog orderId={order.id} open={open === 'routeMap'} onClose={close} />}
    </Stack>
  );
};
