// The security headers of every kind of answer: an API answer, a refusal, the console's HTML, its static files, an
// image, the OpenAPI page; the map tile host in the policy; HSTS only for a request that arrived over TLS as a proxy
// trusted by TRUST_PROXY says.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig, type AppConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { openProjectDatabase } from './testDatabase.ts';
import { tileSource } from '../../server/plugins/securityHeaders.ts';
import { testTempDir } from './fixtures.ts';

/** A console build as vite writes it: index.html, a hashed script under assets/, a file of the root. */
function consoleBuild(): string {
  const dir = testTempDir('dc-client-');
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'images', 'companies'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    'document.getElementById("root").textContent = "console";',
  );
  mkdirSync(path.join(dir, 'driver'));
  writeFileSync(
    path.join(dir, 'driver', 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/driver-def456.js"></script></head><body><div id="root"></div></body></html>',
  );
  // The build's gzipped copy beside a script (scripts/vite/precompress.ts).
  writeFileSync(
    path.join(dir, 'assets', 'vendor-789.js'),
    `export const words = ${JSON.stringify('the same words again and again '.repeat(200))};`,
  );
  writeFileSync(
    path.join(dir, 'assets', 'vendor-789.js.gz'),
    gzipSync(readFileSync(path.join(dir, 'assets', 'vendor-789.js'))),
  );
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(
    path.join(dir, 'images', 'companies', 'demo-shop.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  return dir;
}

// One database for the apps of every configuration (the headers do not depend on it).
let database: Database;
let disposeDatabase: () => Promise<void>;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  ({ database, dispose: disposeDatabase } = await openProjectDatabase());
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await disposeDatabase();
});
async function appWith(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config = testConfig({
    clientDir: consoleBuild(),
    imagesDir: testTempDir('dc-images-'),
    ...overrides,
  });
  const app = await buildApp(config, { database });
  apps.push(app);
  return app;
}

/** The policy's directives: name → sources. */
function policy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = policy(headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp['connect-src']![0]).toBe("'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('every answer carries the security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });

  it('an API answer and a refusal', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health.headers);
    const refused = await app.inject({ method: 'POST', url: '/api/order/cancel', payload: { orderId: 1 } });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it("helmet's headers, each with its value, on the first request and on later ones", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/order/list', '/', '/orders/list', '/api/nothing-here', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('the policy of each Host: the same on every request, with its own websockets, for more hosts than the server remembers too', async () => {
    const hosts = Array.from({ length: 20 }, (_, i) => `konsola-${i}.example.pl:${3000 + i}`);
    const first = new Map<string, string>();
    // Twice over every host, and the hostile one between: each answer is the one its own Host got the first time.
    for (const round of [1, 2]) {
      for (const host of [...hosts, "evil.example;script-src 'unsafe-inline'"]) {
        const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host } });
        const header = String(res.headers['content-security-policy']);
        if (round === 1) first.set(host, header);
        else expect(header).toBe(first.get(host));
        const expected = host.startsWith('evil') ? ["'self'"] : ["'self'", `ws://${host}`, `wss://${host}`];
        expect(policy(header)['connect-src']).toEqual(expected);
        expect(policy(header)['script-src']).toEqual(["'self'"]);
      }
    }
  });

  it("the console's HTML, on its root and on a console path", async () => {
    for (const url of ['/', '/orders/list', '/pin']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectSecurityHeaders(page.headers);
    }
  });

  it("the driver app's page on /driver and its paths: the phone's position, camera, sound and wake lock for this origin only", async () => {
    // /driver goes to /driver/, the scope of the app's service worker, keeping the query.
    const bare = await app.inject({ method: 'GET', url: '/driver?from=home' });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/driver/?from=home');
    for (const url of ['/driver/', '/driver/orders/41', '/driver/?from=home']) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body).toContain('/assets/driver-def456.js');
      const permissions = String(page.headers['permissions-policy']);
      for (const feature of ['geolocation', 'camera', 'autoplay', 'screen-wake-lock'])
        expect(permissions).toContain(`${feature}=(self)`);
      for (const feature of ['microphone', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
      const csp = policy(page.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    // The console's drivers list is the console's page, under the console's policy.
    const drivers = await app.inject({ method: 'GET', url: '/drivers' });
    expect(drivers.body).toContain('/assets/index-abc123.js');
    expectSecurityHeaders(drivers.headers);
  });

  it('a static file of the console and an image, each with its type', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expectSecurityHeaders(script.headers);
    // An SVG opened on its own runs under the same policy: its inline script does not run.
    const image = await app.inject({ method: 'GET', url: '/images/companies/demo-shop.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expectSecurityHeaders(image.headers);
  });

  it('the OpenAPI page and its files', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expectSecurityHeaders(docs.headers);
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expectSecurityHeaders(initializer.headers);
  });
});

describe("the console's files are cached by what they are", () => {
  it('a hashed asset is kept for a year without asking again; the HTML is asked again each time and answers 304 when unchanged', async () => {
    const app = await appWith();
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/orders/list']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeTruthy();
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(page.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    // A browser that accepts gzip gets the build's gzipped copy, the same bytes once unpacked; another the file.
    const plain = readFileSync(path.join(String(app.config.clientDir), 'assets', 'vendor-789.js'));
    const zipped = await app.inject({
      method: 'GET',
      url: '/assets/vendor-789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toContain('javascript');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.rawPayload.length).toBeLessThan(plain.length / 5);
    expect(gunzipSync(zipped.rawPayload).equals(plain)).toBe(true);
    const unzipped = await app.inject({ method: 'GET', url: '/assets/vendor-789.js' });
    expect(unzipped.headers['content-encoding']).toBeUndefined();
    expect(unzipped.rawPayload.equals(plain)).toBe(true);
    // A file of the build's root (not under assets/, so its name carries no hash) is asked again too.
    const logo = await app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });
});

describe('the policy', () => {
  it('lets the maps load tiles from the configured tile host only', async () => {
    const osm = await appWith();
    expect(
      policy((await osm.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    const own = await appWith({ mapTileUrl: 'https://tiles.example.pl:8443/osm/{z}/{x}/{y}.png' });
    const ownPolicy = policy(
      (await own.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(ownPolicy['img-src']).toContain('https://tiles.example.pl:8443');
    expect(ownPolicy['img-src']).not.toContain('https://tile.openstreetmap.org');
  });

  it('names a subdomain placeholder of the tile URL as a wildcard label', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://maps.local/{z}/{x}/{y}.png')).toBe('http://maps.local');
    expect(tileSource('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toBe('https:');
  });

  it("lets socket.io connect to the host's websockets, and never copies a hostile Host header into the policy", async () => {
    const app = await appWith();
    const named = await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'console.example.pl' } });
    expect(policy(named.headers['content-security-policy'])['connect-src']).toEqual([
      "'self'",
      'ws://console.example.pl',
      'wss://console.example.pl',
    ]);
    const hostile = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: "evil.example;script-src 'unsafe-inline'" },
    });
    const csp = policy(hostile.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});

describe('HSTS follows TRUST_PROXY', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is never sent when no proxy is trusted, whatever X-Forwarded-Proto says', async () => {
    const app = await appWith({ trustProxy: false });
    for (const headers of [{}, https]) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', headers })).headers['strict-transport-security'],
      ).toBeUndefined();
    }
  });

  it('is sent when a trusted proxy says the request came over HTTPS, on every kind of answer', async () => {
    for (const trustProxy of [true, 1, ['127.0.0.1']] as const) {
      const app = await appWith({ trustProxy: trustProxy as AppConfig['trustProxy'] });
      for (const url of ['/api/health', '/api/@me', '/orders/list']) {
        const res = await app.inject({ method: 'GET', url, headers: https });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      expect(
        (await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
      ).toBeUndefined();
    }
  });

  it('is not sent when the X-Forwarded-Proto comes from an address that is not the trusted proxy', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.5'] });
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: https, remoteAddress: '203.0.113.9' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await app.inject({ method: 'GET', url: '/api/health', headers: https, remoteAddress: '10.0.0.5' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe("the console's own HTML", () => {
  it('holds no inline script and no inline event handler (the policy would block them)', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
