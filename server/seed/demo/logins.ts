// The demo accounts: the logins printed at start (DEMO_LOGINS), the shared passwords of drivers and extra accounts,
// and their deterministic password hashes.
import { hash } from '@node-rs/argon2';
import { createHash } from 'node:crypto';

/** Password of every demo driver (driver API / simulator) and of the extra operators and company owners. */
export const DEMO_DRIVER_PASSWORD = 'driver123';
export const DEMO_EXTRA_PASSWORD = 'Demo1234';

/**
 * The demo driver kept for a person with the driver app (/driver/): the first driver of Warszawa, with this e-mail
 * instead of a generated one. The driver simulation never signs in as this driver (SimulationOptions.leaveAlone).
 */
export const DEMO_APP_DRIVER_EMAIL = 'kurier@demo.pl';

export const DEMO_LOGINS: {
  kind: 'operator' | 'client' | 'driver';
  username: string;
  password: string;
  description: string;
}[] = [
  {
    kind: 'operator',
    username: 'admin',
    password: 'admin123',
    description: 'Super admin (xd_employee) with wallet and zip codes: every area, all companies and regions',
  },
  {
    kind: 'operator',
    username: 'operator',
    password: 'operator123',
    description: 'Call-center operator (xd_employee): orders and drivers, all companies and regions',
  },
  {
    kind: 'operator',
    username: 'coordinator',
    password: 'coordinator123',
    description:
      'Coordinator (xd_coordinator): read-only orders of IQOS Polska and Apteka Słoneczna in Warszawa and Kraków',
  },
  {
    kind: 'operator',
    username: 'apiuser',
    password: 'apiuser123',
    description: 'API account (api) with the orders scope for TechMarket, in the regions TechMarket works in',
  },
  {
    kind: 'client',
    username: 'client@demo.pl',
    password: 'client123',
    description: 'Client user of TechMarket: activated company with contract and several pickup points',
  },
  {
    kind: 'client',
    username: 'new@demo.pl',
    password: 'new12345',
    description: 'Client user of a freshly registered pending company: no registration step completed yet',
  },
  {
    kind: 'driver',
    username: DEMO_APP_DRIVER_EMAIL,
    password: DEMO_DRIVER_PASSWORD,
    description:
      'Courier in Warszawa for the driver app at /driver/ (a phone, or a narrow window): the simulation leaves this one to you',
  },
];

/** Password hashes of the demo accounts: argon2id with a salt derived from the account, so reruns are identical. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const entries: [string, string][] = [
    ...DEMO_LOGINS.map((l) => [l.username, l.password] as [string, string]),
    ['*driver', DEMO_DRIVER_PASSWORD],
    ['*extra', DEMO_EXTRA_PASSWORD],
  ];
  const hashes = await Promise.all(
    entries.map(([key, password]) =>
      hash(password, { salt: createHash('sha256').update(`delivery-console-demo:${key}`).digest().subarray(0, 16) }),
    ),
  );
  return new Map(entries.map(([key], i) => [key, hashes[i]]));
}
