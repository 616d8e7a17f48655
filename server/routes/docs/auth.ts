// The OpenAPI texts of the auth routes (server/routes/auth.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...authDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
import { describeLimit, describeSignInThrottle } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';

export const authDocs = {
  operatorLogin: (config: AppConfig) => ({
    summary: 'Operator sign-in by username or e-mail',
    description: [
      '401 `invalid_credentials` for a wrong login or password, for unknown users and for a deactivated account with',
      'a wrong password alike (same body, headers and time); 401 `account_deactivated` only with the right password.',
      describeSignInThrottle(config),
    ].join(' '),
  }),
  login: (config: AppConfig) => ({
    summary: 'Sign-in for every kind of user',
    description: [
      'Chosen by us: one call signs in operators (username or e-mail) and client users (e-mail), so the console login',
      'page never asks which kind of user is signing in. Same errors as /call-center-user/login, and the same counters:',
      describeSignInThrottle(config),
    ].join(' '),
  }),
  refresh: {
    summary: 'Token refresh: validates the session and returns a new token with a later expiry',
    description:
      'Chosen by us. 401 when the token is missing, expired or revoked; 403 `api_key_not_allowed` for an API key (it has no session).',
  },
  logout: {
    summary: 'Revokes the session of the token on the server',
    description:
      '403 `api_key_not_allowed` for an API key: a key is revoked in the settings (POST /api/@me/api-keys/revoke).',
  },
  register: (config: AppConfig) => ({
    summary: 'Registers a client user with a new pending company and signs it in',
    description: [
      '409 `user_email_already_occupied` when the e-mail is taken. `confirmPassword` is optional for API callers and',
      'must equal `password` when sent. Sends `companyStatusChange` (status pending, previousStatus null) for the new',
      `company. Limited per client address: ${describeLimit(config.rateLimits.registrationsPerClient, 'registrations')} whatever`,
      `their outcome, and ${describeLimit(config.rateLimits.takenEmailsPerClient, '`user_email_already_occupied` answers')}; once`,
      'either is used up every registration from the address answers 429 `too_many_requests` with Retry-After',
      '(seconds), whatever its e-mail.',
    ].join(' '),
  }),
  me: {
    summary: 'The signed-in user: identity, registration steps, settings and the permission flag tree',
  },
  health: {
    summary: 'Liveness and database check',
  },
};
