// Retry-After as the console reads it (a 429's wait shown on the login and registration pages) and the message
// chosen for a wait.
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/dataProvider/errors.ts';
import { waitMessage } from '../../src/authProvider/messages.ts';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-01-31T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('Sat, 31 Jan 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 31 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('waitMessage', () => {
  it('seconds below a minute, whole minutes rounded up from a minute on, the plain message without a wait', () => {
    expect(waitMessage('plain', 'wait', 59)).toEqual({ message: 'wait.seconds', args: { smart_count: 59 } });
    expect(waitMessage('plain', 'wait', 60)).toEqual({ message: 'wait.minutes', args: { smart_count: 1 } });
    expect(waitMessage('plain', 'wait', 61)).toEqual({ message: 'wait.minutes', args: { smart_count: 2 } });
    expect(waitMessage('plain', 'wait', undefined)).toEqual({ message: 'plain', args: {} });
    expect(waitMessage('plain', 'wait', 0)).toEqual({ message: 'plain', args: {} });
  });
});
