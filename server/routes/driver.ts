// The driver API (/api/driver/*): what a driver's phone app calls, and the driver simulator (server/simulator/).
// Sessions are the console's (server/services/auth.ts: the same JWTs, expiry, refresh, logout and revocation) with
// kind "driver": a driver token opens only these routes (console routes answer 403 driver_session_not_allowed), and
// these routes answer 403 driver_session_required to any other token. Each route parses its input with the schema
// of domain/driverApi.ts, runs the service, then sends the real-time events to the operators' consoles. The order
// steps take an Idempotency-Key (idempotentWrite.ts; keys per driver, `driver:<id>`): the step's answer is stored in
// the step's own transaction, so a queued step the app sends again never runs twice.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DELIVER_BODY_LIMIT_BYTES,
  driverDeliverSchema,
  driverFailSchema,
  driverHoldSchema,
  driverLocationSchema,
  driverOrderSchema,
  driverPickUpSchema,
  driverRosterQuerySchema,
  driverSignInSchema,
  driverStatusSchema,
  type DriverOrderResponse,
} from '../../domain/driverApi.ts';
import { idempotencyHeadersSchema } from '../../domain/idempotency.ts';
import { answerWithin, idempotentWrite } from './idempotentWrite.ts';
import { bearerToken, guarded, principalOf, requireAuth } from '../plugins/auth.ts';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import * as driverApp from '../services/driverApp.ts';
import * as stock from '../services/stock/index.ts';
import { driverRoster } from '../services/driverRoster.ts';
import { driverStockQuerySchema, stockExchangeIdSchema } from '../../domain/stockSchemas.ts';
import { API_KEY_PREFIX } from '../../domain/accountSchemas.ts';
import { msg } from '../../domain/schemas.ts';
import { requireAnyPermission } from './stock.ts';
import { acknowledgeNotifications, fetchDriverNotifications } from '../services/notifications.ts';
import { notificationAckSchema } from '../../domain/notificationSchemas.ts';
import type { DriverResult, WithinStep } from '../services/driverApp.ts';
import * as driverSession from '../services/driverSession.ts';
import * as driverOrders from '../services/driverOrders.ts';
import type { DriverPrincipal } from '../services/driverSession.ts';
import type { DriverTokenClaims } from '../services/auth.ts';
import { driverDocs } from './docs/driver.ts';
import { driverMoneyQuerySchema } from '../../domain/driverMoney.ts';
import { driverCorrectionList, driverWallet } from '../services/driverWallet.ts';
import { deleteDriverPushSubscription, driverPushKey, saveDriverPushSubscription } from '../services/driverPush.ts';
import { driverPushSubscriptionSchema, driverPushUnsubscribeSchema } from '../../domain/driverPush.ts';

declare module 'fastify' {
  interface FastifyRequest {
    driver: DriverPrincipal | null;
    driverClaims: DriverTokenClaims | null;
  }
}

const TAG = 'Driver app';

export async function driverRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.decorateRequest('driver', null);
  app.decorateRequest('driverClaims', null);

  /** onRequest guard: a valid driver session. */
  const requireDriver: onRequestAsyncHookHandler = guarded<onRequestAsyncHookHandler>(
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('unauthorized', 'You have to be logged in');
      const claims = await app.services.auth.verifyAny(token);
      if (!claims) throw unauthorized('session_expired', 'Your session has expired');
      if (claims.kind !== 'driver') throw forbidden('driver_session_required', 'This call is for drivers');
      const driver = await driverSession.loadDriverPrincipal(db, claims);
      if (!driver) throw await driverSession.driverSessionRefusal(db, claims.uid);
      request.driver = driver;
      request.driverClaims = claims;
    },
    { kind: 'driver' },
  );
  const driverOf = (request: FastifyRequest): DriverPrincipal => {
    if (!request.driver) throw unauthorized();
    return request.driver;
  };
  /**
   * An order step: runs it with the hook that, inside its transaction, takes the order as the driver now sees it as
   * the answer and stores it with the request's Idempotency-Key (if any); after the commit tells the consoles and
   * answers it.
   */
  const step = async (
    request: FastifyRequest,
    run: (driver: DriverPrincipal, within: WithinStep) => Promise<DriverResult<number>>,
  ): Promise<DriverOrderResponse> => {
    const driver = driverOf(request);
    let answer: DriverOrderResponse | undefined;
    const result = await run(driver, async (tx, order) => {
      answer = { order };
      await answerWithin(tx, request, 200, answer);
    });
    for (const { event, payload } of result.events) app.realtime.emitOrderEvent(event, payload);
    return answer ?? { order: await driverOrders.getDriverOrder(db, driver, result.value) };
  };
  /** Idempotency-Key on an order step: keys are the driver's own. */
  const idempotentStep = (operation: string) =>
    idempotentWrite(app, `driver.order.${operation}`, (request) => `driver:${driverOf(request).id}`);

  r.post(
    '/driver/sign-in',
    {
      config: { public: 'a driver signs in' },
      schema: {
        tags: [TAG],
        ...driverDocs.signIn(app.config),
        body: driverSignInSchema,
        security: [],
      },
    },
    async (request) => {
      const token = await app.services.auth.loginDriver(request.body.email, request.body.password, {
        clientIp: request.ip,
        mobile: request.body.mobile,
      });
      const claims = await app.services.auth.verifyAny(token.token);
      const driver = claims?.kind === 'driver' ? await driverSession.loadDriverPrincipal(db, claims) : null;
      if (!driver) throw unauthorized('session_expired', 'Your session has expired');
      return { ...token, driver: driverSession.driverProfile(driver) };
    },
  );

  r.post(
    '/driver/refresh',
    {
      schema: { tags: [TAG], ...driverDocs.refresh },
      onRequest: requireDriver,
    },
    async (request) => ({
      ...(await app.services.auth.refresh(request.driverClaims!)),
      driver: driverSession.driverProfile(driverOf(request)),
    }),
  );

  r.post(
    '/driver/logout',
    {
      schema: { tags: [TAG], ...driverDocs.logout },
      onRequest: requireDriver,
    },
    async (request, reply) => {
      await driverSession.driverLogout(db, driverOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/driver/me',
    {
      schema: { tags: [TAG], ...driverDocs.me },
      onRequest: requireDriver,
    },
    async (request) => driverOrders.driverMe(db, driverOf(request)),
  );

  r.post(
    '/driver/status',
    {
      schema: { tags: [TAG], ...driverDocs.status, body: driverStatusSchema },
      onRequest: requireDriver,
    },
    async (request) => driverApp.setDriverStatus(db, driverOf(request), request.body.status),
  );

  r.get(
    '/driver/order/offered',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderOffered,
      },
      onRequest: requireDriver,
    },
    async (request) => ({ orders: await driverOrders.offeredOrders(db, driverOf(request)) }),
  );

  r.post(
    '/driver/order/accept',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderAccept,
        body: driverOrderSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('accept'),
    },
    async (request) =>
      step(request, (driver, within) => driverApp.acceptOrder(db, driver, request.body.orderId, within)),
  );

  r.post(
    '/driver/order/arrive-at-pickup',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderArriveAtPickup,
        body: driverOrderSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('arriveAtPickup'),
    },
    async (request) =>
      step(request, (driver, within) => driverApp.arriveAtPickup(db, driver, request.body.orderId, within)),
  );

  r.post(
    '/driver/order/pick-up',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderPickUp,
        body: driverPickUpSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('pickUp'),
    },
    async (request) =>
      step(request, (driver, within) =>
        driverApp.pickUp(db, driver, request.body.orderId, request.body.verificationCode, within),
      ),
  );

  r.post(
    '/driver/order/arrive',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderArrive,
        body: driverOrderSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('arrive'),
    },
    async (request) => step(request, (driver, within) => driverApp.arrive(db, driver, request.body.orderId, within)),
  );

  r.post(
    '/driver/order/deliver',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderDeliver,
        body: driverDeliverSchema,
        headers: idempotencyHeadersSchema,
      },
      // The proof's photo travels as base64 in the body: this route alone takes a body that large (413 beyond).
      bodyLimit: DELIVER_BODY_LIMIT_BYTES,
      onRequest: requireDriver,
      ...idempotentStep('deliver'),
    },
    async (request) =>
      step(request, (driver, within) =>
        driverApp.deliver(db, driver, request.body.orderId, within, request.body.proof),
      ),
  );

  r.post(
    '/driver/order/finish',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderFinish,
        body: driverOrderSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('finish'),
    },
    async (request) => step(request, (driver, within) => driverApp.finish(db, driver, request.body.orderId, within)),
  );

  r.post(
    '/driver/order/hold',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderHold,
        body: driverHoldSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('hold'),
    },
    async (request) => step(request, (driver, within) => driverApp.holdOrder(db, driver, request.body, within)),
  );

  r.post(
    '/driver/order/fail',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.orderFail,
        body: driverFailSchema,
        headers: idempotencyHeadersSchema,
      },
      onRequest: requireDriver,
      ...idempotentStep('fail'),
    },
    async (request) => step(request, (driver, within) => driverApp.failOrder(db, driver, request.body, within)),
  );

  r.post(
    '/driver/location',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.location,
        body: driverLocationSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => {
      const result = await driverApp.logLocation(db, driverOf(request), request.body);
      for (const { event, payload } of result.events) app.realtime.emitOrderEvent(event, payload);
      return result.value;
    },
  );

  r.get(
    '/driver/notifications',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.notifications,
      },
      onRequest: requireDriver,
    },
    async (request) => ({ notifications: await fetchDriverNotifications(db, driverOf(request)) }),
  );

  r.post(
    '/driver/notifications/ack',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.notificationsAck,
        body: notificationAckSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => ({ acknowledged: await acknowledgeNotifications(db, driverOf(request), request.body.ids) }),
  );

  // ---- Web Push (server/services/driverPush.ts) ---------------------------------------------------------------------

  r.get('/driver/push/key', { schema: { tags: [TAG], ...driverDocs.pushKey }, onRequest: requireDriver }, async () =>
    driverPushKey(db),
  );

  r.put(
    '/driver/push/subscription',
    {
      schema: { tags: [TAG], ...driverDocs.pushSubscribe, body: driverPushSubscriptionSchema },
      onRequest: requireDriver,
    },
    async (request, reply) => {
      await saveDriverPushSubscription(db, driverOf(request), request.body, {
        allowPrivate: app.config.webhooksAllowPrivate,
      });
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/driver/push/subscription',
    {
      schema: { tags: [TAG], ...driverDocs.pushUnsubscribe, body: driverPushUnsubscribeSchema },
      onRequest: requireDriver,
    },
    async (request, reply) => {
      await deleteDriverPushSubscription(db, driverOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  // ---- Stock (GET /driver/stock and the stock exchanges; server/services/stock/) -----------------------------------

  const operatorStock = requireAnyPermission(app, 'stock.canAccessPage', 'drivers.canAccessPage');
  /** GET /driver/stock answers a driver's own session and operators alike: the token's kind picks the check. */
  const driverOrOperator = guarded<onRequestAsyncHookHandler>(
    async function (request, reply) {
      const token = bearerToken(request);
      const claims = token && !token.startsWith(API_KEY_PREFIX) ? await app.services.auth.verifyAny(token) : null;
      if (claims?.kind === 'driver') return requireDriver.call(this, request, reply);
      return operatorStock.call(this, request, reply);
    },
    { kind: 'driverOrAnyOf', paths: ['stock.canAccessPage', 'drivers.canAccessPage'] },
  );

  r.get(
    '/driver/stock',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.stock,
        querystring: driverStockQuerySchema,
      },
      onRequest: driverOrOperator,
    },
    async (request) => {
      if (request.driver) return stock.ownStock(db, request.driver.id);
      const { driverId } = request.query;
      if (!driverId) throw badRequest('validation_failed', 'Invalid input', { driverId: [msg.required] });
      return stock.getDriverStock(db, principalOf(request).tenant, driverId);
    },
  );

  r.get(
    '/driver/stock/exchanges',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.stockExchanges,
      },
      onRequest: requireDriver,
    },
    async (request) => stock.incomingExchanges(db, driverOf(request).id, null),
  );

  r.post(
    '/driver/stock/exchange/start',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.stockExchangeStart,
        body: stockExchangeIdSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => stock.startExchange(db, driverOf(request), request.body.exchangeId),
  );

  r.post(
    '/driver/stock/exchange/confirm',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.stockExchangeConfirm,
        body: stockExchangeIdSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => stock.confirmExchange(db, driverOf(request), request.body.exchangeId),
  );

  r.post(
    '/driver/stock/exchange/reject',
    {
      schema: {
        tags: [TAG],
        ...driverDocs.stockExchangeReject,
        body: stockExchangeIdSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => stock.rejectExchange(db, driverOf(request), request.body.exchangeId),
  );

  // ---- Money (the driver's wallet of the current settlement and its corrections; server/services/driverWallet.ts) --

  r.get(
    '/driver/wallet',
    {
      schema: { tags: [TAG], ...driverDocs.wallet, querystring: driverMoneyQuerySchema },
      onRequest: requireDriver,
    },
    async (request) => driverWallet(db, driverOf(request), request.query),
  );

  r.get(
    '/driver/corrections',
    {
      schema: { tags: [TAG], ...driverDocs.corrections, querystring: driverMoneyQuerySchema },
      onRequest: requireDriver,
    },
    async (request) => driverCorrectionList(db, driverOf(request), request.query),
  );

  r.get(
    '/simulator/roster',
    {
      schema: {
        tags: ['Driver app: simulator'],
        ...driverDocs.roster,
        querystring: driverRosterQuerySchema,
      },
      onRequest: requireAuth(app, 'drivers.canAccessPage'),
    },
    async (request) => ({ drivers: await driverRoster(db, principalOf(request).tenant, request.query) }),
  );
}
