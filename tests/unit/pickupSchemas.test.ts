import { describe, expect, it } from 'vitest';
import { findAndVerifyPickupSchema, pickupErrorCode, toPickupDay, warsawDay } from '../../domain/pickupSchemas.ts';

describe('the creation day of the find-and-verify page', () => {
  it('is the day in Poland, also around midnight and across the clock change', () => {
    expect(warsawDay(new Date('2025-01-10T22:59:00Z'))).toBe('2025-01-10'); // 23:59 in Warsaw (UTC+1)
    expect(warsawDay(new Date('2025-01-10T23:30:00Z'))).toBe('2025-01-11'); // 00:30 the next day
    expect(warsawDay(new Date('2025-07-10T22:30:00Z'))).toBe('2025-07-11'); // summer time (UTC+2)
    expect(warsawDay(new Date('2025-07-10T21:30:00Z'))).toBe('2025-07-10');
  });

  it('takes a calendar day as it is and an ISO date-time as its day in Poland', () => {
    expect(toPickupDay('2025-03-01')).toBe('2025-03-01');
    expect(toPickupDay('2025-03-01T23:30:00Z')).toBe('2025-03-02');
    expect(toPickupDay('2025-02-29')).toBeNull();
    expect(toPickupDay('01.03.2025')).toBeNull();
    expect(toPickupDay('2025-03-01Tnonsense')).toBeNull();
  });
});

describe('findAndVerifyPickupSchema', () => {
  it('parses the day, upper-cases the order no and trims the PIN', () => {
    expect(findAndVerifyPickupSchema.parse({ createdAt: '2025-01-10', orderNo: ' ab1c ', pin: ' 4321 ' })).toEqual({
      createdAt: '2025-01-10',
      orderNo: 'AB1C',
      pin: '4321',
    });
  });

  it('names one message per field', () => {
    const result = findAndVerifyPickupSchema.safeParse({ createdAt: '', orderNo: 'ABCDE', pin: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      createdAt: 'validation.required',
      orderNo: 'pin.validation.orderNoLength',
      pin: 'validation.required',
    });
    expect(result.error!.issues).toHaveLength(3);
  });
});

describe('pickupErrorCode', () => {
  it('keeps the codes the page translates and calls the rest unknown', () => {
    expect(pickupErrorCode('order_not_ready_for_pick_up')).toBe('order_not_ready_for_pick_up');
    expect(pickupErrorCode('incorrect_verification_code_and_order_no')).toBe(
      'incorrect_verification_code_and_order_no',
    );
    expect(pickupErrorCode('too_many_pickup_attempts')).toBe('too_many_pickup_attempts');
    expect(pickupErrorCode('validation_failed')).toBe('unknown');
    expect(pickupErrorCode(undefined)).toBe('unknown');
  });
});
