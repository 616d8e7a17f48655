import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config.ts';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, and reads true, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
  });
});
