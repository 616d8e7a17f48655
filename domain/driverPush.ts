// Web Push for the driver app: the phone's subscription as the browser gives it (PushSubscription.toJSON(): the push
// service's endpoint and the two keys the payload is encrypted for), the server's public VAPID key, and what a push
// message carries. The app works without it: the messages list is read from the driver API while the app is open;
// a push only makes the phone say a message came while the app is closed.
import { z } from 'zod';
import { msg } from './schemas.ts';
import { text } from './text.ts';

/** Ours: the longest endpoint accepted (the push services' are about 200-500 characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** Ours: how many phones (subscriptions) one driver may have at once; the oldest goes when a new one comes. */
export const PUSH_SUBSCRIPTIONS_PER_DRIVER = 5;

/**
 * A base64url text (padding `=` tolerated, as some browsers send it) of exactly the key's bytes, in its canonical
 * form: `pattern` says the length and the last character's unused bits (no Buffer here: the rules run in browsers too).
 */
const base64UrlKey = (pattern: RegExp) =>
  text(256)
    .min(1, { error: msg.required })
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => pattern.test(value), { error: msg.invalid });
/** 65 bytes whose first is 0x04 (an uncompressed P-256 point): 87 characters, the first `B`. */
const P256_POINT = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/;
/** 16 bytes: 22 characters. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** The endpoint's own shape: an https URL with a host, no user name or password, no fragment. */
const endpointRule = () =>
  text(PUSH_ENDPOINT_MAX)
    .min(1, { error: msg.required })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          Boolean(url.hostname) &&
          !url.username &&
          !url.password &&
          !url.hash
        );
      },
      { error: msg.invalid },
    );

/** PUT /api/driver/push/subscription: the browser's subscription (its endpoint and keys). */
export const driverPushSubscriptionSchema = z.object({
  endpoint: endpointRule(),
  keys: z.object(
    {
      /** The phone's P-256 public key, uncompressed (65 bytes, first 0x04). */
      p256dh: base64UrlKey(P256_POINT),
      /** The authentication secret (16 bytes). */
      auth: base64UrlKey(AUTH_SECRET),
    },
    { error: msg.required },
  ),
});
export type DriverPushSubscription = z.infer<typeof driverPushSubscriptionSchema>;

/** DELETE /api/driver/push/subscription: the endpoint of the subscription this phone ends. */
export const driverPushUnsubscribeSchema = z.object({ endpoint: endpointRule() });

/** GET /api/driver/push/key: the server's VAPID public key (base64url, uncompressed P-256 point). */
export interface DriverPushKey {
  publicKey: string;
}

/** What a push message carries (encrypted for the phone): the notification's short part and where a tap opens. */
export interface DriverPushPayload {
  notificationId: number;
  title: string;
  body: string;
  url: string;
}
