import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../server/db/textStatement.ts';

describe('isoTimestamp (list rows)', () => {
  it("writes the database's UTC text exactly as new Date(text).toISOString() would", () => {
    const texts = [
      '2026-11-23 07:39:30+00',
      '2026-11-23 07:39:30.1+00',
      '2026-11-23 07:39:30.12+00',
      '2026-11-23 07:39:30.123+00',
      '2026-11-23 07:39:30.1234+00',
      '2026-11-23 07:39:30.12345+00',
      '2026-11-23 23:59:59.999999+00',
      '2026-03-29 01:00:00.5+00',
    ];
    for (const text of texts) expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
  });

  it('reads any other form (another zone, a Date, nothing) through Date', () => {
    expect(isoTimestamp('2026-11-23 08:39:30.25+01')).toBe('2026-11-23T07:39:30.250Z');
    expect(isoTimestamp('2026-11-23T07:39:30.123456+00:00')).toBe('2026-11-23T07:39:30.123Z');
    expect(isoTimestamp('0999-11-23 07:39:30.5+00')).toBe(new Date('0999-11-23 07:39:30.5+00').toISOString());
    expect(isoTimestamp('2026-11-23 07:39:30.1234567+00')).toBe('2026-11-23T07:39:30.123Z');
    expect(isoTimestamp(new Date('2026-11-23T07:39:30.123Z'))).toBe('2026-11-23T07:39:30.123Z');
    expect(isoTimestamp(null)).toBeNull();
  });
});
