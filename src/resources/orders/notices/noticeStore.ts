// What the console keeps of the notices of orders not accepted in time, in the browser: per user, the time of the
// newest notice the user has seen (the list shows the later ones as new and the bell counts them), kept in local
// storage apart from react-admin's store, which is emptied at sign-out (the same notices would come back as new). And
// the toast's "Show" asks the bell to open its list.
import { useSyncExternalStore } from 'react';
import type { NotAcceptedOrder } from '../../../../domain/notAcceptedOrders.ts';

const keyOf = (userId: number) => `dc.notices.${userId}.notAcceptedSeenAt`;
const listeners = new Set<() => void>();

const read = (userId: number): string | null => {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same console marked them seen.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The cancellation time of the newest notice the user has seen (ISO), or null before the first look. */
export const useSeenAt = (userId: number): string | null => useSyncExternalStore(subscribe, () => read(userId));

/** The user has seen the notices up to this one (the newest on screen). */
export const markSeen = (userId: number, newest: Pick<NotAcceptedOrder, 'cancelledAt'> | undefined): void => {
  if (!newest) return;
  const seen = read(userId);
  if (seen && Date.parse(seen) >= Date.parse(newest.cancelledAt)) return;
  try {
    window.localStorage.setItem(keyOf(userId), newest.cancelledAt);
  } catch {
    // A full or blocked storage: the notices stay new.
  }
  listeners.forEach((listener) => listener());
};

/** A notice the user has not seen yet. */
export const isUnseen = (notice: Pick<NotAcceptedOrder, 'cancelledAt'>, seenAt: string | null): boolean =>
  seenAt === null || Date.parse(notice.cancelledAt) > Date.parse(seenAt);

const openRequests = new Set<() => void>();

/** Opens the notices list (the toast's "Show"). */
export const openNotices = () => openRequests.forEach((open) => open());

/** The bell listens for openNotices. */
export const onOpenNotices = (open: () => void): (() => void) => {
  openRequests.add(open);
  return () => {
    openRequests.delete(open);
  };
};
