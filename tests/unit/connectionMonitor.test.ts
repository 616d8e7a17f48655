// The connection monitor (src/dataProvider/connectionMonitor.ts): when the shell says the server is unreachable (after
// the problem has lasted a moment, never for one failed call), when it says it is back and the page refetches, the
// probes sent while nothing else asks, and the sockets' drops (the console's own closes and a session ended by the
// server do not count).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  createConnectionMonitor,
  OUTAGE_SHOW_AFTER_MS,
  type ConnectionMonitorOptions,
} from '../../src/dataProvider/connectionMonitor.ts';
import { ApiError, NetworkError } from '../../src/dataProvider/errors.ts';
import { SERVICE_STATE_EVENT, type ServiceStatePayload } from '../../domain/serviceEvents.ts';

const away = () =>
  new ApiError(503, { name: 'ServiceUnavailable', message: 'x', errorCode: 'database_unavailable' }, '', '1');

/** A socket's listeners, and a way to fire them. */
const fakeSocket = () => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
  };
  const emit = (event: string, ...args: unknown[]) => (handlers.get(event) ?? []).forEach((h) => h(...args));
  return { socket: socket as unknown as Pick<Socket, 'on'>, emit };
};

const setup = (options: ConnectionMonitorOptions = {}) => {
  const recovered: number[] = [];
  const monitor = createConnectionMonitor({ onRecovered: (since) => recovered.push(since), ...options });
  const changes = vi.fn();
  monitor.subscribe(changes);
  const stop = monitor.start();
  return { monitor, recovered, changes, stop };
};

describe('connection monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for a single failed call answered again within the delay, and refetches nothing', async () => {
    const { monitor, recovered, changes } = setup();
    monitor.httpAway(new NetworkError('network'));
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS - 100);
    monitor.httpAnswered();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(monitor.isOutage()).toBe(false);
    expect(changes).not.toHaveBeenCalled();
    expect(recovered).toEqual([]);
  });

  it('shows an outage once the server has been away for the delay; its end refetches once, after the answer', async () => {
    const { monitor, recovered, changes } = setup();
    monitor.httpAway(away());
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS - 1);
    expect(monitor.isOutage()).toBe(false);
    monitor.httpAway(away()); // still away: the delay runs from the first failure
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.isOutage()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    monitor.httpAnswered();
    const answeredAt = Date.now();
    expect(monitor.isOutage()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(recovered).toEqual([]); // not while the answer is still on its way to its query
    await vi.advanceTimersByTimeAsync(0);
    expect(recovered).toEqual([answeredAt]);
    monitor.httpAnswered();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(recovered).toHaveLength(1);
  });

  it('probes while the server is away and no call asks, until it answers', async () => {
    const probe = vi.fn(async () => undefined);
    const { monitor } = setup({ probe, probeDelay: () => 2_000 });
    monitor.httpAway(away());
    await vi.advanceTimersByTimeAsync(1_500);
    monitor.httpAway(away()); // a retrying query asked: the probe waits from here
    await vi.advanceTimersByTimeAsync(1_999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    // The probe's outcome comes through the http client: still away, then the next probe.
    monitor.httpAway(away());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.httpAnswered();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('runs no timer before start or after its stop', async () => {
    const probe = vi.fn(async () => undefined);
    const recovered: number[] = [];
    const monitor = createConnectionMonitor({ probe, onRecovered: (since) => recovered.push(since) });
    monitor.httpAway(away());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(monitor.isOutage()).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    const stop = monitor.start(); // already away: the delay starts now
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS);
    expect(monitor.isOutage()).toBe(true);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a dropped socket until it reconnects; its return refetches, even after a short drop', async () => {
    const { monitor, recovered } = setup();
    const { socket, emit } = fakeSocket();
    monitor.watchSocket(socket);

    emit('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS);
    expect(monitor.isOutage()).toBe(true);
    monitor.httpAnswered(); // the http calls are answered, the socket is still down
    expect(monitor.isOutage()).toBe(true);
    emit('connect');
    expect(monitor.isOutage()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(recovered).toHaveLength(1);

    // A drop shorter than the delay shows nothing, but the events it missed are read again.
    emit('disconnect', 'ping timeout');
    await vi.advanceTimersByTimeAsync(500);
    emit('connect');
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS);
    expect(monitor.isOutage()).toBe(false);
    expect(recovered).toHaveLength(2);
  });

  it('hears from the server, through a socket, that its database went away and is back: shows it, probes, refetches', async () => {
    const probe = vi.fn(() => Promise.resolve());
    const { monitor, recovered } = setup({ probe });
    const { socket, emit } = fakeSocket();
    monitor.watchSocket(socket);

    emit(SERVICE_STATE_EVENT, { database: 'unavailable' } satisfies ServiceStatePayload);
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS);
    expect(monitor.isOutage()).toBe(true);
    expect(probe).toHaveBeenCalled(); // a page at rest asks until the server answers
    emit(SERVICE_STATE_EVENT, { database: 'available' } satisfies ServiceStatePayload);
    expect(monitor.isOutage()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(recovered).toHaveLength(1);
    // "Available" to a console that saw nothing changes nothing.
    emit(SERVICE_STATE_EVENT, { database: 'available' } satisfies ServiceStatePayload);
    await vi.advanceTimersByTimeAsync(0);
    expect(recovered).toHaveLength(1);
  });

  it("ignores the console's own closes and a session the server ended; a socket closed while down is forgotten", async () => {
    const { monitor, recovered } = setup();
    const first = fakeSocket();
    monitor.watchSocket(first.socket);
    first.emit('disconnect', 'io client disconnect');
    first.emit('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(monitor.isOutage()).toBe(false);
    expect(recovered).toEqual([]);

    const second = fakeSocket();
    const unwatch = monitor.watchSocket(second.socket);
    second.emit('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(OUTAGE_SHOW_AFTER_MS);
    expect(monitor.isOutage()).toBe(true);
    unwatch(); // the page closed it
    expect(monitor.isOutage()).toBe(false);
    second.emit('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(monitor.isOutage()).toBe(false);
  });
});
