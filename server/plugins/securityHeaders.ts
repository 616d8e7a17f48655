// The security headers of every answer (API, console, static files, images, errors, the OpenAPI pages), set by helmet's
// middleware in an onRequest hook that runs before any route's guard, so a 401 carries them too. The middleware is
// built once: @fastify/helmet built it again on every request (parsing the CSP's directives, composing the 13
// middlewares) in two hooks, one of them async. Its policy is remembered per Host and its other headers are recorded
// once (rememberedContentSecurityPolicy, recordedHelmetHeaders): the same headers, without composing them each time.
//
// Content-Security-Policy: scripts only from this origin (no inline script, no inline handler, no eval); styles from
// this origin and inline, because MUI's emotion writes <style> tags at run time and Leaflet's markers carry style
// attributes (a style cannot run code; a nonce would not cover the attributes); images from this origin, data: and
// blob: URLs and the map tile host of MAP_TILE_URL; requests (fetch, socket.io) to this origin, its websockets
// included; nothing may frame the console.
//
// Strict-Transport-Security only when the request arrived over TLS: on a TLS socket, or through a proxy that
// TRUST_PROXY trusts and that says X-Forwarded-Proto: https (request.protocol). A plain-HTTP start (localhost, a
// private network) never tells a browser to insist on HTTPS for the host.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy as helmetContentSecurityPolicy } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Browser features the console does not use, denied to it and to anything it could embed. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * What the driver app's pages (/driver, /driver/…) use, for this origin only: the phone's position (sent while
 * online), its camera (the photo of a delivery), sound for a new offer, and keeping the screen on during a shift.
 * Every other feature stays denied, and the console's pages keep denying these too.
 */
export const DRIVER_APP_FEATURES: readonly (typeof DENIED_FEATURES)[number][] = [
  'geolocation',
  'camera',
  'autoplay',
  'screen-wake-lock',
];
export const DRIVER_APP_PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) =>
  DRIVER_APP_FEATURES.includes(feature) ? `${feature}=(self)` : `${feature}=()`,
).join(', ');

/** A page of the driver app: /driver and the paths under it (not /drivers, the console's list). */
export const isDriverAppPath = (url: string) => {
  const path = url.split('?')[0]!;
  return path === '/driver' || path.startsWith('/driver/');
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The CSP source of the map tiles: the origin of MAP_TILE_URL, with a `{s}`-style subdomain placeholder as a
 * wildcard label (`https://*.tile.example.org`); only the scheme when the placeholder sits elsewhere in the host.
 */
export function tileSource(mapTileUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(mapTileUrl);
  if (!match) return '';
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  if (!host.includes('{')) return `${scheme}://${host}`;
  const [first, ...rest] = host.split('.');
  if (/^\{[a-z]+\}$/.test(first!) && rest.length > 0 && !rest.some((label) => label.includes('{')))
    return `${scheme}://*.${rest.join('.')}`;
  return `${scheme}:`;
}

/** A Host header that may appear in a policy: a name or an address with an optional port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The websocket origins of this host (socket.io): CSP level 3 counts ws/wss of the same host as 'self', older
 * browsers do not, so they are named, for the host the browser asked for.
 */
export function websocketSources(request: Pick<IncomingMessage, 'headers'>): string {
  const host = request.headers.host ?? '';
  return SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

export function contentSecurityPolicy(config: Pick<AppConfig, 'mapTileUrl'>) {
  const tiles = tileSource(config.mapTileUrl);
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", (req: IncomingMessage) => websocketSources(req)],
      'object-src': ["'none'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
    },
  };
}

/** At most this many Host names' policies are remembered (a deployment answers to a few; any other is composed). */
const REMEMBERED_HOSTS = 16;

/**
 * helmet's Content-Security-Policy middleware with its header remembered per Host: the policy depends on the request
 * only through its Host (websocketSources), and helmet composed and checked every directive again on each request
 * (2.7 % of the order list's CPU in Node, `perf`). A Host seen before gets the header helmet gave it; a new one goes
 * through helmet (its refusal of a directive included) and, past REMEMBERED_HOSTS, is not kept.
 */
function rememberedContentSecurityPolicy(config: Pick<AppConfig, 'mapTileUrl'>) {
  const compose = helmetContentSecurityPolicy(contentSecurityPolicy(config));
  const byHost = new Map<string, string>();
  return (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void): void => {
    const host = req.headers.host ?? '';
    const known = byHost.get(host);
    if (known !== undefined) {
      res.setHeader('content-security-policy', known);
      return next();
    }
    compose(req, res, (error?: unknown) => {
      const composed = res.getHeader('content-security-policy');
      if (!error && typeof composed === 'string' && byHost.size < REMEMBERED_HOSTS) byHost.set(host, composed);
      next(error as Error | undefined);
    });
  };
}

/**
 * helmet's other headers depend on nothing in the request: what its middlewares do to an answer (each header set, and
 * X-Powered-By removed) is recorded once at start and done again on each answer, instead of a chain of eleven
 * middlewares on every request.
 */
function recordedHelmetHeaders(options: Parameters<typeof helmet>[0]): (res: ServerResponse) => void {
  const operations: [name: string, value: string | number | readonly string[] | null][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void operations.push([name, value]),
    removeHeader: (name: string) => void operations.push([name, null]),
  };
  let ended: { error?: unknown } | undefined;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    ended = { error };
  });
  if (!ended || ended.error) throw new Error('helmet did not set its headers at once', { cause: ended?.error });
  return (res) => {
    for (const [name, value] of operations) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const policy = rememberedContentSecurityPolicy(app.config);
  const helmetHeaders = recordedHelmetHeaders({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // The console and its files are used from this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    transportHeaders(request, reply);
    policy(request.raw, reply.raw, (error) => {
      if (error) return done(error);
      helmetHeaders(reply.raw);
      done();
    });
  });
}

/** Permissions-Policy, and HSTS over TLS (set on the raw answer, as helmet's are, so that an error keeps them). */
function transportHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.setHeader(
    'permissions-policy',
    isDriverAppPath(request.url) ? DRIVER_APP_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
  );
  if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
}

/**
 * The headers of an answer given before any hook ran (the router's refusal of a path it cannot decode): a JSON error
 * body, so the strictest policy (nothing may load, nothing may frame it).
 */
export function setRouterRefusalHeaders(request: FastifyRequest, reply: FastifyReply): void {
  transportHeaders(request, reply);
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
}
