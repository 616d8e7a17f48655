// The app bar's notices of a client: a bell with the count of orders not accepted in time that the user has not seen
// yet, and their list (the last days', newest first), each saying which order and why, with "Order again" (when the
// user may order) and "Show order". The console says it at once too: a toast on the real-time event.
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useMe } from '../../../authProvider/useMe.ts';
import { NOT_ACCEPTED_NOTICE_DAYS, type NotAcceptedOrder } from '../../../../domain/notAcceptedOrders.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { orderShowPath } from '../paths.ts';
import { isUnseen, markSeen, onOpenNotices, useSeenAt } from './noticeStore.ts';
import { OrderAgainButton, useCanOrderAgain } from './orderAgain.tsx';
import { useNotAcceptedOrders, useNotAcceptedToasts } from './useNotAcceptedNotices.tsx';
import { useCan } from '../../../authProvider/useAccess.ts';

const Notice = ({
  notice,
  isNew,
  orderAgain,
  onLeave,
}: {
  notice: NotAcceptedOrder;
  isNew: boolean;
  orderAgain: boolean;
  onLeave(): void;
}) => {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`notices.notAccepted.${key}`, args);
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle2">
          {t('order', { orderNo: notice.orderNo })}
        </Typography>
        {isNew && <Chip size="small" color="warning" label={t('new')} />}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {t('cancelledAt', { time: formatTimestamp(notice.cancelledAt) })}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('reason', { smart_count: notice.minutes })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {orderAgain && <OrderAgainButton orderId={notice.id} variant="contained" onClick={onLeave} />}
        <Button size="small" component={RouterLink} to={orderShowPath(notice.id)} onClick={onLeave}>
          {t('show')}
        </Button>
      </Stack>
    </ListItem>
  );
};

const NoticesBell = ({ userId, orderAgain }: { userId: number; orderAgain: boolean }) => {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`notices.notAccepted.${key}`, args);
  const query = useNotAcceptedOrders();
  useNotAcceptedToasts(orderAgain);
  const seenAt = useSeenAt(userId);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // What was seen before the list opened: the notices after it are marked new while it is open.
  const [seenBefore, setSeenBefore] = useState<string | null>(null);
  const titleId = useId();
  const items = query.data?.items ?? [];
  const unseen = items.filter((notice) => isUnseen(notice, seenAt)).length;
  const newest = items[0];

  const show = () => {
    setSeenBefore(seenAt);
    setOpen(true);
  };
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => onOpenNotices(() => showRef.current()), []);
  // Everything on screen while the list is open is seen.
  useEffect(() => {
    if (open) markSeen(userId, newest);
  }, [open, userId, newest]);

  const label = unseen ? t('buttonUnseen', { smart_count: unseen }) : t('button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          <Badge badgeContent={unseen} color="error">
            <NotificationsOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 420, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle', { days: NOT_ACCEPTED_NOTICE_DAYS })}
          </Typography>
        </Box>
        <Divider />
        {query.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{t('loading')}</Typography>
          </Stack>
        ) : query.isError ? (
          <Alert
            severity="error"
            sx={{ m: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : items.length === 0 ? (
          <Typography variant="body2" sx={{ p: 2 }}>
            {t('empty', { days: NOT_ACCEPTED_NOTICE_DAYS })}
          </Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {items.map((notice) => (
              <Notice
                key={notice.id}
                notice={notice}
                isNew={isUnseen(notice, seenBefore)}
                orderAgain={orderAgain}
                onLeave={() => setOpen(false)}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};

/** Shown to a client user of an activated company (its orders are the ones the notices are about). */
export const NotAcceptedNotices = () => {
  const { data: me } = useMe();
  const opensOrders = useCan('orders', 'list');
  const orderAgain = useCanOrderAgain();
  if (!me || me.user.kind !== 'client' || !me.activated || !opensOrders) return null;
  return <NoticesBell userId={me.user.id} orderAgain={orderAgain} />;
};
