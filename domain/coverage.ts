// Coverage: whether we deliver from a place a shop gives us (its registration city, a pickup point's postcode and
// city), asked where the address is typed (GET /region/coverage) and answered with the served cities, so a form can
// say "we do not deliver from Lublin yet; we deliver in Kraków, Warszawa". Public: it tells what the landing page
// could tell anyone, and a visitor asks it before the account exists.
import { z } from 'zod';
import { msg, text } from './schemas.ts';
import { lenientZipCode } from './locationSchemas.ts';

/** GET /region/coverage: a city, a postcode, or both (a pickup point's address); at least one. */
export const coverageQuerySchema = z
  .object({
    city: text(100, { error: msg.invalid })
      .optional()
      .transform((v) => (v ? v : undefined)),
    zipCode: z.preprocess((v) => (v === '' ? undefined : v), lenientZipCode().optional()),
  })
  .refine((query) => !!query.city || !!query.zipCode, { path: ['city'], error: msg.required });
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

export interface CoverageAnswer {
  /** The city as asked (trimmed), or the postcode's place when only a postcode was asked; null when neither is known. */
  city: string | null;
  /** The postcode as 00-000, when one was asked. */
  zipCode: string | null;
  /**
   * The postcode's check, when one was asked: known (in the postal-code data or a stored area), its place, and whether
   * that place is the asked city (null when no city was asked or the code is unknown).
   */
  zipCodeCheck: { known: boolean; place: string | null; matchesCity: boolean | null } | null;
  /** Whether an active region serves the address: by its postcode when one was asked and known, else by its city. */
  served: boolean;
  /** The active regions that serve it, by name. */
  regions: string[];
  /** Every active region, by name: where we deliver ("we deliver in …"). */
  servedCities: string[];
}

/**
 * GET /@me/company's `coverage`: whether we deliver from where the company works, for its onboarding ("waiting for
 * coverage in Lublin" instead of the usual activation promise).
 */
export interface CompanyCoverage {
  /** The company's active pickup points, and how many of them lie in a region we deliver in. */
  pickupPoints: number;
  coveredPickupPoints: number;
  /**
   * Where a pending company waits for coverage: the cities of its pickup points when none of them is covered (without
   * a pickup point, its registration city when we do not deliver from it). Empty when it does not wait (a covered
   * point, or an active company).
   */
  waitingIn: string[];
  /** Every active region, by name (where we deliver), when the company waits; empty otherwise. */
  servedCities: string[];
}
