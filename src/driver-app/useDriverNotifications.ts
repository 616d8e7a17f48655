// The back office's notifications to the driver, in the app (the always-working path). GET /api/driver/notifications
// answers the ones not acknowledged yet (its first answer stamps them "delivered"); POST
// /api/driver/notifications/ack acknowledges ("read") them, after which the server no longer answers them. So the
// ones read are kept on the phone (NOTIFICATIONS_STORAGE_KEY, the newest NOTIFICATIONS_KEPT, for this driver only) to
// be listed afterwards. A read is marked at once; an acknowledgement with no answer is sent again after the next
// read that still lists the notification (acknowledging twice changes nothing on the server). Every use of the hook
// shares what is read (the screen and the bottom navigation's badge agree at once). Web Push, when the driver turns it
// on (PushToggle), only adds to this: the service worker tells the open app of a push, and the list is read at once
// rather than at the next poll.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type {
  DriverNotification,
  DriverNotificationsResponse,
  NotificationAckResponse,
} from '../../domain/notificationSchemas.ts';
// (from the constants, not the schemas: zod would join the phone's first load)
import { NOTIFICATION_BATCH_MAX } from '../../domain/constants.ts';
import { callDriverApi, DriverApiError, readSession } from './api.ts';
import { usePoll } from './usePoll.ts';

export const NOTIFICATIONS_EVERY_MS = 15_000;
export const NOTIFICATIONS_STORAGE_KEY = 'driver-app.notifications';
/** How many read notifications the phone keeps. */
export const NOTIFICATIONS_KEPT = 50;

/** A notification as the app lists it: readAt is when the driver opened or marked it (null: unread). */
export interface DriverInboxItem extends DriverNotification {
  readAt: string | null;
}

interface Stored {
  /** Whose they are: the signed-in driver (another driver signing in on this phone does not see them). */
  owner: string;
  read: DriverInboxItem[];
}

// ---- The read ones, kept on the phone and shared by every use of the hook -----------------------------------------

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored | null } | null = null;

function readStored(): Stored | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    // private mode: nothing kept
  }
  if (cache && cache.raw === raw) return cache.value;
  let value: Stored | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    value = parsed && typeof parsed.owner === 'string' && Array.isArray(parsed.read) ? parsed : null;
  } catch {
    value = null;
  }
  cache = { raw, value };
  return value;
}

function writeStored(value: Stored) {
  const raw = JSON.stringify(value);
  cache = { raw, value };
  try {
    window.localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, raw);
  } catch {
    // storage full or private mode: kept in memory for this visit (the cache)
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const newestFirst = (a: DriverNotification, b: DriverNotification) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Keeps these as read for the owner (the newest NOTIFICATIONS_KEPT); another owner's are dropped. */
function markRead(owner: string, items: DriverNotification[], at: string) {
  const stored = readStored();
  const before = stored?.owner === owner ? stored.read : [];
  const ids = new Set(items.map((item) => item.id));
  const read = [
    ...before.filter((item) => !ids.has(item.id)),
    ...items.map((item) => ({ ...item, readAt: before.find((b) => b.id === item.id)?.readAt ?? at })),
  ]
    .sort(newestFirst)
    .slice(0, NOTIFICATIONS_KEPT);
  writeStored({ owner, read });
}

function unmarkRead(owner: string, ids: number[]) {
  const stored = readStored();
  if (stored?.owner !== owner) return;
  writeStored({ owner, read: stored.read.filter((item) => !ids.includes(item.id)) });
}

/** The driver of the session when the token is the session's, else the token itself. */
function ownerOf(token: string): string {
  const session = readSession();
  return session?.token === token ? `driver:${session.driver.id}` : `token:${token}`;
}

// ---- The hook ------------------------------------------------------------------------------------------------------

export interface DriverNotifications {
  /** Unread (from the server) and read (kept on the phone), newest first. */
  notifications: DriverInboxItem[];
  unread: number;
  /** The unread ones that arrived since the previous read while the app was open (for a toast); [] at first. */
  arrived: DriverInboxItem[];
  /** Marks these read at once and acknowledges them on the server. */
  acknowledge: (ids: number[]) => Promise<void>;
  /** The last acknowledgement the server refused (the mark was taken back). */
  ackError: unknown;
  clearAckError: () => void;
  pending: boolean;
  error: unknown;
  /** The server has answered at least once (the list is not only what the phone kept). */
  loaded: boolean;
  refetch: () => void;
}

export function useDriverNotifications(token: string): DriverNotifications {
  const owner = useMemo(() => ownerOf(token), [token]);
  const poll = usePoll(
    (signal) => callDriverApi<DriverNotificationsResponse>('notifications', { token, signal }),
    NOTIFICATIONS_EVERY_MS,
  );
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const kept = useMemo(() => (stored?.owner === owner ? stored.read : []), [stored, owner]);
  const [ackError, setAckError] = useState<unknown>(null);
  /** Acknowledgements on their way, and the ones the server took (a read that started before may still list them). */
  const sending = useRef(new Set<number>());
  const confirmed = useRef(new Set<number>());

  const fromServer = poll.data?.notifications;
  const notifications = useMemo(() => {
    const readIds = new Set(kept.map((item) => item.id));
    const unread = (fromServer ?? [])
      .filter((item) => !readIds.has(item.id))
      .map((item): DriverInboxItem => ({ ...item, readAt: null }));
    return [...unread, ...kept].sort(newestFirst);
  }, [fromServer, kept]);
  const unread = notifications.filter((item) => item.readAt === null);

  const send = useCallback(
    async (ids: number[]) => {
      const fresh = ids.filter((id) => !sending.current.has(id));
      if (!fresh.length) return;
      for (const id of fresh) sending.current.add(id);
      try {
        for (let start = 0; start < fresh.length; start += NOTIFICATION_BATCH_MAX) {
          const batch = fresh.slice(start, start + NOTIFICATION_BATCH_MAX);
          await callDriverApi<NotificationAckResponse>('notifications/ack', { body: { ids: batch }, token });
          for (const id of batch) confirmed.current.add(id);
        }
      } finally {
        for (const id of fresh) sending.current.delete(id);
      }
    },
    [token],
  );

  const acknowledge = useCallback(
    async (ids: number[]) => {
      const items = notifications.filter((item) => ids.includes(item.id) && item.readAt === null);
      if (!items.length) return;
      markRead(owner, items, new Date().toISOString());
      setAckError(null);
      try {
        await send(items.map((item) => item.id));
      } catch (error) {
        // No answer: it stays read here and is sent again after the next read. Refused: it is unread again.
        if (error instanceof DriverApiError && error.retryable) return;
        unmarkRead(
          owner,
          items.map((item) => item.id),
        );
        setAckError(error);
      }
    },
    [notifications, owner, send],
  );

  // After each read: read here but still listed by the server (its acknowledgement got no answer, now or on an earlier
  // visit), send it again.
  const keptRef = useRef(kept);
  keptRef.current = kept;
  useEffect(() => {
    if (!fromServer) return;
    const readIds = new Set(keptRef.current.map((item) => item.id));
    const again = fromServer
      .map((item) => item.id)
      .filter((id) => readIds.has(id) && !confirmed.current.has(id) && !sending.current.has(id));
    if (again.length) send(again).catch(() => undefined);
  }, [fromServer, send]);

  // What arrived since the previous answer (none at the first: those were there when the app opened).
  const seen = useRef<Set<number> | null>(null);
  const [arrived, setArrived] = useState<DriverInboxItem[]>([]);
  useEffect(() => {
    if (!fromServer) return;
    const before = seen.current;
    seen.current = new Set(fromServer.map((item) => item.id));
    if (!before) return;
    const fresh = fromServer.filter((item) => !before.has(item.id));
    if (fresh.length) setArrived(fresh.map((item) => ({ ...item, readAt: null })).sort(newestFirst));
  }, [fromServer]);

  // A push arrived (scripts/vite/driverServiceWorker.ts posts { type: 'push' } to the app's windows): read now.
  const { refetch } = poll;
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const pushed = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'push') refetch();
    };
    worker.addEventListener('message', pushed);
    return () => worker.removeEventListener('message', pushed);
  }, [refetch]);

  const clearAckError = useCallback(() => setAckError(null), []);
  return {
    notifications,
    unread: unread.length,
    arrived,
    acknowledge,
    ackError,
    clearAckError,
    pending: poll.pending,
    error: poll.error,
    loaded: poll.data !== undefined,
    refetch: poll.refetch,
  };
}
