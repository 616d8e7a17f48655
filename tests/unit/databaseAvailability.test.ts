// The outage's log: one line when the database goes away (with the reason in words), one when it answers again (with
// how long it was away), however many requests and connections failed in between; a background job's failure joins it.
import { describe, expect, it } from 'vitest';
import { jobFailureLog, OutageLog, unavailableReason } from '../../server/db/availability.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the outage log', () => {
  it('says once that the database is away and once that it is back, with how long', () => {
    const lines: string[] = [];
    let now = 1_000;
    const outage = new OutageLog(
      { warn: (m: string) => void lines.push(`warn ${m}`), info: (m: string) => void lines.push(`info ${m}`) } as never,
      () => now,
    );
    outage.answered(); // nothing was away
    outage.failed(refused());
    now += 500;
    outage.failed(new Error('Connection terminated unexpectedly'));
    expect(outage.away).toBe(true);
    now += 2_250;
    outage.answered();
    outage.answered();
    expect(lines).toEqual([
      'warn the database is unavailable (connection refused): answering 503 until it is back',
      'info the database is back after 2.8 s',
    ]);
    expect(outage.away).toBe(false);
  });

  it('names the reason a log line gives', () => {
    expect(unavailableReason(Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' }))).toBe(
      'host not found',
    );
    expect(unavailableReason(new Error('timeout exceeded when trying to connect'))).toBe('no answer');
    expect(unavailableReason(new AggregateError([refused()]))).toBe('connection refused');
    expect(
      unavailableReason(
        Object.assign(new Error('wrapped'), { cause: new Error('the database system is shutting down') }),
      ),
    ).toBe('wrapped');
  });

  it("lets a job's failure join the outage while the database is away, and logs any other failure", () => {
    const warned: string[] = [];
    const logged: string[] = [];
    const outage = new OutageLog({ warn: (m: string) => void warned.push(m), info: () => undefined } as never);
    const log = jobFailureLog(outage, (message) => void logged.push(message));
    log('housekeeping: sweep failed', refused());
    log('housekeeping: sweep failed', refused());
    log('auto-cancel: sweep failed', new Error('a bug'));
    expect(warned).toHaveLength(1);
    expect(logged).toEqual(['auto-cancel: sweep failed']);
  });
});
