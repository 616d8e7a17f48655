// The driver's messages: the back office's notifications (useDriverNotifications), newest first, each with its title
// and body (the long part when there is one), when it came and whether it is read. Opening one (its full text) or
// "Mark as read" acknowledges it, and the list says so at once; "Mark all as read" does every unread one. At the top,
// notifications on this phone (PushToggle: Web Push, an extra beside this list; its code loads with this screen only).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { errorText } from './errors.ts';
import { clockTime } from './format.ts';
import { DRIVER_LOCALE_TAGS, useDriverI18n, type DriverLocale } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { PushToggle } from './PushToggle.tsx';
import { useDriverNotifications, type DriverInboxItem } from './useDriverNotifications.ts';

/** Today: the time; another day: the date and the time. */
export function messageTime(locale: DriverLocale, iso: string, now = new Date()): string {
  const when = new Date(iso);
  if (when.toDateString() === now.toDateString()) return clockTime(locale, iso);
  return new Intl.DateTimeFormat(DRIVER_LOCALE_TAGS[locale], { dateStyle: 'short', timeStyle: 'short' }).format(when);
}

function Message({
  item,
  open,
  onToggle,
  onRead,
}: {
  item: DriverInboxItem;
  open: boolean;
  onToggle: () => void;
  onRead: () => void;
}) {
  const { t, locale } = useDriverI18n();
  const title = item.long?.title ?? item.short.title;
  const body = item.long?.body ?? item.short.body;
  const unread = item.readAt === null;
  const bodyId = `driver-message-${item.id}`;
  return (
    <Card
      component="article"
      aria-label={title}
      variant="outlined"
      sx={unread ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardActionArea onClick={onToggle} aria-expanded={open} aria-controls={bodyId} sx={{ minHeight: 48 }}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: unread ? 700 : 500, mr: 'auto', overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            <Chip
              size="small"
              color={unread ? 'secondary' : 'default'}
              variant={unread ? 'filled' : 'outlined'}
              label={unread ? t('messages.unread') : t('messages.read')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('messages.received', { time: messageTime(locale, item.createdAt) })}
          </Typography>
          <Typography
            id={bodyId}
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              ...(open
                ? {}
                : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {body}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {open ? t('messages.hide') : t('messages.show')}
          </Typography>
        </CardContent>
      </CardActionArea>
      {unread ? (
        <CardActions>
          <Button fullWidth size="large" variant="outlined" onClick={onRead}>
            {t('messages.markRead')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

export function MessagesScreen({ token }: { token: string }) {
  const { t, locale } = useDriverI18n();
  const inbox = useDriverNotifications(token);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const { notifications } = inbox;

  const toggle = (item: DriverInboxItem) => {
    const next = new Set(open);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (item.readAt === null) void inbox.acknowledge([item.id]);
    }
    setOpen(next);
  };
  const unreadIds = notifications.filter((item) => item.readAt === null).map((item) => item.id);

  let list;
  if (inbox.pending && !notifications.length) list = <Loading />;
  else if (!notifications.length && !(inbox.error && !inbox.loaded))
    list = (
      <Typography color="text.secondary" sx={{ textAlign: 'center', my: 4 }}>
        {t('messages.empty')}
      </Typography>
    );
  else
    list = notifications.map((item) => (
      <Message
        key={item.id}
        item={item}
        open={open.has(item.id)}
        onToggle={() => toggle(item)}
        onRead={() => void inbox.acknowledge([item.id])}
      />
    ));

  return (
    <Box component="section" aria-labelledby="driver-messages-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="driver-messages-title" variant="h5" component="h2" sx={{ mr: 'auto' }}>
          {t('messages.title')}
        </Typography>
        {inbox.unread ? (
          <Typography color="text.secondary">{t('messages.unreadCount', { count: inbox.unread })}</Typography>
        ) : null}
      </Box>
      <PushToggle token={token} />
      {inbox.error && !inbox.loaded ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => inbox.refetch()}>
              {t('messages.refresh')}
            </Button>
          }
        >
          {errorText(locale, inbox.error)}
        </Alert>
      ) : null}
      {inbox.ackError ? (
        <Alert severity="error" onClose={inbox.clearAckError} closeText={t('app.close')}>
          {t('messages.ackFailed', { error: errorText(locale, inbox.ackError) })}
        </Alert>
      ) : null}
      {unreadIds.length > 1 ? (
        <Button variant="contained" size="large" onClick={() => void inbox.acknowledge(unreadIds)}>
          {t('messages.markAllRead')}
        </Button>
      ) : null}
      {list}
    </Box>
  );
}
