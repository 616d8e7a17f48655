// socket.io on the API's port: a private namespace that authenticates with the session token on connect and on
// every reconnect. Across processes events travel through @socket.io/postgres-adapter on PostgreSQL. An order event
// carries the order's list row as each listener may see it (server/plugins/orderRowEvents.ts).
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { Server, type Namespace } from 'socket.io';
import type { OrderListEvent } from '../../domain/enums.ts';
import type { COMPANY_STATUS_CHANGE_EVENT } from '../../domain/companyEvents.ts';
import type { Principal } from '../services/principal.ts';
import { sessionPrincipal } from './auth.ts';
import {
  audienceRooms,
  driverRooms,
  orderRooms,
  warehouseRooms,
  type DriverPlace,
  type WarehousePlace,
} from '../access/rooms.ts';
import type { DRIVER_CHANGE_EVENT, DriverChangePayload } from '../../domain/driverSchemas.ts';
import type { WAREHOUSE_CHANGE_EVENT, WarehouseChangePayload } from '../../domain/warehouseSchemas.ts';
import type { OrderPlace } from '../access/reach.ts';
import type { SessionEndedReason } from '../../domain/operatorSchemas.ts';
import { endSessionSockets, listenForEndedSessions } from './sessionSockets.ts';
import { SERVICE_STATE_EVENT, type ServiceStatePayload } from '../../domain/serviceEvents.ts';
import { ACCESS_CHANGED_EVENT } from '../../domain/sessionEvents.ts';
import { readOrderEventRow } from '../services/orders.ts';
import { jobFailureLog } from '../db/availability.ts';
import { canViewRoom, emitOrderRowLocally, listenForOrderRows, ORDER_ROW_MESSAGE } from './orderRowEvents.ts';
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';

/** An order event: the order and where it is (its company, region and pickup location: who may hear it). */
export type OrderEventPayload = { orderId: number } & OrderPlace;

export interface Realtime {
  io: Server;
  nsp: Namespace;
  /**
   * Sends an order event to every signed-in user whose reach covers the order's company and region (both limits);
   * driverLocationChange only to those of them with the orderRoute flag. Call it after the change committed: an order
   * event reads the order's row (once) and adds it, masked per listener, and its version to the payload
   * (domain/orderEvents.ts). The events of a process leave in the order of the calls.
   */
  emitOrderEvent(
    event: OrderListEvent | 'driverLocationChange',
    payload: OrderEventPayload & Record<string, unknown>,
  ): void;
  /** Sends a company event to every console with the companies page that may see the company (menu badge). */
  emitCompanyEvent(
    event: typeof COMPANY_STATUS_CHANGE_EVENT,
    payload: { companyId: number } & Record<string, unknown>,
  ): void;
  /** Sends a driver's change to every console with the drivers page that sees the driver at one of these places. */
  emitDriverEvent(event: typeof DRIVER_CHANGE_EVENT, payload: DriverChangePayload, places: DriverPlace[]): void;
  /** Sends a warehouse's change to every console with the warehouses or stock page that sees it at one of these places. */
  emitWarehouseEvent(
    event: typeof WAREHOUSE_CHANGE_EVENT,
    payload: WarehouseChangePayload,
    places: WarehousePlace[],
  ): void;
  /**
   * Moves the open sockets of an operator whose assignments changed to the rooms of its new reach (on every process),
   * so its console hears the events of its new companies and regions at once, without reconnecting.
   */
  refreshOperatorRooms(operator: Listener): Promise<void>;
  /** Tells the sockets of revoked sessions why (`sessionEnded`) and disconnects them, on every process. */
  endSessions(sessionIds: string[], reason: SessionEndedReason): void;
  /** Tells every open console of a user that its permissions or reach changed (`accessChanged`), on every process. */
  notifyAccessChanged(user: Pick<Principal, 'kind' | 'id'>): void;
}

type Listener = Pick<Principal, 'kind' | 'id' | 'companyId' | 'permissions' | 'tenant'>;

/**
 * A console that hears no data (none of the orders, companies, drivers, warehouses or stock pages) joins only its own
 * rooms: it hears what concerns its session (`sessionEnded`, `accessChanged`).
 */
const mayListen = (p: Listener) =>
  p.permissions.orders.canAccessPage ||
  p.permissions.company.canAccessPage ||
  p.permissions.drivers.canAccessPage ||
  p.permissions.warehouse.canAccessPage ||
  p.permissions.stock.canAccessPage;

/** Rooms a socket keeps whatever its audience: its session and its user. */
const isOwnRoom = (room: string) =>
  room.startsWith('session:') || room.startsWith('operator:') || room.startsWith('client:');

/**
 * Waits (at most 10 s) until the PostgreSQL adapter's listening connection is open. The adapter takes it from the pool
 * in the background; an app closed before it arrived never released it, and the pool's end then waited for ever (an
 * app started and closed at once, as a test or a failed start does). Waiting also means that once the server says it
 * is running, events from other processes reach it. The connection's field is the adapter's own (version 0.5).
 */
async function adapterListening(nsp: Namespace): Promise<void> {
  const pubSub = (nsp.adapter as unknown as { client?: { client?: unknown } }).client;
  if (!pubSub) return;
  for (let waited = 0; !pubSub.client && waited < 10_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * The pool as the adapter uses it, except that its LISTEN connection, once the server ends it (a restart, a
 * failover), goes back to the pool as broken: the adapter (0.5) only opens a new one, and the dead one stayed checked
 * out for ever, a slot of the pool lost at each restart and the pool's end (a graceful stop) waiting on it.
 */
function listenerReleasing(pool: Pool): Pool {
  const connect = async () => {
    const client = await pool.connect();
    client.once('end', () => {
      try {
        client.release(new Error('the LISTEN connection ended'));
      } catch {
        // released already (the adapter closed it)
      }
    });
    return client;
  };
  return { connect, query: pool.query.bind(pool) } as unknown as Pool;
}

export async function registerRealtime(app: FastifyInstance): Promise<Realtime> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const { database } = app;
  // Several processes share one PostgreSQL: events cross them through its adapter.
  const pool = database.engine === 'postgres' ? database.pool : undefined;
  const clustered = !!pool;
  if (pool) {
    // Its table socket_io_attachments comes with the migrations (server/db/schema.ts).
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    io.adapter(createAdapter(listenerReleasing(pool)));
  }
  const nsp = io.of(PRIVATE_NAMESPACE);
  const rowReadFailed = (message: string, err: unknown, orderId: number) =>
    jobFailureLog(database.outage, (line, error) => app.log.warn({ err: error, orderId }, line))(message, err);
  if (clustered) {
    listenForEndedSessions(nsp);
    listenForOrderRows(nsp);
    await adapterListening(nsp);
  }
  nsp.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      const claims = token ? await app.services.auth.verify(token) : null;
      const principal = claims ? await sessionPrincipal(app, claims) : null;
      if (!principal) return next(new Error('unauthorized'));
      const rooms = [
        `session:${principal.sessionId}`,
        `${principal.kind}:${principal.id}`,
        // Its flags: what of an order's row it may hear (server/plugins/orderRowEvents.ts).
        canViewRoom(principal.permissions.orders.canView),
        ...(mayListen(principal) ? audienceRooms(principal) : []),
      ];
      await socket.join(rooms);
      socket.data.principal = { kind: principal.kind, id: principal.id, tenant: principal.tenant };
      next();
    } catch (err) {
      next(err as Error);
    }
  });
  // Order events leave in the order of the calls, each once its row is read (the reads run side by side).
  let sending: Promise<void> = Promise.resolve();
  const inOrder = (send: () => void | Promise<void>) => {
    sending = sending.then(send).catch((err: unknown) => app.log.warn({ err }, 'an order event was not sent'));
  };
  // The events already called for go out first. Then the sockets close before the server waits for its connections
  // to end (an open WebSocket never would): each console hears its transport close and reconnects, to another process
  // behind the balancer.
  app.addHook('preClose', async () => {
    await sending;
    io.engine.close();
  });
  // The consoles of this process hear when its database goes away and comes back (they show it, then read again).
  const unwatch = database.outage?.onChange((away) => {
    const payload: ServiceStatePayload = { database: away ? 'unavailable' : 'available' };
    nsp.local.emit(SERVICE_STATE_EVENT, payload);
  });
  app.addHook('onClose', async () => {
    unwatch?.();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return {
    io,
    nsp,
    emitOrderEvent(event, payload) {
      app.metrics.eventSent(event);
      if (event === 'driverLocationChange') {
        // A driver's position: as it is, to the route rooms of every reach covering the order.
        inOrder(() => void nsp.to(orderRooms(payload, 'route')).emit(event, payload));
        return;
      }
      // One read per event, whoever listens; an order that cannot be read goes out without its row (the consoles
      // read their lists again, as on any event without one). While the database is away that is part of the
      // outage, which has its one line already (a write acknowledged just before it went: the clean-clone run at
      // d0d7d04 logged a second warning); any other failure says so.
      const read = readOrderEventRow(database.db, payload.orderId).catch((err: unknown) => {
        rowReadFailed('an order event went out without its row', err, payload.orderId);
        return null;
      });
      inOrder(async () => {
        const message = { event, payload, read: await read };
        emitOrderRowLocally(nsp, message);
        if (clustered) nsp.serverSideEmit(ORDER_ROW_MESSAGE, message);
      });
    },
    emitCompanyEvent(event, payload) {
      nsp.to(['companies:all', `companies:${payload.companyId}`]).emit(event, payload);
      app.metrics.eventSent(event);
    },
    emitDriverEvent(event, payload, places) {
      nsp.to([...new Set(places.flatMap(driverRooms))]).emit(event, payload);
      app.metrics.eventSent(event);
    },
    emitWarehouseEvent(event, payload, places) {
      if (!places.length) return;
      nsp.to([...new Set(places.flatMap(warehouseRooms))]).emit(event, payload);
      app.metrics.eventSent(event);
    },
    endSessions(sessionIds, reason) {
      endSessionSockets(nsp, sessionIds, reason, clustered);
    },
    notifyAccessChanged(user) {
      nsp.to(`${user.kind}:${user.id}`).emit(ACCESS_CHANGED_EVENT);
      app.metrics.eventSent(ACCESS_CHANGED_EVENT);
    },
    async refreshOperatorRooms(operator) {
      const sockets = await nsp.in(`operator:${operator.id}`).fetchSockets();
      if (!sockets.length) return;
      // Its flags move with its reach: what of an order's row its consoles hear follows at once.
      const wanted = [
        canViewRoom(operator.permissions.orders.canView),
        ...(mayListen(operator) ? audienceRooms(operator) : []),
      ];
      for (const socket of sockets) {
        // It keeps the room of its own id too (its order events are written to it: orderRowEvents.ts).
        for (const room of socket.rooms)
          if (!isOwnRoom(room) && room !== socket.id && !wanted.includes(room)) socket.leave(room);
        socket.join(wanted);
        socket.data.principal = { ...(socket.data.principal ?? {}), tenant: operator.tenant };
      }
    },
  };
}
