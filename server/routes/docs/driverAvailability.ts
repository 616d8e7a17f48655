// The OpenAPI texts and answer schema of the order form's driver availability (server/routes/driverAvailability.ts).
import { z } from 'zod';
import { DRIVER_AVAILABILITY_REFRESH_MS, type DriverAvailabilityAnswer } from '../../../domain/driverAvailability.ts';

const driverAvailabilityAnswer = z.object({
  region: z.string().nullable().describe('The region covering the pickup point’s postal code; null when none does'),
  available: z.boolean().describe('At least one driver who may deliver for the company is free there now'),
  freeDrivers: z
    .number()
    .int()
    .nullable()
    .describe('How many; null for a caller who may not see the driver roster (a client user, an API key)'),
  cancelOrderAfterSeconds: z
    .number()
    .describe('The company’s limit: an order no driver accepts within it is cancelled (ORDER_NOT_ACCEPTED_IN_*)'),
  generatedAt: z.string(),
}) satisfies z.ZodType<DriverAvailabilityAnswer>;

export const driverAvailabilityDocs = {
  availability: {
    summary: 'Whether a driver is free right now in the region of a pickup point (the order form’s notice)',
    description: [
      'Ours. Query: `pickupLocationId` (a saved location of the company: active, within the caller’s locations) or',
      '`zipCode` (NN-NNN, a pickup address typed by hand), exactly one; `companyId` (a client user may leave it out:',
      'its own company). The region: the active region whose zip codes hold the postal code (null when none does:',
      '`available` false; the delivery estimate then says the address is not served). Free: the live map’s rule',
      '(GET /operations/map, the dashboard’s drivers): an online, active, unblocked driver of that region who may deliver',
      'for the company (a driver without a company limit serves every company) and carries no order (none accepted,',
      'picked up or arrived). The answer names no driver: `available` (yes or no), and `freeDrivers` (how many) only for',
      'a caller who may see the driver roster (the drivers page, or orders write access with canView.changeDriver);',
      '`cancelOrderAfterSeconds` is the company’s limit after which an order no driver accepted is cancelled. A driver',
      'going on or off line sends no event: the form asks again when the pickup point changes and every',
      `${DRIVER_AVAILABILITY_REFRESH_MS / 1000} s. It never blocks creating the order. Needs orders.canOpenNewOrder.`,
      'Errors: 400 `validation_failed` (neither or both of pickupLocationId and zipCode, a malformed postal code), 404',
      '`company_not_found` (a company beyond the caller’s reach, or none given by an operator), 404',
      '`location_not_found` (not the company’s, inactive, or beyond the caller’s locations), 403 `region_not_allowed`',
      '(an operator limited to other regions).',
    ].join(' '),
    response: { 200: driverAvailabilityAnswer },
  },
};
