// `npm run create-admin` (scripts/create-admin.ts) and its service (server/services/adminAccount.ts): the first super
// admin of an empty database signs in through the API with the superAdmin scope, all companies and regions; a taken
// name, a weak password, a missing or invalid name are refused with one clear line and change nothing; the password
// is read from a pipe (first line) or a terminal (hidden, Backspace, Ctrl-C); the audit entry names the cli.
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import * as s from '../../server/db/schema.ts';
import { HttpError } from '../../server/errors.ts';
import { isSeeded } from '../../server/seed/demo/index.ts';
import { createSuperAdmin, NO_EMAIL_DOMAIN } from '../../server/services/adminAccount.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { MeResponse } from '../../domain/api.ts';
import { main, USAGE, type CreateAdminIo } from '../../scripts/create-admin.ts';
import { bearer, login } from './fixtures.ts';
import { testDatabase } from './testDatabase.ts';

let app: FastifyInstance;
let disposeDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const made = await testDatabase();
  disposeDatabase = made.dispose;
  app = await buildApp(testConfig({ databaseUrl: made.databaseUrl }), { database: made.database }); // an empty database: no operator, no demo
});
afterAll(async () => {
  await app?.close();
  await disposeDatabase?.();
});

const db = () => app.database.db;
const operatorCount = async () => (await db().select({ n: count() }).from(s.operators))[0]!.n;
const operatorNamed = async (username: string) =>
  (await db().select().from(s.operators).where(eq(s.operators.username, username)))[0];

/** Fake streams: piped input (a string), or a terminal that answers each prompt with the next of `answers`. */
function fakeIo(input: { piped: string } | { tty: string[] }) {
  const out: string[] = [];
  const err: string[] = [];
  let stdin: CreateAdminIo['stdin'];
  const setRawMode = vi.fn();
  const answers = 'tty' in input ? [...input.tty] : [];
  if ('piped' in input) stdin = Readable.from([Buffer.from(input.piped)]);
  else stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode });
  const io: CreateAdminIo = {
    stdin,
    stdout: {
      write: (text: string) => {
        out.push(text);
        // A terminal user types the answer once the question shows.
        if (/^(Password|Repeat): $/.test(text) && answers.length) {
          const answer = answers.shift()!;
          setImmediate(() => (stdin as PassThrough).write(answer));
        }
      },
    },
    stderr: { write: (text: string) => err.push(text) },
    env: {},
  };
  return { io, setRawMode, out: () => out.join(''), err: () => err.join('') };
}

const run = (argv: string[], input: { piped: string } | { tty: string[] }) => {
  const fake = fakeIo(input);
  return main(argv, fake.io, { database: app.database }).then((code) => ({ code, ...fake }));
};

describe('npm run create-admin: the first super admin', () => {
  it('creates a super admin on an empty database who signs in through the API with the superAdmin scope', async () => {
    expect(await operatorCount()).toBe(0);
    const { code, out, err } = await run(['--username', 'Boss'], { piped: 'correct horse 1\nignored second line\n' });
    expect(err()).toBe('');
    expect(code).toBe(0);
    expect(out()).toMatch(
      /^Super admin "boss" created \(operator id \d+, e-mail boss@noemail\.invalid\) in the database\.\n$/,
    );

    // Sign-in ignores case, as for every operator.
    const token = await login(app, 'BOSS', 'correct horse 1');
    const me = await app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const { user, permissions } = me.json<MeResponse>();
    expect(user).toMatchObject({
      kind: 'operator',
      username: 'boss',
      email: `boss@${NO_EMAIL_DOMAIN}`,
      accountType: 'xd_employee',
      scope: ['superAdmin', 'wallet', 'zipCodes'],
    });
    expect(permissions.users).toEqual({ canAccessPage: true, canWrite: true });

    const row = (await operatorNamed('boss'))!;
    expect(row).toMatchObject({
      allCompanies: true,
      allRegions: true,
      companyIds: [],
      regions: [],
      scope: ['superAdmin', 'wallet', 'zipCodes'],
    });
    expect(row.canView).toEqual(canViewDefaults('xd_employee'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The database counts as set up: a server started later without SEED_DEMO=false does not seed the demo into it.
    expect(await isSeeded(db())).toBe(true);

    // The audit entry: actor system "cli", the account as the users page shows it, never the password.
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'operator.create'), eq(s.auditLog.entityId, String(row.id))));
    expect(entry).toMatchObject({ actorKind: 'system', actorId: null, actorName: 'cli', entity: 'operator' });
    expect(entry!.after).toMatchObject({
      username: 'boss',
      scope: ['superAdmin', 'wallet', 'zipCodes'],
      companyIds: '*',
      regions: '*',
      via: 'create-admin',
    });
    expect(JSON.stringify(entry!.after)).not.toMatch(/correct horse|argon2|password/i);

    // It manages operator accounts (the Users page), its own included.
    const update = await app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(token),
      payload: {
        operatorId: row.id,
        companyIds: '*',
        regions: '*',
        scope: ['superAdmin', 'wallet', 'zipCodes'],
        accountType: 'xd_employee',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
  });

  it('refuses a second run with the same name (any case) with one line and changes nothing', async () => {
    const before = await operatorCount();
    const { code, out, err } = await run(['--username', 'BOSS'], { piped: 'another pass 2\n' });
    expect(code).toBe(1);
    expect(out()).toBe('');
    expect(err()).toBe('create-admin: The username "boss" is already taken\n');
    expect(await operatorCount()).toBe(before);
    expect(await login(app, 'boss', 'correct horse 1')).toBeTruthy(); // the first password still holds
  });

  it('refuses a weak password with the rule of the operator password and creates nothing', async () => {
    const before = await operatorCount();
    const { code, err } = await run(['--username', 'weakling'], { piped: 'abc12\n' });
    expect(code).toBe(1);
    expect(err()).toBe('create-admin: password: Must be at least 7 characters\n');
    const empty = await run(['--username', 'weakling'], { piped: '' });
    expect(empty.code).toBe(1);
    expect(empty.err()).toBe('create-admin: password: Field is required\n');
    expect(await operatorCount()).toBe(before);
    expect(await operatorNamed('weakling')).toBeUndefined();
  });

  it('prints the usage when --username is missing, and refuses an invalid name', async () => {
    const missing = await run([], { piped: 'whatever1\n' });
    expect(missing.code).toBe(1);
    expect(missing.err()).toBe(`create-admin: --username is missing\n${USAGE}\n`);
    const noValue = await run(['--username'], { piped: '' });
    expect(noValue.code).toBe(1);
    expect(noValue.err()).toContain('--username needs a value');
    const help = await run(['--help'], { piped: '' });
    expect(help.code).toBe(0);
    expect(help.out()).toBe(`${USAGE}\n`);
    const short = await run(['--username', 'ab'], { piped: 'long enough 1\n' });
    expect(short.code).toBe(1);
    expect(short.err()).toBe('create-admin: username: Must be at least 3 characters\n');
    const spaced = await run(['--username', 'jan kowalski'], { piped: 'long enough 1\n' });
    expect(spaced.code).toBe(1);
    expect(spaced.err()).toBe(
      'create-admin: username: Invalid value (letters, digits and . _ - + @ only, no spaces)\n',
    );
    const badEmail = await run(['--username', 'mailer', '--email', 'not-an-email'], { piped: 'long enough 1\n' });
    expect(badEmail.code).toBe(1);
    expect(badEmail.err()).toBe('create-admin: email: Field must be a valid email address\n');
    expect(await operatorCount()).toBe(1);
  });

  it('asks twice on a terminal without echo: Backspace erases, a different repeat or Ctrl-C creates nothing', async () => {
    const typed = await run(['--username', 'tty-admin', '--email=Ops@Example.com'], {
      tty: ['secret1x\u007fY\r', 'secret1Y\r'],
    });
    expect(typed.err()).toBe('');
    expect(typed.code).toBe(0);
    expect(typed.out()).toMatch(
      /^Password: \nRepeat: \nSuper admin "tty-admin" created \(operator id \d+, e-mail ops@example\.com\)/,
    );
    expect(typed.out()).not.toContain('secret'); // nothing echoed
    expect(typed.setRawMode.mock.calls).toEqual([[true], [false], [true], [false]]);
    expect(await login(app, 'ops@example.com', 'secret1Y')).toBeTruthy(); // the e-mail signs in too

    const mismatch = await run(['--username', 'tty-two'], { tty: ['secret12\r', 'secret13\r'] });
    expect(mismatch.code).toBe(1);
    expect(mismatch.err()).toBe('create-admin: Passwords are not the same\n');
    const weak = await run(['--username', 'tty-two'], { tty: ['abc\r'] });
    expect(weak.code).toBe(1);
    expect(weak.err()).toBe('create-admin: password: Must be at least 7 characters\n');
    expect(weak.out()).toBe('Password: \n'); // refused before asking again
    const cancelled = await run(['--username', 'tty-two'], { tty: ['secr\u0003'] });
    expect(cancelled.code).toBe(130);
    expect(cancelled.err()).toBe('create-admin: cancelled, nothing created\n');
    expect(await operatorNamed('tty-two')).toBeUndefined();
  });
});

describe('createSuperAdmin (server/services/adminAccount.ts)', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a refusal'),
      (err: unknown) => err as HttpError,
    );

  it('answers 400 validation_failed with field errors for a weak password or a bad name', async () => {
    const err = await failure(createSuperAdmin(db(), { username: 'svc-weak', password: 'short' }));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      statusCode: 400,
      errorCode: 'validation_failed',
      errors: { password: ['validation.minLength'] },
    });
    expect(err.message).toBe('password: Must be at least 7 characters');
    const both = await failure(createSuperAdmin(db(), { username: ' ', password: '' }));
    expect(both.message).toBe('username: Field is required; password: Field is required');
    expect(both.errors).toMatchObject({
      username: expect.arrayContaining(['validation.required']),
      password: ['validation.required', 'validation.minLength'],
    });
    expect(await operatorNamed('svc-weak')).toBeUndefined();
  });

  it('answers 409 user_email_already_occupied when the name or e-mail signs someone in already', async () => {
    const id = await createSuperAdmin(db(), { username: 'chief@firma.pl', password: 'chief1234' });
    expect((await db().select().from(s.operators).where(eq(s.operators.id, id)))[0]).toMatchObject({
      username: 'chief@firma.pl',
      email: 'chief@firma.pl',
    });
    for (const input of [
      { username: 'CHIEF@firma.pl', password: 'chief1234' }, // the name, in another case
      { username: 'chief2', email: 'Chief@Firma.pl', password: 'chief1234' }, // the e-mail
      { username: 'ops@example.com', password: 'chief1234' }, // the e-mail of another admin, as a name
    ]) {
      const err = await failure(createSuperAdmin(db(), input));
      expect(err).toMatchObject({ statusCode: 409, errorCode: 'user_email_already_occupied' });
    }
    // A client user's e-mail (one login page signs in both kinds).
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'owner@shop.pl',
        name: 'Shop',
        password: 'owner1234',
        confirmPassword: 'owner1234',
        confirmPrivacyPolicy: true,
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const err = await failure(createSuperAdmin(db(), { username: 'owner@shop.pl', password: 'chief1234' }));
    expect(err).toMatchObject({
      statusCode: 409,
      errorCode: 'user_email_already_occupied',
      message: 'The username "owner@shop.pl" is already taken',
    });
    const taken = await db()
      .select({ n: count() })
      .from(s.operators)
      .where(sql`lower(${s.operators.email}) like 'chief%'`);
    expect(taken[0]!.n).toBe(1);
  });
});
