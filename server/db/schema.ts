// Drizzle schema: every entity the console and the API use.
// Conventions: integer ids; money in integer minor units (grosze); distances in metres; timestamps with time zone;
// enumerations stored as text typed by domain/enums.ts; settings blobs as typed jsonb.
// The tables live in server/db/schema/ by area (platform, companies, staff, stock, orders), each file importing only the
// ones before it; this module is the one drizzle-kit reads and the rest of the server imports.
export * from './schema/platform.ts';
export * from './schema/companies.ts';
export * from './schema/staff.ts';
export * from './schema/stock.ts';
export * from './schema/orders.ts';
