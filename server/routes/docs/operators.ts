// The OpenAPI texts of the operators routes (server/routes/operators.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...operatorsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import * as service from '../../services/operators.ts';
import { z } from 'zod';
import { ALL, SESSION_ENDED_EVENT, type OperatorItem } from '../../../domain/operatorSchemas.ts';
import { ACCOUNT_TYPES, CAN_VIEW_FLAGS, type CanViewFlag } from '../../../domain/enums.ts';
import { optionalTimestamp, timestamp } from './shapes/backOffice.ts';

const accountType = z.enum(ACCOUNT_TYPES);

const canView = z
  .object(Object.fromEntries(CAN_VIEW_FLAGS.map((flag) => [flag, z.boolean()])) as Record<CanViewFlag, z.ZodBoolean>)
  .describe('Every flag: the stored value, or the account type’s default');

const operatorItem = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string().describe('Sign-in name: the e-mail, or a short name for the demo accounts'),
    accountType,
    previousAccountType: accountType
      .nullable()
      .describe('The type a deactivated account returns to; null while active'),
    active: z.boolean(),
    scope: z.array(z.string()),
    companyIds: z.union([z.array(z.number().int()), z.literal(ALL)]).describe('Company ids, or "*" for all'),
    regions: z.union([z.array(z.string()), z.literal(ALL)]).describe('Region names, or "*" for all'),
    locationIds: z.array(z.number().int()),
    canView,
    createdAt: timestamp('Created'),
    updatedAt: optionalTimestamp('Last changed'),
  })
  .describe('An operator account (never its password)') satisfies z.ZodType<OperatorItem>;

const oneOperator = z.object({ operator: operatorItem });

const REACH = [
  'Reach: an operator limited to some companies or regions, or holding only some scopes, sees and manages only the',
  'operators whose companies, regions and scopes lie within its own (all companies / all regions / an omni scope lift',
  'that part); others answer 404 `operator_not_found`.',
].join(' ');
const ASSIGN = [
  'companyIds: a non-empty list of company ids, or "*" for all companies; regions: a non-empty list of region names, or',
  '"*" for all regions; scope: a non-empty list of scopes; accountType: api, api_user, xd_employee, xd_coordinator or',
  'other (deactivated is reached only through /operator/deactivate); canView: any of the ten flags, a flag left out',
  'takes the account type’s default; locationIds: optional, each a location of the assigned companies.',
  'Empty lists answer 400 `validation_failed` with `users.validation.atLeastOneValue` under the field; unknown',
  'companies, regions, or locations outside the companies answer 400 with a field error. The caller may assign only',
  'companies and regions it may see itself ("*" only with all): 403 `company_not_assignable`, `region_not_assignable`;',
  'and grant only scopes it holds (an omni scope grants any): 403 `scope_not_assignable`.',
].join(' ');
const ANSWER =
  'Answers {operator} (as GET /operator/list serves it). One transaction with an audit entry (before/after, never a password).';

export const operatorsDocs = {
  list: {
    summary: 'The operator accounts, newest first',
    description: [
      'An array of {id, email, username, accountType, previousAccountType, active, scope,',
      'companyIds (ids or "*"), regions (names or "*"), locationIds, canView (all ten flags: stored or the account type’s',
      'default), createdAt, updatedAt}, sorted by createdAt descending. The whole list in one answer: operator',
      'accounts are a few hundred at most, so the users page filters (company, account type, active) and searches',
      '(e-mail) on the client. Needs users.canAccessPage (the operators scope; superAdmin counts).',
      REACH,
    ].join(' '),
    response: { 200: z.array(operatorItem) },
  },
  create: {
    summary: 'Creates an operator account',
    description: [
      'Body: email, password (min 7; stored as argon2id), companyIds, regions, scope, accountType, canView,',
      'locationIds (only if non-empty). The e-mail (trimmed, lower-cased) is also the sign-in name; it must be free among',
      'operators and client users: 409 `user_email_already_occupied`.',
      ASSIGN,
      ANSWER,
    ].join(' '),
    response: { 200: oneOperator },
  },
  update: {
    summary: 'Changes an operator’s assignments, scopes, account type and canView flags',
    description: [
      'Body: operatorId, companyIds, regions, scope, accountType, canView, locationIds. The e-mail does not change.',
      'A deactivated account answers 409 `operator_deactivated` (activate it first). Scopes the account already holds may',
      'stay even when the caller lacks them. The changes apply from the account’s next call; its open sockets are moved to',
      'the real-time rooms of its new reach at once (they hear the events of its new companies and regions only), and',
      'hear `accessChanged`: its consoles read GET /api/@me again and follow (menu, pages, buttons) within seconds.',
      ASSIGN,
      REACH,
      ANSWER,
    ].join(' '),
    response: { 200: oneOperator },
  },
  changePassword: {
    summary: 'Sets a new password for an operator',
    description: [
      'Body: operatorId, newPassword (min 7; stored as argon2id). Every open session of the account ends (its',
      'tokens answer 401; its sockets hear',
      `\`${SESSION_ENDED_EVENT}\` {reason: "password_changed"} and are disconnected), except the caller’s own session`,
      'when it sets its own password here.',
      REACH,
      ANSWER,
    ].join(' '),
    response: { 200: oneOperator },
  },
  deactivate: {
    summary: 'Deactivates an operator account: it is signed out at once and cannot sign in until activated',
    description: [
      'Body: operatorId. The account type becomes deactivated and the previous one is kept (previousAccountType)',
      'for /operator/activate. Every session of the account is revoked in the same transaction: its next call answers 401,',
      `its open sockets hear \`${SESSION_ENDED_EVENT}\` {reason: "account_deactivated"} and are disconnected by the server`,
      '(the console then checks its session and logs out), and sign-in answers 401 `account_deactivated`.',
      '409 `operator_already_deactivated`; 409 `operator_cannot_deactivate_self` for the caller’s own account.',
      REACH,
      ANSWER,
    ].join(' '),
    response: { 200: oneOperator },
  },
  activate: {
    summary: 'Activates a deactivated operator account',
    description: [
      'Body: operatorId. The account returns to the type it had before deactivation (previousAccountType;',
      `"${service.ACTIVATION_FALLBACK_TYPE}" when none was kept) and may sign in again. 409 \`operator_not_deactivated\`.`,
      REACH,
      ANSWER,
    ].join(' '),
    response: { 200: oneOperator },
  },
};
