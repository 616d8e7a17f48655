// i18n keys the session code raises or notifies (texts in locales/*).
export const AUTH_MESSAGES = {
  invalidCredentials: 'auth.invalidCredentials',
  tooManyAttempts: 'auth.tooManyAttempts',
  loggedIn: 'auth.loggedIn',
  loggedOut: 'auth.loggedOut',
  mustBeLoggedIn: 'session.mustBeLoggedIn',
  sessionExpired: 'session.expired',
  initFailed: 'session.initFailed',
  accountCreated: 'register.accountCreated',
  emailTaken: 'register.emailTaken',
  registerFailed: 'register.failed',
  registerUnknown: 'register.failedUnknown',
} as const;

/** Login failures the login page shows as a message; anything else is logged only. */
export const LOGIN_FAILURE_MESSAGES: readonly string[] = [AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.tooManyAttempts];
