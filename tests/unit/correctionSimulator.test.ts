// A virtual driver asking for a correction of an order it has just delivered (server/simulator/virtualDriver.ts
// askForCorrection; npm start's drivers do it for about 5% of their deliveries): the body is one the driver API
// accepts (the shared schema parses it), the request is counted, and a refusal is logged without throwing.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../server/simulator/movement.ts';
import { LIGHT_PACE, STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { VirtualDriver, type VirtualDriverApi } from '../../server/simulator/virtualDriver.ts';
import { ApiCallError } from '../../server/simulator/client.ts';
import { driverCorrectionSchema } from '../../domain/correctionSchemas.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';

const profile: DriverRosterItem = {
  id: 1,
  email: 'd1@x.pl',
  firstName: 'D',
  lastName: '1',
  region: 'A',
  allowedCompanyIds: [],
  vehicleType: 'car',
  lastKnownLocation: null,
  activeOrderId: null,
};

const driverWith = (submitCorrection: (body: unknown) => Promise<unknown>, log: string[]) =>
  new VirtualDriver(
    profile,
    { signedIn: true, submitCorrection } as unknown as VirtualDriverApi,
    STANDALONE_PACE,
    async () => null,
    seededRng(7),
    new AbortController().signal,
    (m) => log.push(m),
  );

describe('corrections of a virtual driver', () => {
  it('asks for a detour of 0.5 to 4 km with a comment, in a body the driver API accepts', async () => {
    const bodies: unknown[] = [];
    const log: string[] = [];
    const driver = driverWith(async (body) => (bodies.push(body), { correction: { id: 1 } }), log);
    await driver.askForCorrection({ id: 42, orderNo: 'AB12' });
    expect(bodies).toHaveLength(1);
    const parsed = driverCorrectionSchema.parse(bodies[0]);
    expect(parsed).toMatchObject({ orderId: 42, category: 'incorrect_distance' });
    expect(parsed.data.extraDistance).toBeGreaterThanOrEqual(500);
    expect(parsed.data.extraDistance).toBeLessThanOrEqual(4000);
    expect(parsed.driversComment.length).toBeGreaterThan(0);
    expect(driver.stats.corrections).toBe(1);
    expect(log[0]).toMatch(/^D 1 \(A\): asked for a correction of order AB12 \(\+\d+ m\)$/);
  });

  it('logs a refusal (one correction per order) and goes on', async () => {
    const log: string[] = [];
    const driver = driverWith(async () => {
      throw new ApiCallError(
        409,
        'correction_already_exists',
        'POST /driver/correction: 409 correction_already_exists',
      );
    }, log);
    await expect(driver.askForCorrection({ id: 42, orderNo: 'AB12' })).resolves.toBeUndefined();
    expect(driver.stats.corrections).toBe(0);
    expect(log[0]).toContain('correction_already_exists');
  });

  it('is part of the demo simulations (npm start and npm run simulate)', () => {
    expect(LIGHT_PACE.correctionChance).toBeGreaterThan(0);
    expect(STANDALONE_PACE.correctionChance).toBeGreaterThan(0);
  });
});
