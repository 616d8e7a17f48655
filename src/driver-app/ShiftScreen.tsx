// The shift: the online switch, the order the driver is on (or, while online and free, the orders offered), the
// position sent while online, and what waits to be sent. /api/driver/me is read again every few seconds, so a change
// the office made (an order taken away, a hold released) shows without a reload.
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { DriverMeResponse, DriverOrder, DriverOrderResponse } from '../../domain/driverApi.ts';
import { ActionQueue } from './actionQueue.ts';
import { callDriverApi, DriverApiError, type DriverSession } from './api.ts';
import { CurrentOrder, type OrderStep } from './CurrentOrder.tsx';
import { errorText } from './errors.ts';
import { forgetPushOnThisPhone } from './forgetPush.ts';
import { LoadError } from './LoadError.tsx';
import type { FailureReason } from './FailDialog.tsx';
import { useDriverI18n } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { OfferList } from './OfferList.tsx';
import { useLocationReporter } from './useLocationReporter.ts';
import { refreshDriverData, usePoll } from './usePoll.ts';
import { Toast } from './Toast.tsx';
import { useDriverNotifications } from './useDriverNotifications.ts';

// The other sections of the app, each a chunk loaded when first opened.
const StockScreen = lazy(() => import('./StockScreen.tsx').then((module) => ({ default: module.StockScreen })));
const MoneyScreen = lazy(() => import('./MoneyScreen.tsx').then((module) => ({ default: module.MoneyScreen })));
const MessagesScreen = lazy(() =>
  import('./MessagesScreen.tsx').then((module) => ({ default: module.MessagesScreen })),
);

type Section = 'orders' | 'stock' | 'money' | 'messages';

export const ME_EVERY_MS = 10_000;

type DriverStatus = 'online' | 'offline';

export function ShiftScreen({ session, onSignOut }: { session: DriverSession; onSignOut: (notice?: string) => void }) {
  const { t, locale } = useDriverI18n();
  const [message, setMessage] = useState<string | null>(null);
  /** The order after a step this screen sent (delivered orders leave /driver/me but still have "finish"). */
  const [stepped, setStepped] = useState<DriverOrder | null>(null);
  const [status, setStatus] = useState<DriverStatus | null>(null);

  const queue = useMemo(
    () =>
      new ActionQueue(
        () => session.token,
        (_action, error) => setMessage(errorText(locale, error)),
      ),
    // The queue belongs to the session; the language only words its messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session.token],
  );
  const pending = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.pending,
  );
  useEffect(() => {
    const flush = () => void queue.flush().then(refreshDriverData);
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => queue.pending.length && flush(), 10_000);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [queue]);

  const me = usePoll((signal) => callDriverApi<DriverMeResponse>('me', { token: session.token, signal }), ME_EVERY_MS);
  useEffect(() => {
    const error = me.error;
    if (error instanceof DriverApiError && (error.status === 401 || error.status === 403))
      onSignOut(errorText(locale, error));
  }, [me.error, locale, onSignOut]);

  const [section, setSection] = useState<Section>('orders');
  // Read on every section: the badge counts the unread, and a message that arrives says so at once.
  const inbox = useDriverNotifications(session.token);
  useEffect(() => {
    const [first] = inbox.arrived;
    if (!first) return;
    setMessage(
      inbox.arrived.length === 1
        ? t('messages.arrived', { title: first.short.title })
        : t('messages.arrivedMany', { count: inbox.arrived.length }),
    );
    // Only a new arrival words a message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inbox.arrived]);

  const online = (status ?? me.data?.driver.status ?? session.driver.status) === 'online';
  const current = me.data?.currentOrder ?? (stepped && stepped.status === 'delivered' ? stepped : null);
  const problem = useLocationReporter(online, Boolean(current), session.token);

  const refresh = refreshDriverData;
  const failure = (error: unknown) => {
    if (error instanceof DriverApiError && (error.status === 401 || error.status === 403)) {
      onSignOut(errorText(locale, error));
      return null;
    }
    return errorText(locale, error);
  };

  const switchStatus = async (next: DriverStatus) => {
    const before = status;
    setStatus(next);
    try {
      await queue.send('status', { status: next });
    } catch (error) {
      setStatus(before);
      setMessage(failure(error));
    }
    refresh();
  };

  const orderStep = async (path: string, body: Record<string, unknown>, orderId: number) => {
    try {
      const result = await queue.send<DriverOrderResponse>(path, body, orderId);
      if (result.sent) {
        setStepped(result.answer.order);
        if (result.answer.order.status === 'finished')
          setMessage(t('order.done', { orderNo: result.answer.order.orderNo }));
      }
      refresh();
      return null;
    } catch (error) {
      refresh();
      return failure(error);
    }
  };

  const accept = async (order: DriverOrder) => {
    const error = await orderStep('order/accept', { orderId: order.id }, order.id);
    if (error) setMessage(error);
  };
  const step =
    (order: DriverOrder) =>
    (next: OrderStep, extra: Record<string, unknown> = {}) =>
      orderStep(`order/${next}`, { orderId: order.id, ...extra }, order.id);
  const fail = (order: DriverOrder) => async (reason: FailureReason, note: string) => {
    const error = await orderStep('order/fail', { orderId: order.id, reason, ...(note ? { note } : {}) }, order.id);
    if (!error) setMessage(t('fail.done', { orderNo: order.orderNo, reason: t(`fail.reasons.${reason}`) }));
    return error;
  };
  const hold = (order: DriverOrder) => (notes: string) =>
    orderStep('order/hold', { orderId: order.id, notes }, order.id);

  const signOut = async () => {
    // This phone stops getting the driver's pushes first, while the session can still tell the server (DELETE).
    await forgetPushOnThisPhone(session.token);
    try {
      await callDriverApi('logout', { method: 'POST', token: session.token });
    } catch {
      // the session ends on the phone either way; the server's ends at its expiry
    }
    queue.clear();
    onSignOut();
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {session.driver.firstName}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                color="default"
                checked={online}
                disabled={me.pending}
                onChange={(event) => void switchStatus(event.target.checked ? 'online' : 'offline')}
              />
            }
            label={online ? t('shift.online') : t('shift.offline')}
          />
          <LanguageMenu color="inherit" />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 2, pb: 11, display: 'grid', gap: 2 }}>
        {pending.length ? <Alert severity="info">{t('shift.pending', { count: pending.length })}</Alert> : null}
        {problem ? <Alert severity="warning">{t(`location.${problem}`)}</Alert> : null}
        {section !== 'orders' ? (
          <Suspense fallback={<Loading />}>
            {section === 'stock' ? (
              <StockScreen token={session.token} />
            ) : section === 'money' ? (
              <MoneyScreen token={session.token} />
            ) : (
              <MessagesScreen token={session.token} />
            )}
          </Suspense>
        ) : me.pending ? (
          <Loading />
        ) : me.error && !me.data ? (
          <LoadError error={me.error} onRetry={() => me.refetch()} />
        ) : current ? (
          <CurrentOrder
            order={current}
            waiting={pending.some((action) => action.orderId === current.id)}
            onStep={step(current)}
            onHold={hold(current)}
            onFail={fail(current)}
          />
        ) : online ? (
          <OfferList token={session.token} onAccept={(order) => void accept(order)} />
        ) : (
          <Alert severity="info">{t('shift.offlineHint')}</Alert>
        )}
        <Button color="inherit" onClick={() => void signOut()} sx={{ justifySelf: 'center' }}>
          {t('app.signOut')}
        </Button>
      </Box>
      <Paper
        component="nav"
        aria-label={t('app.nav.label')}
        elevation={8}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, pb: 'env(safe-area-inset-bottom)', zIndex: 1100 }}
      >
        <BottomNavigation showLabels value={section} onChange={(_event, next: Section) => setSection(next)}>
          <BottomNavigationAction value="orders" label={t('app.nav.orders')} icon={<LocalShippingIcon />} />
          <BottomNavigationAction value="stock" label={t('app.nav.stock')} icon={<Inventory2Icon />} />
          <BottomNavigationAction value="money" label={t('app.nav.money')} icon={<AccountBalanceWalletIcon />} />
          <BottomNavigationAction
            value="messages"
            label={inbox.unread ? t('app.nav.messagesUnread', { count: inbox.unread }) : t('app.nav.messages')}
            icon={inbox.unread ? <NotificationsActiveIcon color="secondary" /> : <NotificationsIcon />}
          />
        </BottomNavigation>
      </Paper>
      <Toast message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
