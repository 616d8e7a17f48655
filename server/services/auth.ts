// Sign-in, sessions and registration. Tokens are HS256 JWTs carrying a session id; the session row makes
// logout and deactivation effective at once on every process.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { hash, verify } from '@node-rs/argon2';
import {
  appSettings,
  authSessions,
  clientUsers,
  companies,
  drivers,
  driverStatusLog,
  operators,
} from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../config.ts';
import { conflict, HttpError, unauthorized } from '../errors.ts';
import { reserveAttempt, type ThrottleRule } from './attemptThrottle.ts';
import { audit, type Actor } from './audit.ts';
import type { TokenResponse } from '../../domain/api.ts';
import type { RegisterInput } from '../../domain/schemas.ts';
import type { UserKind } from '../../domain/enums.ts';
import { secretFingerprint } from './signingSecret.ts';
import { recordRegistrationCoverageLead } from './leads.ts';
import { driverBlockedRefusal } from './driverSession.ts';
import type { DriverMobileInput } from '../../domain/driverApi.ts';

export const hashPassword = (password: string) => hash(password); // argon2id (the library's default algorithm)
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

// Verifying against this keeps the answer time the same whether or not the username exists.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Throttle keys of the sign-in: an account (`operator:12`, `client:7`, `driver:3`), or the identifier typed when
 * no account has it (the console's sign-in and the driver API's apart, as their accounts are).
 */
type SignInArea = 'LOGIN/ACCOUNT' | 'LOGIN/NAME' | 'LOGIN/DRIVER-NAME';

/** A typed identifier as part of a key: as typed up to 200 characters, longer ones by their SHA-256. */
const keyPart = (text: string) =>
  text.length <= 200 ? text : `sha256:${createHash('sha256').update(text).digest('hex')}`;

export interface TokenClaims {
  sid: string;
  kind: UserKind;
  uid: number;
}

/** Who a session belongs to: a console user, or a driver of the driver API (server/routes/driver.ts). */
export type SessionKind = UserKind | 'driver';

/** Claims of a driver session: valid only on the driver API, never on console routes or the socket. */
export interface DriverTokenClaims {
  sid: string;
  kind: 'driver';
  uid: number;
}

export type AnyTokenClaims = TokenClaims | DriverTokenClaims;

export interface SessionToken<K extends SessionKind> {
  token: string;
  expiresAt: string;
  userType: K;
}

const SESSION_KINDS: readonly string[] = ['operator', 'client', 'driver'];

/** Verified tokens remembered per process (a few hundred bytes each); the map starts over when full. */
const VERIFIED_TOKENS_MAX = 10_000;

export class AuthService {
  private secret?: Uint8Array;
  private readonly verified = new Map<string, { claims: AnyTokenClaims; exp: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      AppConfig,
      | 'jwtSecret'
      | 'tokenTtlSeconds'
      | 'loginMaxFailures'
      | 'loginWindowSeconds'
      | 'loginAccountMaxFailures'
      | 'rateLimits'
    >,
  ) {
    void getDummyHash(); // made now, so the first unknown identifier does not answer later than the others
  }

  /** The signing secret: configured, or generated once and kept in the database for every process. */
  private async key(): Promise<Uint8Array> {
    if (this.secret) return this.secret;
    let value = this.config.jwtSecret;
    if (!value) {
      await this.db
        .insert(appSettings)
        .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
        .onConflictDoNothing();
      [{ value }] = await this.db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, 'jwt_secret'));
    }
    this.secret = new TextEncoder().encode(value);
    return this.secret;
  }

  /** The fingerprint of the signing secret (server/services/signingSecret.ts), for the start checks. */
  async signingSecretFingerprint(): Promise<string> {
    return secretFingerprint(await this.key());
  }

  private async issue<K extends SessionKind>(
    sid: string,
    kind: K,
    uid: number,
    expiresAt: Date,
  ): Promise<SessionToken<K>> {
    const token = await new SignJWT({ sid, kind, uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key());
    return { token, expiresAt: expiresAt.toISOString(), userType: kind };
  }

  private expiry(): Date {
    return new Date(Date.now() + this.config.tokenTtlSeconds * 1000);
  }

  async createSession<K extends SessionKind>(
    kind: K,
    uid: number,
    db: Pick<Db, 'insert'> = this.db,
  ): Promise<SessionToken<K>> {
    const expiresAt = this.expiry();
    const [row] = await db
      .insert(authSessions)
      .values({ userKind: kind, userId: uid, expiresAt })
      .returning({ id: authSessions.id });
    return this.issue(row.id, kind, uid, expiresAt);
  }

  /**
   * Verifies the token's signature and expiry (no database call): the session itself is checked, together with the
   * user, by loadSessionPrincipal in one query, or by the principal kept for it (services/principalCache.ts).
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const claims = await this.verifyAny(token);
    return claims && claims.kind !== 'driver' ? claims : null;
  }

  /** As verify, for every kind of session, drivers' included (the driver API, and the 403 of console routes). */
  async verifyAny(token: string): Promise<AnyTokenClaims | null> {
    // A token seen before skips the HMAC (the console sends the same token with every call); its expiry is checked
    // as jose checks it. Only the signature check is remembered: the session is checked apart (plugins/auth.ts).
    const seen = this.verified.get(token);
    if (seen) {
      if (seen.exp > Math.floor(Date.now() / 1000)) return seen.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      const claims = payload as unknown as AnyTokenClaims;
      const kindOk = SESSION_KINDS.includes(claims.kind);
      if (!(typeof claims.sid === 'string' && typeof claims.uid === 'number' && kindOk)) return null;
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.clear();
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }

  /** Extends the session and returns a fresh token for it. */
  async refresh<C extends AnyTokenClaims>(claims: C): Promise<SessionToken<C['kind']>> {
    const expiresAt = this.expiry();
    await this.db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, claims.sid));
    return this.issue(claims.sid, claims.kind, claims.uid, expiresAt);
  }

  async logout(claims: AnyTokenClaims, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, claims.sid));
      await audit(tx, actor, { action: 'auth.logout', entity: actor.kind, entityId: actor.id });
    });
  }

  /** Ends every open session of a user (deactivation, password change); answers the ended sessions' ids. */
  async revokeAll(kind: SessionKind, uid: number, db: Pick<Db, 'update'> = this.db): Promise<string[]> {
    const ended = await db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userKind, kind), eq(authSessions.userId, uid), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return ended.map((row) => row.id);
  }

  /**
   * The sign-in's throttle rules. Failures count per account, whichever of its identifiers was typed, and per
   * typed identifier when no account has it (so the throttle behaves the same for both): per account and client
   * address a lock (LOGIN_MAX_FAILURES within LOGIN_WINDOW_SECONDS), per account over every address a pace
   * (LOGIN_ACCOUNT_MAX_FAILURES within the window, then one guess every window / that many seconds: one address
   * cannot lock the account out everywhere, and many addresses together cannot guess faster than that), and per
   * client address over every account a lock (RATE_LIMITS.signInFailuresPerClient).
   */
  private signInRules(
    area: SignInArea,
    subjectRaw: string,
    clientIp: string,
  ): { rules: ThrottleRule[]; pairKey: string } {
    const windowSeconds = this.config.loginWindowSeconds;
    const subject = keyPart(subjectRaw);
    const pairKey = `${area}-CLIENT ${clientIp} ${subject}`;
    return {
      pairKey,
      rules: [
        { key: pairKey, max: this.config.loginMaxFailures, windowSeconds },
        { key: `LOGIN/CLIENT ${clientIp}`, ...this.config.rateLimits.signInFailuresPerClient },
        { key: `${area} ${subject}`, max: this.config.loginAccountMaxFailures, windowSeconds, mode: 'pace' },
      ],
    };
  }

  /** Reserves a guess under the sign-in's rules (429 `too_many_login_attempts` with Retry-After when one has no room). */
  private async reserveSignIn(area: SignInArea, subject: string, clientIp: string) {
    const { rules, pairKey } = this.signInRules(area, subject, clientIp);
    const reservation = await reserveAttempt(
      this.db,
      rules,
      'too_many_login_attempts',
      'Too many failed sign-ins; try again later',
    );
    return {
      /** The right password: the pair's count starts over, the other guesses are given back. */
      async succeeded() {
        await reservation.forget([pairKey]);
        await reservation.release();
      },
      /** The right password of an account that may not sign in: not a wrong guess. */
      release: () => reservation.release(),
    };
  }

  /**
   * Signs in an operator (by username or e-mail) or, unless operatorsOnly, a client user (by e-mail).
   * Unknown users and wrong passwords answer the same 401 (a deactivated account's too), in the same time (the
   * password is checked against a dummy hash when nobody has the identifier); only the right password of a
   * deactivated account learns `account_deactivated`. Throttled per account and address, per account and per
   * address (signInRules) before the password is checked.
   */
  async login(
    usernameRaw: string,
    password: string,
    opts: { operatorsOnly?: boolean; clientIp: string },
  ): Promise<TokenResponse> {
    const username = usernameRaw.trim().toLowerCase();
    // Both tables are read whatever the first answers, so a known and an unknown identifier cost the same.
    const [[op], [client]] = await Promise.all([
      this.db
        .select({
          id: operators.id,
          passwordHash: operators.passwordHash,
          accountType: operators.accountType,
          username: operators.username,
        })
        .from(operators)
        .where(or(sql`lower(${operators.username}) = ${username}`, sql`lower(${operators.email}) = ${username}`)),
      opts.operatorsOnly
        ? Promise.resolve([])
        : this.db
            .select({
              id: clientUsers.id,
              passwordHash: clientUsers.passwordHash,
              active: clientUsers.active,
              email: clientUsers.email,
            })
            .from(clientUsers)
            .where(sql`lower(${clientUsers.email}) = ${username}`),
    ]);
    const kind: UserKind | null = op ? 'operator' : client ? 'client' : null;
    const account = op ?? client;
    const throttle = await this.reserveSignIn(
      account ? 'LOGIN/ACCOUNT' : 'LOGIN/NAME',
      account ? `${kind}:${account.id}` : username,
      opts.clientIp,
    );
    const ok = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), password);
    if (!account || !ok) throw unauthorized('invalid_credentials', 'Login or password is invalid'); // the guess stays counted
    const deactivated = op ? op.accountType === 'deactivated' : !client!.active;
    if (deactivated) {
      await throttle.release();
      throw unauthorized('account_deactivated', 'This account is deactivated');
    }
    await throttle.succeeded();
    const result = await this.createSession(kind!, account.id);
    await audit(
      this.db,
      { kind: kind!, id: account.id, name: op ? op.username : client!.email },
      { action: 'auth.login', entity: kind!, entityId: account.id },
    );
    return result;
  }

  /**
   * Signs in a driver of the driver API by e-mail. The same rules as login(): one 401 for a wrong e-mail or
   * password (and a driver without a password), the same throttling (per driver account, or per typed e-mail when
   * no driver has it, in the driver API's own counters), `account_deactivated` and 403 `driver_blocked` only with
   * the right password (a blocked driver's 403 carries the block's reason: driverBlockedRefusal). The driver goes
   * online; session, status, the app's version and platform when sent (`mobile`: drivers.mobile keeps its push token)
   * and audit in one transaction.
   */
  async loginDriver(
    emailRaw: string,
    password: string,
    opts: { clientIp: string; mobile?: DriverMobileInput },
  ): Promise<SessionToken<'driver'>> {
    const email = emailRaw.trim().toLowerCase();
    const [driver] = await this.db
      .select({
        id: drivers.id,
        passwordHash: drivers.passwordHash,
        active: drivers.active,
        blocked: drivers.blocked,
        email: drivers.email,
      })
      .from(drivers)
      .where(sql`lower(${drivers.email}) = ${email}`);
    const throttle = await this.reserveSignIn(
      driver ? 'LOGIN/ACCOUNT' : 'LOGIN/DRIVER-NAME',
      driver ? `driver:${driver.id}` : email,
      opts.clientIp,
    );
    const ok = await verifyPassword(driver?.passwordHash ?? (await getDummyHash()), password);
    if (!driver?.passwordHash || !ok) throw unauthorized('invalid_credentials', 'Login or password is invalid');
    if (!driver.active || driver.blocked) {
      await throttle.release();
      if (!driver.active) throw unauthorized('account_deactivated', 'This account is deactivated');
      throw await driverBlockedRefusal(this.db, driver.id);
    }
    await throttle.succeeded();
    await this.key(); // the signing secret may need its own statement: not inside the transaction
    return this.db.transaction(async (tx) => {
      const session = await this.createSession('driver', driver.id, tx);
      const now = new Date();
      const mobile = opts.mobile && {
        version: opts.mobile.version,
        ...(opts.mobile.osType ? { osType: opts.mobile.osType } : {}),
      };
      await tx
        .update(drivers)
        .set({
          status: 'online',
          lastLogin: now,
          // The app's version and platform replace the saved ones; the rest (the push token) stays.
          ...(mobile
            ? {
                mobile: sql`(coalesce(${drivers.mobile}, '{}'::jsonb) - 'version' - 'osType') || ${JSON.stringify(mobile)}::jsonb`,
              }
            : {}),
        })
        .where(eq(drivers.id, driver.id));
      // Every sign-in is logged (also when the driver was online already): the availability report reads the log.
      await tx.insert(driverStatusLog).values({ driverId: driver.id, status: 'online', source: 'sign_in', at: now });
      await audit(
        tx,
        { kind: 'driver', id: driver.id, name: driver.email },
        { action: 'auth.login', entity: 'driver', entityId: driver.id, ...(mobile ? { after: { mobile } } : {}) },
      );
      return session;
    });
  }

  /**
   * Registers a client user with a new pending company. Limited per client address: every registration counts
   * (RATE_LIMITS.registrationsPerClient), and the answer that the e-mail is taken counts against a tighter limit of
   * its own (takenEmailsPerClient), so an address cannot probe many e-mails for accounts; once either is used up,
   * every registration from the address answers 429 `too_many_requests`, whatever its e-mail.
   */
  async register(input: RegisterInput, client: { ip: string }): Promise<TokenResponse & { companyId: number }> {
    const limits = this.config.rateLimits;
    const takenKey = `REGISTER/TAKEN-CLIENT ${client.ip}`;
    const reservation = await reserveAttempt(
      this.db,
      [
        { key: `REGISTER/CLIENT ${client.ip}`, ...limits.registrationsPerClient },
        { key: takenKey, ...limits.takenEmailsPerClient },
      ],
      'too_many_requests',
      'Too many registrations from this address; try again later',
    );
    try {
      const registered = await this.createClientAccount(input);
      await reservation.release([takenKey]); // a registration, but no e-mail found taken
      return registered;
    } catch (error) {
      const taken = error instanceof HttpError && error.errorCode === 'user_email_already_occupied';
      if (!taken) await reservation.release(); // refused for another reason: nothing learnt, nothing created
      throw error;
    }
  }

  private async createClientAccount(input: RegisterInput): Promise<TokenResponse & { companyId: number }> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    let companyId = 0;
    const userId = await this.db
      .transaction(async (tx) => {
        // (A concurrent registration of the same e-mail hits the unique index: see isUniqueViolation below.)
        const taken = await tx
          .select({ id: clientUsers.id })
          .from(clientUsers)
          .where(sql`lower(${clientUsers.email}) = ${email}`)
          .union(
            tx
              .select({ id: operators.id })
              .from(operators)
              .where(sql`lower(${operators.email}) = ${email}`),
          );
        if (taken.length) throw conflict('user_email_already_occupied', 'Email already in use');
        const [company] = await tx
          .insert(companies)
          .values({
            name: input.name,
            status: 'pending',
            ownerInfo: {
              name: input.name,
              email,
              phone: input.phone,
              city: input.city,
              deliveryProductType: input.deliveryProductType,
            },
            orderSettings: {
              allowedPayments: ['generic_prepaid'],
              orderFormFields: [],
              orderFormSuggestedProducts: [],
              maxOrderProductsAllowed: 1,
              defaultPackageSize: 'M',
              showDeliveryEstimationOnForm: true,
              scheduledAtToScheduledRange: false,
            },
            deliverySettings: {
              cancelOrderAfter: 300,
              maxDeliveryDistanceRadius: 20_000,
              groupPickupPointOrders: false,
              groupedOrdersMaxDistance: 1_000,
              maxDestinationDistanceRadius: 20_000,
              showOnOrderMarketAfter: 0,
            },
          })
          .returning({ id: companies.id });
        companyId = company.id;
        const [user] = await tx
          .insert(clientUsers)
          .values({
            email,
            name: input.name,
            phone: input.phone,
            city: input.city,
            deliveryProductType: input.deliveryProductType,
            passwordHash,
            companyId: company.id,
          })
          .returning({ id: clientUsers.id });
        const actor: Actor = { kind: 'client', id: user.id, name: email };
        await audit(tx, actor, {
          action: 'auth.register',
          entity: 'client_user',
          entityId: user.id,
          after: { email, name: input.name, companyId: company.id },
        });
        // A city we do not deliver from: the account is created all the same, and sales learn of the interest.
        await recordRegistrationCoverageLead(
          tx,
          {
            companyId: company.id,
            email,
            name: input.name,
            phone: input.phone ?? null,
            companyName: input.name,
            city: input.city,
          },
          actor,
        );
        return user.id;
      })
      .catch((err) => {
        if (isUniqueViolation(err)) throw conflict('user_email_already_occupied', 'Email already in use');
        throw err;
      });
    return { ...(await this.createSession('client', userId)), companyId };
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
