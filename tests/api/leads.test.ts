// Demo requests of the sales landing page: the public POST /api/lead/register (validation, honeypot, throttle, audit)
// and the operators' GET /api/lead/list (permission, latest first, search, paging; coverage leads and the kind filter
// in coverage-leads.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { RATE_LIMITS } from '../../server/services/rateLimits.ts';

const { max: LEAD_MAX_PER_CLIENT, windowSeconds: LEAD_WINDOW_SECONDS } = RATE_LIMITS.demoRequestsPerClient;
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let ipSeq = 0;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'nobody', 'client');
});

/** Every test uses its own client address, so the per-address limit of one test does not reach the next. */
const nextIp = () => `203.0.113.${++ipSeq}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Kowalczyk',
  email: 'anna@sklep-zielony.pl',
  phone: '600 100 200',
  companyName: 'Sklep Zielony',
  message: 'Wysyłamy ok. 300 paczek dziennie w Warszawie.',
  consent: true,
  website: '',
  source: 'utm_source=newsletter',
  ...overrides,
});

const register = (body: Record<string, unknown>, ip = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/lead/register', payload: body, remoteAddress: ip });

const list = (query: string, token: string | null = tokens.admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/lead/list${query}`, headers: token ? bearer(token) : {} });

const leadsByEmail = (email: string) => ctx.app.database.db.select().from(s.leads).where(eq(s.leads.email, email));

describe('POST /api/lead/register (public)', () => {
  it('stores a valid demo request without a token and answers 204 without a body', async () => {
    const res = await register(valid({ email: 'stored@lead.pl', name: '  Anna Kowalczyk ' }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await leadsByEmail('stored@lead.pl');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Anna Kowalczyk',
      phone: '600 100 200',
      companyName: 'Sklep Zielony',
      message: 'Wysyłamy ok. 300 paczek dziennie w Warszawie.',
      source: 'utm_source=newsletter',
    });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('stores blank optional fields as null', async () => {
    const res = await register({
      name: 'Jan Nowak',
      email: 'minimal@lead.pl',
      companyName: 'Nowak i syn',
      consent: true,
      phone: '',
      message: '',
    });
    expect(res.statusCode).toBe(204);
    const [row] = await leadsByEmail('minimal@lead.pl');
    expect(row).toMatchObject({ phone: null, message: null, source: null });
  });

  it('writes an audit entry with the public actor, without the contact data', async () => {
    const ip = nextIp();
    expect((await register(valid({ email: 'audited@lead.pl' }), ip)).statusCode).toBe(204);
    const [lead] = await leadsByEmail('audited@lead.pl');
    const rows = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'lead'), eq(s.auditLog.entityId, String(lead.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'public',
      actorId: null,
      actorName: 'landing page',
      action: 'lead.register',
      after: { companyName: 'Sklep Zielony', source: 'utm_source=newsletter', consent: true, ip },
    });
    expect(JSON.stringify(rows[0].after)).not.toContain('audited@lead.pl');
  });

  it.each([
    ['name', { name: '' }, 'validation.required'],
    ['name', { name: 'A' }, 'validation.minLength'],
    ['name', { name: 'x'.repeat(121) }, 'validation.maxLength'],
    ['email', { email: '' }, 'validation.required'],
    ['email', { email: 'not-an-email' }, 'validation.email'],
    ['phone', { phone: '12 34' }, 'validation.phone'],
    ['companyName', { companyName: '   ' }, 'validation.required'],
    ['message', { message: 'x'.repeat(1001) }, 'validation.maxLength'],
    ['consent', { consent: false }, 'validation.mustAccept'],
    ['consent', { consent: undefined }, 'validation.mustAccept'],
    ['consent', { consent: 'true' }, 'validation.mustAccept'],
  ])('answers 400 validation_failed with the error under %s (%j)', async (field, overrides, message) => {
    const email = `invalid-${Math.random().toString(36).slice(2)}@lead.pl`;
    const res = await register(valid({ email, ...overrides }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('validation_failed');
    expect(body.errors[field]).toEqual([message]);
    if (field !== 'email') expect(await leadsByEmail(email)).toHaveLength(0);
  });

  it('lists every field error at once', async () => {
    const res = await register({ consent: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['companyName', 'consent', 'email', 'name']);
  });

  it('answers a filled honeypot with 204 and stores nothing', async () => {
    const res = await register(valid({ email: 'bot@spam.example', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await leadsByEmail('bot@spam.example')).toHaveLength(0);
  });

  it(`answers 429 too_many_requests with Retry-After after ${LEAD_MAX_PER_CLIENT} submissions from one address, honeypot ones included`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LEAD_MAX_PER_CLIENT; i++) {
      const website = i === 0 ? 'bot' : '';
      expect((await register(valid({ email: `burst${i}@lead.pl`, website }), ip)).statusCode).toBe(204);
    }
    const refused = await register(valid({ email: 'burst-over@lead.pl' }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LEAD_WINDOW_SECONDS);
    expect(await leadsByEmail('burst-over@lead.pl')).toHaveLength(0);
    // Another address is not affected.
    expect((await register(valid({ email: 'other-address@lead.pl' }))).statusCode).toBe(204);
  });

  it('records its payload in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const op = res.json().paths['/api/lead/register'].post;
    expect(op.description).toContain('honeypot');
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'companyName', 'message', 'consent', 'website', 'source']),
    );
  });
});

describe('GET /api/lead/list', () => {
  beforeAll(async () => {
    await ctx.app.database.db.delete(s.leads);
    // Ten leads a minute apart, the last one newest; stored as before the kinds (no kind: a demo request).
    const base = Date.now() - 60 * 60_000;
    await ctx.app.database.db.insert(s.leads).values(
      Array.from({ length: 10 }, (_, i) => ({
        name: i === 3 ? 'Zofia Wiśniewska' : `Lead ${i}`,
        email: i === 5 ? 'kontakt@apteka-slonko.pl' : `lead${i}@example.pl`,
        companyName: i === 7 ? 'Kwiaciarnia 100% Róż' : `Firma ${i}`,
        message: null,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );
  });

  it('needs a token (401) and the companies page (403 for a client user and an operator without it)', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    const client = await list('', tokens.client);
    expect(client.statusCode).toBe(403);
    expect(client.json().errorCode).toBe('insufficient_permissions');
    expect((await list('', tokens.nobody)).statusCode).toBe(403);
  });

  it('lists the demo requests newest first with the total', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(10);
    expect(body.items.map((l: { name: string }) => l.name)).toEqual([
      'Lead 9',
      'Lead 8',
      'Lead 7',
      'Lead 6',
      'Lead 5',
      'Lead 4',
      'Zofia Wiśniewska',
      'Lead 2',
      'Lead 1',
      'Lead 0',
    ]);
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'city',
      'companyId',
      'companyName',
      'createdAt',
      'email',
      'id',
      'kind',
      'message',
      'name',
      'phone',
      'source',
      'updatedAt',
      'zipCode',
    ]);
    // Rows from before the kinds read as demo requests, without a city or a company.
    expect(body.items[0]).toMatchObject({ kind: 'demoRequest', city: null, zipCode: null, companyId: null });
    expect(new Date(body.items[0].createdAt).getTime()).toBeGreaterThan(new Date(body.items[1].createdAt).getTime());
  });

  it('pages with page and perPage', async () => {
    const second = (await list('?page=2&perPage=4')).json();
    expect(second.total).toBe(10);
    expect(second.items.map((l: { name: string }) => l.name)).toEqual([
      'Lead 5',
      'Lead 4',
      'Zofia Wiśniewska',
      'Lead 2',
    ]);
    const last = (await list('?page=3&perPage=4')).json();
    expect(last.items).toHaveLength(2);
    expect((await list('?page=4&perPage=4')).json().items).toEqual([]);
  });

  it('refuses perPage above 100 and a page below 1', async () => {
    expect((await list('?perPage=101')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?perPage=100')).statusCode).toBe(200);
  });

  it.each([
    ['the name', 'wiśniew', ['Zofia Wiśniewska']],
    ['the e-mail', 'APTEKA-slonko', ['Lead 5']],
    ['the company name', '100%', ['Lead 7']],
    ['nothing', 'nobody-matches', []],
  ])('searches %s with q (case-insensitive, wildcards literal)', async (_what, q, names) => {
    const body = (await list(`?q=${encodeURIComponent(q)}`)).json();
    expect(body.items.map((l: { name: string }) => l.name)).toEqual(names);
    expect(body.total).toBe(names.length);
  });
});
