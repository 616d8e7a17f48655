// buildApp(config) → a Fastify instance with the API under /api, socket.io, the OpenAPI description and the built
// console. Tests call it with an in-memory database and talk to it through app.inject().
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import { createLogger, logRequests } from './logging.ts';
import { openDatabase, type Database } from './db/client.ts';
import { frameworkError, registerErrorHandler } from './plugins/errors.ts';
import { accessRuleOf, registerAuth, type AccessRule } from './plugins/auth.ts';
import { registerRealtime, type Realtime } from './plugins/realtime.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerMetrics, type AppMetrics } from './plugins/metrics.ts';
import { isDriverAppPath, registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { parseQueryString } from './querystring.ts';
import { AuthService } from './services/auth.ts';
import { PrincipalCache } from './services/principalCache.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderActionRoutes } from './routes/orderActions.ts';
import { savedViewRoutes } from './routes/savedViews.ts';
import { driverRoutes } from './routes/driver.ts';
import { mapRoutes } from './routes/map.ts';
import { pickupRoutes } from './routes/pickup.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { operationsMapRoutes } from './routes/operationsMap.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { driverAdminRoutes, driverListRoutes } from './routes/drivers.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { orderCreateRoutes } from './routes/orderCreate.ts';
import { driverAvailabilityRoutes } from './routes/driverAvailability.ts';
import { companyRoutes, registerCompanyImages } from './routes/companies.ts';
import { regionRoutes } from './routes/regions.ts';
import { accountRoutes } from './routes/account.ts';
import { apiKeyRoutes } from './routes/apiKeys.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { leadRoutes } from './routes/leads.ts';
import { reportRoutes } from './routes/reports.ts';
import { operatorRoutes } from './routes/operators.ts';
import { warehousesRoutes } from './routes/warehouses.ts';
import { stockRoutes } from './routes/stock.ts';
import { multipliersRoutes } from './routes/multipliers.ts';
import { correctionsRoutes } from './routes/corrections.ts';
import { walletRoutes } from './routes/wallet.ts';
import { productRoutes } from './routes/products.ts';
import { driverCorrectionRoutes } from './routes/driverCorrections.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { shuttingDown, systemRoutes } from './routes/system.ts';

export interface Services {
  auth: AuthService;
  /** The principals of open sessions read lately (services/principalCache.ts). */
  principals: PrincipalCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteAccess[];
    config: AppConfig;
    database: Database;
    services: Services;
    realtime: Realtime;
    metrics: AppMetrics;
    lifecycle: Lifecycle;
  }
}

/** Where the process is in its stop (server/main.ts sets both on SIGTERM; tests set them to see the answers). */
export interface Lifecycle {
  /** Asked to stop: readiness answers 503, requests are still served (SHUTDOWN_DELAY_SECONDS). */
  stopping: boolean;
  /** Closing: a request arriving on a connection still open is refused with a 503 a client may send again. */
  closing: boolean;
}

/** A registered route and how it is guarded (null: no rule, which the route-access test refuses under /api). */
export interface RouteAccess {
  method: string;
  url: string;
  rule: AccessRule | null;
  /** The names of its query string's fields and of its path's parameters. */
  inputs: string[];
  /** Whether a company's API key may call it (config.apiKey: false closes a route to keys). */
  apiKey: boolean;
  /** The schemas its input is parsed with (zod, from domain/ or the route), by part of the request. */
  schemas: RouteInputSchemas;
  /** Its answer schemas by status (`schema.response`: zod shapes, or a file's media type). */
  answers: Record<string, unknown>;
}

export interface RouteInputSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
}

export interface BuildOptions {
  /** An open database to use (the caller closes it); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** The process's logger (server/main.ts); otherwise one made from the config. */
  logger?: Logger;
}

/** The driver app's page in the build (vite.config.ts's second input). */
const DRIVER_APP_HTML = 'driver/index.html';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }), // logRequests: debug, warn when slow, error on 5xx
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: frameworkError,
    // A hop count as proxy-addr's trust function (the option's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request on a kept-alive connection while the server closes gets the API's own 503 (below), not Fastify's.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config, { logger: app.log }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);
  const principals = new PrincipalCache(database.principalChanges);
  app.addHook('onClose', async () => principals.close());
  app.decorate('services', { auth: new AuthService(database.db, config), principals });
  app.decorate('lifecycle', { stopping: false, closing: false });

  // The close waits for every connection to end. Node closes the idle ones when it begins, once; it does not count as
  // idle a connection that never sent a byte (a browser's preconnect, a client's socket for a request it then
  // dropped), which stayed until the headers timeout (70 s: the simulator's fleet test on PostgreSQL, a deploy held as
  // long). So while the server closes, every tick closes the idle connections again (one whose request was in flight
  // goes idle after it) and those with nothing sent yet; a request in flight still finishes.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const reap = () => {
      app.server.closeIdleConnections();
      for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
    };
    const ticks = setInterval(reap, 100).unref();
    app.server.once('close', () => clearInterval(ticks));
  });
  logRequests(app);
  registerErrorHandler(app);
  registerMetrics(app); // before every route: each one is measured
  registerSecurityHeaders(app); // before every route: each answer carries them, a refusal too
  app.addHook('onRequest', async (_request, reply) => {
    if (!app.lifecycle.closing) return;
    reply.header('connection', 'close');
    throw shuttingDown();
  });
  registerAuth(app);
  // Every route with its access rule, as registered (the route-access test holds each one to its rule).
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const fields = Object.keys((route.schema?.querystring as { shape?: object } | undefined)?.shape ?? {});
    const inputs = [...fields, ...[...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Read when asked: the hooks of the route's own plugin (denyApiKeys) run after this one and may still set its
      // config.
      routeTable.push({
        method,
        url: route.url,
        inputs,
        schemas: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
          headers: route.schema?.headers,
        },
        answers: (route.schema?.response as Record<string, unknown> | undefined) ?? {},
        get rule() {
          return accessRuleOf(route);
        },
        get apiKey() {
          return route.config?.apiKey !== false;
        },
      });
    }
  });
  app.decorate('realtime', await registerRealtime(app));
  registerJobs(app);

  await registerOpenApi(app); // /api/docs and /api/docs/merchant, before the routes it describes

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(catalogRoutes);
      await api.register(orderRoutes);
      await api.register(orderActionRoutes);
      await api.register(savedViewRoutes);
      await api.register(driverRoutes);
      await api.register(mapRoutes);
      await api.register(pickupRoutes);
      await api.register(trackingRoutes);
      await api.register(dashboardRoutes);
      await api.register(operationsMapRoutes);
      await api.register(driverListRoutes);
      await api.register(driverAdminRoutes);
      await api.register(notificationRoutes);
      await api.register(orderCreateRoutes);
      await api.register(driverAvailabilityRoutes);
      await api.register(companyRoutes);
      await api.register(productRoutes);
      await api.register(regionRoutes);
      await api.register(accountRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes);
      await api.register(leadRoutes);
      await api.register(reportRoutes);
      await api.register(operatorRoutes);
      await api.register(warehousesRoutes);
      await api.register(stockRoutes);
      await api.register(multipliersRoutes);
      await api.register(correctionsRoutes);
      await api.register(walletRoutes);
      await api.register(driverCorrectionRoutes);
      await api.register(metricsRoutes);
    },
    { prefix: '/api' },
  );

  // Uploaded images (company logos) under /images.
  await registerCompanyImages(app);

  // The built console and driver app, with the single-page fallback for their routes.
  const indexHtml = path.join(config.clientDir, 'index.html');
  if (existsSync(indexHtml)) {
    // The build's assets/ files carry their content's hash in their names: a browser keeps them for a year without
    // asking again (a new build has new names), so a reload or the next page fetches only index.html. Every other
    // file (index.html first) is asked again each time (ETag: 304 when unchanged), so a deploy shows at once.
    const assetsDir = path.join(config.clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // The build writes name.js.gz beside its text files (scripts/vite/precompress.ts): sent to a browser that
      // accepts gzip, with Vary: Accept-Encoding; the file itself otherwise.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The console's files, not the API: left out of the OpenAPI documents.
    const hide = { schema: { hide: true } };
    app.get('/', hide, (_request, reply) => reply.sendFile('index.html'));
    app.get('/*', hide, (request, reply) => {
      const url = request.url.split('?')[0];
      if (url.startsWith('/api/') || url.startsWith('/socket.io')) {
        return reply.status(404).send({ name: 'NotFound', message: `No route GET ${url}`, errorCode: 'not_found' });
      }
      // The driver app lives under /driver/ (its service worker's scope): /driver itself goes there.
      if (url === '/driver') return reply.redirect(`/driver/${request.url.slice(url.length)}`, 308);
      const file = path.join(config.clientDir, path.normalize(url).replace(/^([/\\])+/, ''));
      if (
        file.startsWith(config.clientDir) &&
        !file.endsWith(path.sep) &&
        statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        return reply.sendFile(path.relative(config.clientDir, file));
      }
      // The driver app's paths (/driver, /driver/…) open its page; every other path the console's.
      return reply.sendFile(isDriverAppPath(url) ? DRIVER_APP_HTML : 'index.html');
    });
  }
  return app;
}
