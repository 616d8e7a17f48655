import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '../../server/jobs/periodic.ts';

describe('a periodic job', () => {
  it('stops only once the run in progress has ended, and runs no more after', async () => {
    let release!: () => void;
    const events: string[] = [];
    const run = vi.fn(async () => {
      events.push('run started');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('run ended');
    });
    const stop = startPeriodicJob('test', run, { intervalMs: 5, runAtStart: true, log: vi.fn() });
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    const stopped = stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['run started']);
    release();
    await stopped;
    expect(events).toEqual(['run started', 'run ended', 'stopped']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops at once when no run is in progress', async () => {
    const run = vi.fn(async () => undefined);
    const stop = startPeriodicJob('test', run, { intervalMs: 60_000, log: vi.fn() });
    await stop();
    expect(run).not.toHaveBeenCalled();
  });
});
