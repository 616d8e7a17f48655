// Every limit of the calls anybody can make without an account (and of the password change), in one place. Each
// counts per client address (request.ip: TRUST_PROXY decides whose X-Forwarded-For is believed) or per the thing
// guessed, within a window; past its limit a call answers 429 with Retry-After (attemptThrottle.ts). The sign-in's
// own limits per account are configured (LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS, LOGIN_ACCOUNT_MAX_FAILURES).
// The process carries them in its configuration (AppConfig.rateLimits), so a test can shrink one; the OpenAPI
// description of each route states the values it runs with.

import type { AppConfig } from '../config.ts';

export interface RateLimit {
  /** Attempts counted within the window. */
  max: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /** Failed sign-ins from one address over every account (console, operators-only and driver sign-in): a spray
   * over many usernames from one address stops here. */
  signInFailuresPerClient: { max: 100, windowSeconds: 15 * 60 },
  /** Registrations from one address, whatever their outcome (each creates a company). */
  registrationsPerClient: { max: 10, windowSeconds: 60 * 60 },
  /** Registrations from one address answered "e-mail already in use": the answer tells that an account exists, so
   * an address may learn it only a few times an hour. */
  takenEmailsPerClient: { max: 3, windowSeconds: 60 * 60 },
  /** Wrong old passwords of the password change from one address, over every user (each user has its own limit too:
   * LOGIN_MAX_FAILURES within LOGIN_WINDOW_SECONDS). */
  passwordChangeFailuresPerClient: { max: 20, windowSeconds: 15 * 60 },
  /** Demo requests of the landing page from one address, whatever their outcome. */
  demoRequestsPerClient: { max: 5, windowSeconds: 60 * 60 },
  /** Wrong order numbers or PINs of the /pin page from one address. */
  pickupFailuresPerClient: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong PINs for one order number and creation day, from any address. */
  pickupFailuresPerOrder: { max: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimits = { [K in keyof typeof RATE_LIMITS]: RateLimit };

/** "5 per client address within 15 minutes" (for the OpenAPI descriptions). */
export const describeLimit = ({ max, windowSeconds }: RateLimit, per: string): string =>
  `${max} ${per} within ${describeSeconds(windowSeconds)}`;

export const describeSeconds = (seconds: number): string =>
  seconds % 3600 === 0 && seconds >= 3600
    ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
    : seconds % 60 === 0 && seconds >= 60
      ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}`
      : `${seconds} second${seconds === 1 ? '' : 's'}`;

/** The sign-in's throttling as the OpenAPI descriptions state it, with the values this process runs with. */
export const describeSignInThrottle = (
  config: Pick<AppConfig, 'loginMaxFailures' | 'loginWindowSeconds' | 'loginAccountMaxFailures' | 'rateLimits'>,
): string => {
  const window = describeSeconds(config.loginWindowSeconds);
  const pace = describeSeconds(Math.ceil(config.loginWindowSeconds / config.loginAccountMaxFailures));
  return [
    'Failed sign-ins are counted per account, whichever of its identifiers was typed, and per typed identifier when',
    'no account has it (the throttle behaves the same for both), before the password is checked, so parallel guesses',
    `cannot pass the limits: ${config.loginMaxFailures} per account and client address within ${window}`,
    '(LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS), then that address answers 429 until the window ends, while other',
    `addresses may still sign in; ${config.loginAccountMaxFailures} per account over every address within ${window}`,
    `(LOGIN_ACCOUNT_MAX_FAILURES), then one guess every ${pace} (429 with a Retry-After of at most that: a flood from`,
    `many addresses is slowed down, never turned into a lock-out); ${describeLimit(config.rateLimits.signInFailuresPerClient, 'per client address')}`,
    'over every account (every sign-in call together). 429 `too_many_login_attempts` with Retry-After (seconds). A',
    'right password starts its address’s count for the account over and is not counted.',
  ].join(' ');
};
