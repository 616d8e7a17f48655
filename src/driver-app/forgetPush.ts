// Ending this phone's Web Push at the end of a session (the next driver on the phone must not get this one's
// messages), without pushSubscription.ts in the first load: it is loaded only when the browser could have subscribed. The sign-out button awaits it before its logout, while the server still
// takes the DELETE (ShiftScreen); every other end of the session (expired, refused) starts it and goes on (DriverApp).
// Never throws, and never takes longer than `waitMs`.
export function forgetPushOnThisPhone(token: string, waitMs = 3_000): Promise<void> {
  if (typeof window === 'undefined' || !('PushManager' in window)) return Promise.resolve();
  const forgotten = import('./pushSubscription.ts').then(async (push) => {
    if (push.pushSupported()) await push.unsubscribePush(token);
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([forgotten, waited]).catch(() => undefined);
}
