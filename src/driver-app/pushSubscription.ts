// Web Push on this phone (issue 39): whether the browser can show the back office's messages as notifications, and
// turning them on (the browser's permission, a push subscription under the server's VAPID key, stored on the server
// with PUT /api/driver/push/subscription) or off (DELETE, then the subscription ends on the phone). The service worker
// (scripts/vite/driverServiceWorker.ts) shows what arrives. Push is never needed: the messages screen's polling
// (useDriverNotifications) is the path that always works, so nothing here stands in the way of the app.
// Loaded only with the messages screen (and, when a session ends, lazily by forgetPush.ts): no part of the first load.
import type { DriverPushSubscription } from '../../domain/driverPush.ts';
import { deletePushSubscription, getPushKey, putPushSubscription } from './api.ts';

/** The service worker's scope (main.tsx registers /driver/sw.js here). */
const SCOPE = '/driver/';

/** unsupported: the browser has no Web Push; blocked: the driver denied notifications to the site. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The phone has no service worker of the app yet (none installed, as in development): nothing can receive a push. */
export class PushNotReadyError extends Error {
  constructor() {
    super('No service worker of the app on this phone');
    this.name = 'PushNotReadyError';
  }
}

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** The server's key as PushManager.subscribe takes it: base64url (with or without padding) to bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

/** What the server stores: exactly the endpoint and keys of PushSubscription.toJSON(). */
function subscriptionBody(subscription: PushSubscription): DriverPushSubscription {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new TypeError('The push subscription has no endpoint or keys');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/** This phone's subscription, if the app's service worker is installed and has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Where notifications stand on this phone. With `store`, when they are on, the subscription is stored again for this
 * driver (an idempotent PUT, not awaited): the server may have dropped it, or another driver may have subscribed the
 * phone before.
 */
export async function readPushState(token: string, { store = false } = {}): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  if (store)
    Promise.resolve()
      .then(() => putPushSubscription(token, subscriptionBody(subscription)))
      .catch(() => undefined);
  return 'on';
}

/**
 * Turns notifications on: asks the browser's permission (called straight from the driver's tap, as browsers require),
 * subscribes under the server's key and stores the subscription. A dismissed prompt leaves them off; a denied one is
 * "blocked". A subscription the server did not take is ended again, so the phone never looks subscribed when the
 * server does not know it.
 */
export async function subscribePush(token: string): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  // `ready` waits for an installed worker to take over, and never settles when there is none: ask first.
  if (!(await navigator.serviceWorker.getRegistration(SCOPE))) throw new PushNotReadyError();
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes((await getPushKey(token)).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made under another key (the server's key changed) cannot carry the server's pushes.
  const before = subscription?.options.applicationServerKey;
  if (subscription && before && !sameBytes(before, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await putPushSubscription(token, subscriptionBody(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/**
 * Turns notifications off: the server forgets the subscription, then it ends on the phone. The phone's side is what
 * stops them, so it ends even when the server could not be told (the push service then answers the server's next
 * push with 404 or 410, and the server drops the endpoint).
 */
export async function unsubscribePush(token: string): Promise<PushState> {
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  await deletePushSubscription(token, subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
  return 'off';
}
