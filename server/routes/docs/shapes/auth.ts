// Answer shapes of the session calls that several areas share (sign-in, refresh, password change, the driver API's
// sign-in): the token answer and the registration steps. Typed against the domain interfaces, so drift fails typecheck.
import { z } from 'zod';
import type { RegistrationSteps, TokenResponse } from '../../../../domain/api.ts';

/** A session token and its expiry (POST /auth/login, /auth/refresh, /auth/register, /@me/change-password). */
export const tokenAnswer = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime().describe('When the token stops being valid unless refreshed'),
  userType: z.enum(['operator', 'client']),
}) satisfies z.ZodType<TokenResponse>;

const stepDate = z.string().nullable();

/** The dates the registration steps were first done (null: not yet). */
export const registrationStepsAnswer = z.object({
  productSelectionCompleted: stepDate,
  locationsCompleted: stepDate,
  companyDataCompleted: stepDate,
  contractGenerated: stepDate,
}) satisfies z.ZodType<RegistrationSteps>;
