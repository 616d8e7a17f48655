// The OpenAPI texts of the auth routes (server/routes/auth.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...authDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
// Each entry also carries the route's answer schemas (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import type { MeResponse, Permissions } from '../../../domain/api.ts';
import { ACCOUNT_TYPES, COMPANY_STATUSES } from '../../../domain/enums.ts';
import { emptyPermissions } from '../../../domain/permissions.ts';
import { describeLimit, describeSignInThrottle } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';
import { registrationStepsAnswer, tokenAnswer } from './shapes/auth.ts';

const sessionAnswer = tokenAnswer.describe(
  'A session token (HS256 JWT) and its expiry; send it as `Authorization: Bearer <token>`.',
);

/** A flag tree as a schema: every leaf of `tree` a boolean (the tree of every flag, all false). */
function flagTree<T extends object>(tree: T): z.ZodType<T> {
  const shape = Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'boolean' ? z.boolean() : flagTree(value)]),
  );
  return z.object(shape) as unknown as z.ZodType<T>;
}

const meAnswer = z
  .object({
    user: z.object({
      id: z.number().int(),
      kind: z.enum(['operator', 'client']),
      username: z.string(),
      email: z.string(),
      name: z.string().nullable(),
      accountType: z.enum(ACCOUNT_TYPES).nullable().describe('Operators only'),
      scope: z.array(z.string()),
      companyId: z.number().int().nullable().describe('Client users: their company; operators: null'),
      companyName: z.string().nullable(),
      companyStatus: z.enum(COMPANY_STATUSES).nullable(),
    }),
    registrationSteps: registrationStepsAnswer,
    activated: z
      .boolean()
      .describe('No registration step remains and the company is active (always true for operators)'),
    settings: z.object({ dashboardImage: z.string().nullable(), defaultLocationId: z.number().int().nullable() }),
    permissions: flagTree<Permissions>(emptyPermissions()).describe('The permission flag tree'),
  })
  .describe('The signed-in user') satisfies z.ZodType<MeResponse>;

export const authDocs = {
  operatorLogin: (config: AppConfig) => ({
    summary: 'Operator sign-in by username or e-mail',
    description: [
      '401 `invalid_credentials` for a wrong login or password, for unknown users and for a deactivated account with',
      'a wrong password alike (same body, headers and time); 401 `account_deactivated` only with the right password.',
      describeSignInThrottle(config),
    ].join(' '),
    response: { 200: sessionAnswer },
  }),
  login: (config: AppConfig) => ({
    summary: 'Sign-in for every kind of user',
    description: [
      'Chosen by us: one call signs in operators (username or e-mail) and client users (e-mail), so the console login',
      'page never asks which kind of user is signing in. Same errors as /call-center-user/login, and the same counters:',
      describeSignInThrottle(config),
    ].join(' '),
    response: { 200: sessionAnswer },
  }),
  refresh: {
    summary: 'Token refresh: validates the session and returns a new token with a later expiry',
    description:
      'Chosen by us. 401 when the token is missing, expired or revoked; 403 `api_key_not_allowed` for an API key (it has no session).',
    response: { 200: sessionAnswer },
  },
  logout: {
    summary: 'Revokes the session of the token on the server',
    description:
      '403 `api_key_not_allowed` for an API key: a key is revoked in the settings (POST /api/@me/api-keys/revoke).',
    response: { 204: z.null().describe('Signed out') },
  },
  register: (config: AppConfig) => ({
    summary: 'Registers a client user with a new pending company and signs it in',
    description: [
      '409 `user_email_already_occupied` when the e-mail is taken. `confirmPassword` is optional for API callers and',
      'must equal `password` when sent. Sends `companyStatusChange` (status pending, previousStatus null) for the new',
      `company. Limited per client address: ${describeLimit(config.rateLimits.registrationsPerClient, 'registrations')} whatever`,
      `their outcome, and ${describeLimit(config.rateLimits.takenEmailsPerClient, '`user_email_already_occupied` answers')}; once`,
      'either is used up every registration from the address answers 429 `too_many_requests` with Retry-After',
      '(seconds), whatever its e-mail. A `city` we do not deliver from (no active region serves it, as GET',
      '/region/coverage answers) does not refuse the registration: the account is created and, in the same transaction,',
      'a coverage lead of the new company and city is recorded for the operators’ lead list (GET /lead/list?kind=coverage).',
    ].join(' '),
    response: { 200: sessionAnswer },
  }),
  me: {
    summary: 'The signed-in user: identity, registration steps, settings and the permission flag tree',
    response: { 200: meAnswer },
  },
};
