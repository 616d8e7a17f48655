// Whether the console reaches its server, for the shell's "reconnecting" banner. One monitor per set of providers
// (createAppProviders): the http client reports every call's outcome (an answer, or a server away: retryPolicy.ts's
// isServerAway), each private socket its drops and reconnects, and the server, through the sockets, when its database
// goes away and comes back (SERVICE_STATE_EVENT: a console at rest would not learn it otherwise). The server is unreachable while the last call found
// it away or a socket that the console did not close is down. The outage is shown only once it has lasted
// OUTAGE_SHOW_AFTER_MS (a single failed call, quickly retried, shows nothing); while the server is away and no call
// asks, the monitor sends a probe now and then (a page at rest would otherwise never learn that the server is back).
// When the server answers again after an outage shown, or after a socket had dropped (its events were missed),
// `onRecovered` runs once: the providers refetch the queries on screen.
//
// Its timers run only between start() and the stop it answers (the shell starts it while it is on screen), so no
// probe or timer outlives the console.
import { retryDelay as defaultRetryDelay } from './retryPolicy.ts';
import { ApiError } from './errors.ts';
import { SERVICE_STATE_EVENT, type ServiceStatePayload } from '../../domain/serviceEvents.ts';

/** How long the server must stay unreachable before the banner says so. */
export const OUTAGE_SHOW_AFTER_MS = 1_500;

/**
 * The disconnect reasons that say nothing about the server being away: the console closed the socket (a page left,
 * a logout), or the server did on purpose (an ended session: realtime/sessionEnd.ts checks it; socket.io does not
 * reconnect such a socket, so counting it would keep the banner up for good).
 */
const DELIBERATE_DISCONNECTS = ['io client disconnect', 'io server disconnect'];

/** What the http client reports (createHttpClient's `connection`). */
export interface HttpOutcomeReporter {
  /** A call got an answer: any status but a 503 of a server away. */
  httpAnswered(): void;
  /** A call found the server away (no answer, or a 503 database_unavailable / shutting_down). */
  httpAway(error: unknown): void;
}

/** What the watch needs of a private socket: to listen to its events (realtime/privateSocket.ts). */
export interface ListeningSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
}

/** What a private socket reports (realtime/privateSocket.ts). */
export interface SocketWatcher {
  /** Follows the socket's drops and reconnects; answers the end of the watch (call it before closing the socket). */
  watchSocket(socket: ListeningSocket): () => void;
}

export interface ConnectionMonitor extends HttpOutcomeReporter, SocketWatcher {
  /** The server has been unreachable for OUTAGE_SHOW_AFTER_MS and still is. */
  isOutage(): boolean;
  /** Told when isOutage changes. */
  subscribe(listener: () => void): () => void;
  /** Runs the timers (the outage's delay, the probes, the recovery); answers their stop. */
  start(): () => void;
}

export interface ConnectionMonitorOptions {
  /** A light call through the http client (its outcome is reported like any call's), sent while the server is away. */
  probe?: () => Promise<unknown>;
  /** The server is back after an outage shown or a dropped socket; `since`: when it answered (Date.now()). */
  onRecovered?: (since: number) => void;
  showAfterMs?: number;
  /** The wait before the next probe (the count of probes sent during this outage, the last error). */
  probeDelay?: (count: number, error: unknown) => number;
}

export const createConnectionMonitor = ({
  probe,
  onRecovered,
  showAfterMs = OUTAGE_SHOW_AFTER_MS,
  probeDelay = defaultRetryDelay,
}: ConnectionMonitorOptions = {}): ConnectionMonitor => {
  const listeners = new Set<() => void>();
  /** The error of the last call when it found the server away; null once a call got an answer. */
  let awayError: unknown = null;
  /** The sockets down (a key per watched socket). */
  const downSockets = new Set<object>();
  /** A socket dropped since the server was last reachable: its events were missed. */
  let socketDropped = false;
  let outage = false;
  let running = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let recoveryTimer: ReturnType<typeof setTimeout> | undefined;
  let probes = 0;
  let probing = false;

  const reachable = () => awayError === null && downSockets.size === 0;
  const notify = () => listeners.forEach((listener) => listener());

  const armShow = () => {
    if (!running || reachable() || outage || showTimer) return;
    showTimer = setTimeout(() => {
      showTimer = undefined;
      outage = true;
      notify();
    }, showAfterMs);
  };

  const armProbe = () => {
    if (!running || !probe || awayError === null || probeTimer || probing) return;
    probeTimer = setTimeout(
      () => {
        probeTimer = undefined;
        probes += 1;
        probing = true;
        void probe()
          .catch(() => undefined) // its outcome came through the http client
          .finally(() => {
            probing = false;
            armProbe(); // still away (or a timeout, which reports nothing): probe again later
          });
      },
      probeDelay(probes, awayError),
    );
  };

  const clearProbe = () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
  };

  /** After a report: start counting an outage, or end it. */
  const settle = (wasReachable: boolean) => {
    const isReachable = reachable();
    if (wasReachable && !isReachable) armShow();
    if (wasReachable || !isReachable) return;
    clearTimeout(showTimer);
    showTimer = undefined;
    const resync = outage || socketDropped;
    socketDropped = false;
    probes = 0;
    if (resync && running && onRecovered) {
      const since = Date.now();
      // After the answer that ended the outage has reached its query (the http client reports before it returns).
      clearTimeout(recoveryTimer);
      recoveryTimer = setTimeout(() => onRecovered(since), 0);
    }
    if (outage) {
      outage = false;
      notify();
    }
  };

  const httpAnswered = () => {
    const was = reachable();
    awayError = null;
    clearProbe();
    settle(was);
  };
  const httpAway = (error: unknown) => {
    const was = reachable();
    awayError = error;
    // The next probe waits from this failure on: calls that keep failing are probes enough.
    clearProbe();
    armProbe();
    settle(was);
  };

  return {
    httpAnswered,
    httpAway,
    watchSocket(socket) {
      const key = {};
      let watching = true;
      socket.on('disconnect', (reason: string) => {
        if (!watching || DELIBERATE_DISCONNECTS.includes(reason)) return;
        const was = reachable();
        downSockets.add(key);
        socketDropped = true;
        settle(was);
      });
      // The server says its database went away or is back: as a call that found it so (the probes ask until then).
      socket.on(SERVICE_STATE_EVENT, ({ database }: ServiceStatePayload) => {
        if (!watching) return;
        if (database === 'unavailable')
          httpAway(new ApiError(503, { name: 'ServiceUnavailable', message: '', errorCode: 'database_unavailable' }));
        else httpAnswered();
      });
      socket.on('connect', () => {
        if (!watching || !downSockets.has(key)) return;
        const was = reachable();
        downSockets.delete(key);
        settle(was);
      });
      return () => {
        watching = false;
        const was = reachable();
        if (downSockets.delete(key)) settle(was);
      };
    },
    isOutage: () => outage,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      running = true;
      armShow();
      armProbe();
      return () => {
        running = false;
        clearTimeout(showTimer);
        clearTimeout(recoveryTimer);
        clearProbe();
        showTimer = undefined;
        recoveryTimer = undefined;
      };
    },
  };
};
