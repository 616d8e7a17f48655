// The console's toasts: one at a time, 5000 ms each, at the bottom centre, coloured by type. A newer message closes the
// one on screen at once, and shows when it has left (MUI's "consecutive snackbars"). react-admin's own Notification
// keeps each queued message for its full time, so after three refused saves (three "form is not valid" toasts) the
// operator waited ~15 s for "Location added", reading stale errors meanwhile.
import { isValidElement, useCallback, useEffect, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type NotificationType,
} from 'react-admin';
import { TOAST_MS } from '../../domain/constants.ts';

const coloured = (type: NotificationType) =>
  type === 'info'
    ? {}
    : (theme: Theme) => ({ backgroundColor: theme.palette[type].main, color: theme.palette[type].contrastText });

export const AppNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!notifications.length) return;
    if (!current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    } else if (open) {
      // A newer message waits: the one on screen leaves now (its exit then lets the next one in).
      setOpen(false);
    }
  }, [notifications, current, open, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  // An undoable mutation runs when its message has left without Undo (react-admin's contract; taken once).
  const finish = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );
  const onExited = useCallback(() => {
    finish(false);
    setCurrent(undefined);
  }, [finish]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine, undoable, ...options } = notificationOptions;
  const undo = () => {
    finish(true);
    setOpen(false);
  };
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        onClose={close}
        // null keeps the message until it is closed; no value means the console's 5000 ms.
        autoHideDuration={autoHideDuration === undefined ? TOAST_MS : (autoHideDuration ?? undefined)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
        action={
          undoable ? (
            <Button color="primary" size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        {...options}
        slotProps={{
          transition: { onExited },
          content: { sx: [coloured(type), multiLine ? { whiteSpace: 'pre-wrap' } : {}] },
        }}
      >
        {isValidElement(message) ? <div>{message}</div> : undefined}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
