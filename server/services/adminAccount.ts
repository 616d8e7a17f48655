// The first super admin of a live system (`npm run create-admin`, scripts/create-admin.ts): an operator of type
// xd_employee with the superAdmin, wallet and zipCodes scopes, all companies and all regions, and the canView defaults
// of its type, made without signing in (an empty database started with SEED_DEMO=false has no operator to sign in
// with).
//
// The rules are the shared ones: the password is an operator password (createOperatorSchema), the sign-in name follows
// the sign-in form's rule (loginSchema) plus a plain character set, and both the name and the e-mail must be free
// across operators (name or e-mail) and client users (one login page signs in both), compared case-insensitively as
// sign-in compares them: 409 `user_email_already_occupied`, the operators service's code for a taken sign-in name.
// Invalid input answers 400 `validation_failed` with field errors (i18n keys) and the English text as the message. The
// creation and its audit entry (actor: system "cli", never the password) are one transaction.
import { or, sql } from 'drizzle-orm';
import { z } from 'zod';
import en from '../../locales/en.ts';
import { clientUsers, operators } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict } from '../errors.ts';
import { createOperatorSchema } from '../../domain/operatorSchemas.ts';
import { loginSchema, msg } from '../../domain/schemas.ts';
import type { AccountType } from '../../domain/enums.ts';
import { issueArgs, type ZodIssueLike } from '../../domain/zodIssues.ts';
import { audit, type Actor } from './audit.ts';
import { hashPassword, isUniqueViolation } from './auth.ts';
import { fullCanView, toOperatorItem } from './operators.ts';
import { englishPluralForm } from '../../domain/pluralCount.ts';

/** Who the audit log names for accounts made from the command line. */
export const CLI_ACTOR: Actor = { kind: 'system', id: null, name: 'cli' };

export const SUPER_ADMIN_ACCOUNT_TYPE: AccountType = 'xd_employee';
/** Every page from the first sign-in: superAdmin, plus the wallet and zip codes, which superAdmin does not grant. */
export const SUPER_ADMIN_SCOPE = ['superAdmin', 'wallet', 'zipCodes'];

/**
 * The e-mail of an admin whose name is not an e-mail and who gave none: `<name>@noemail.invalid` (the .invalid domain
 * is reserved never to exist, RFC 2606), so the column's uniqueness holds and nobody mistakes it for a mailbox.
 */
export const NO_EMAIL_DOMAIN = 'noemail.invalid';

/** Letters, digits and . _ - + @ (an e-mail fits): no spaces or control characters in a sign-in name. */
const USERNAME_PATTERN = /^[A-Za-z0-9._+@-]+$/;
export const USERNAME_MAX_LENGTH = 254;

const usernameField = loginSchema.shape.username
  .max(USERNAME_MAX_LENGTH, { error: msg.maxLength, params: { max: USERNAME_MAX_LENGTH } } as never)
  .regex(USERNAME_PATTERN, { error: msg.invalid })
  .transform((v) => v.toLowerCase());
const emailField = createOperatorSchema.shape.email;
/** The operator password rule (operator create and change-password forms): the one rule, not a copy. */
export const adminPasswordSchema = createOperatorSchema.shape.password;

const identitySchema = z.object({ username: usernameField, email: emailField.optional() });
const superAdminSchema = identitySchema.extend({ password: adminPasswordSchema });

export interface SuperAdminIdentity {
  username: string;
  email?: string;
}
export interface SuperAdminInput extends SuperAdminIdentity {
  password: string;
}

// ---- English texts of the shared messages (i18n keys) ---------------------------------------------------------------

/** The English text of an i18n key (locales/en.ts) with its %{arguments}; the key itself when it has no text. */
export function englishText(key: string, args: Record<string, unknown> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const template = typeof node === 'string' ? englishPluralForm(node, args) : key;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    args[name] === undefined ? whole : String(args[name]),
  );
}

/** "password: Must be at least 7 characters" (the limits of a too_small / too_big issue are its arguments). */
export function issueText(issue: ZodIssueLike): string {
  let text = englishText(issue.message, issueArgs(issue));
  if (issue.path[0] === 'username' && issue.message === msg.invalid)
    text += ' (letters, digits and . _ - + @ only, no spaces)';
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${text}` : text;
}

/**
 * 400 `validation_failed`: every field error as an i18n key (as the API answers them), and as the message the English
 * text of each field's first one (zod reports every failed check: an empty password is also too short).
 */
function validationError(issues: readonly ZodIssueLike[]) {
  const errors: Record<string, string[]> = {};
  const first = new Map<string, ZodIssueLike>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
    if (!first.has(field)) first.set(field, issue);
  }
  return badRequest('validation_failed', [...first.values()].map(issueText).join('; '), errors);
}

// ---- Rules ----------------------------------------------------------------------------------------------------------

/**
 * The sign-in name (trimmed, lower case: sign-in ignores case) and the e-mail: the one given, else the name when it is
 * an e-mail, else `<name>@noemail.invalid`. 400 when either is invalid. No database call.
 */
export function normalizeIdentity(input: SuperAdminIdentity): Required<SuperAdminIdentity> {
  const parsed = identitySchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues as ZodIssueLike[]);
  const { username } = parsed.data;
  if (parsed.data.email) return { username, email: parsed.data.email };
  if (emailField.safeParse(username).success) return { username, email: username };
  const fallback = emailField.safeParse(`${username}@${NO_EMAIL_DOMAIN}`);
  if (!fallback.success) {
    throw badRequest(
      'validation_failed',
      `email: ${englishText(msg.email)} (no e-mail can be made from this name: give one)`,
      {
        email: [msg.email],
      },
    );
  }
  return { username, email: fallback.data };
}

/** 400 with the rule's English text when the password breaks the operator password rule. */
export function assertAdminPassword(password: string): void {
  const parsed = adminPasswordSchema.safeParse(password);
  if (!parsed.success)
    throw validationError(parsed.error.issues.map((issue) => ({ ...issue, path: ['password'] })) as ZodIssueLike[]);
}

/** Whether a sign-in identifier is taken: an operator's name or e-mail, or a client user's e-mail (lower case). */
async function identifierTaken(db: DbOrTx, value: string): Promise<boolean> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(or(sql`lower(${operators.username}) = ${value}`, sql`lower(${operators.email}) = ${value}`))
    .union(
      db
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(sql`lower(${clientUsers.email}) = ${value}`),
    );
  return rows.length > 0;
}

const usernameTaken = (username: string) =>
  conflict('user_email_already_occupied', `The username "${username}" is already taken`);
const emailTaken = (email: string) => conflict('user_email_already_occupied', `The e-mail ${email} is already in use`);

/** 409 when the (normalized) name or e-mail is already a sign-in identifier of someone. */
export async function assertIdentityFree(db: DbOrTx, identity: Required<SuperAdminIdentity>): Promise<void> {
  if (await identifierTaken(db, identity.username)) throw usernameTaken(identity.username);
  if (identity.email !== identity.username && (await identifierTaken(db, identity.email)))
    throw emailTaken(identity.email);
}

/**
 * Creates a super admin (xd_employee, scopes SUPER_ADMIN_SCOPE, all companies and regions, canView defaults of the
 * type) and its audit entry in one transaction; answers the new operator's id. 400 `validation_failed` for an invalid
 * name, e-mail or password, 409 `user_email_already_occupied` for a taken name or e-mail.
 */
export async function createSuperAdmin(db: Db, input: SuperAdminInput, actor: Actor = CLI_ACTOR): Promise<number> {
  const parsed = superAdminSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues as ZodIssueLike[]);
  const identity = normalizeIdentity(input);
  const passwordHash = await hashPassword(parsed.data.password);
  return db
    .transaction(async (tx) => {
      await assertIdentityFree(tx, identity);
      const [row] = await tx
        .insert(operators)
        .values({
          username: identity.username,
          email: identity.email,
          passwordHash,
          accountType: SUPER_ADMIN_ACCOUNT_TYPE,
          scope: SUPER_ADMIN_SCOPE,
          canView: fullCanView(null, SUPER_ADMIN_ACCOUNT_TYPE),
          allCompanies: true,
          companyIds: [],
          allRegions: true,
          regions: [],
          locationIds: [],
        })
        .returning();
      const { createdAt: _c, updatedAt: _u, ...after } = toOperatorItem(row);
      await audit(tx, actor, {
        action: 'operator.create',
        entity: 'operator',
        entityId: row.id,
        after: { ...after, via: 'create-admin' },
      });
      return row.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw usernameTaken(identity.username); // a concurrent run took it meanwhile
      throw err;
    });
}
