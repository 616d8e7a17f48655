// i18n keys the session code raises or notifies (texts in locales/*).
export const AUTH_MESSAGES = {
  invalidCredentials: 'auth.invalidCredentials',
  accountDeactivated: 'auth.accountDeactivated',
  tooManyAttempts: 'auth.tooManyAttempts',
  tooManyAttemptsWait: 'auth.tooManyAttemptsWait',
  loggedIn: 'auth.loggedIn',
  loggedOut: 'auth.loggedOut',
  mustBeLoggedIn: 'session.mustBeLoggedIn',
  sessionExpired: 'session.expired',
  sessionDeactivated: 'session.deactivated',
  accessChanged: 'session.accessChanged',
  initFailed: 'session.initFailed',
  accountCreated: 'register.accountCreated',
  emailTaken: 'register.emailTaken',
  registerFailed: 'register.failed',
  registerUnknown: 'register.failedUnknown',
  registerTooMany: 'register.tooMany',
  registerTooManyWait: 'register.tooManyWait',
} as const;

/** Login failures the login page shows as a message; anything else is logged only. */
export const LOGIN_FAILURE_MESSAGES: readonly string[] = [
  AUTH_MESSAGES.invalidCredentials,
  AUTH_MESSAGES.accountDeactivated,
  AUTH_MESSAGES.tooManyAttempts,
];

/**
 * The message of a refusal for too many attempts: with the wait the server gave (Retry-After) in whole minutes from
 * a minute on, in seconds below, else the message without a time. `wait` is the key of the { seconds, minutes }
 * messages, `plain` the one without a time.
 */
export function waitMessage(
  plain: string,
  wait: string,
  seconds: number | undefined,
): { message: string; args: { smart_count?: number } } {
  if (seconds === undefined || seconds <= 0) return { message: plain, args: {} };
  if (seconds < 60) return { message: `${wait}.seconds`, args: { smart_count: seconds } };
  return { message: `${wait}.minutes`, args: { smart_count: Math.ceil(seconds / 60) } };
}
