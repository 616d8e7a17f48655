// The registration steps of a client company, in the order they are taken: the product choice, the pickup points
// (an empty list skips them), the company data, the contract. The console leads a new client through the first two
// (registrationRedirect) and the server refuses a step whose earlier steps are not done (409
// registration_step_missing), so no call order through the API can skip one.
import type { RegistrationSteps } from './api.ts';

export const REGISTRATION_STEPS = ['productSelectionCompleted', 'locationsCompleted', 'companyDataCompleted', 'contractGenerated'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_STEP_MISSING = 'registration_step_missing';

/** The first step before `step` that is not done, or null when every earlier step is. */
export function missingStepBefore(steps: Record<RegistrationStep, unknown>, step: RegistrationStep): RegistrationStep | null {
  for (const earlier of REGISTRATION_STEPS.slice(0, REGISTRATION_STEPS.indexOf(step))) if (!steps[earlier]) return earlier;
  return null;
}

/** The first step not done yet, or null when all are. */
export const nextRegistrationStep = (steps: RegistrationSteps): RegistrationStep | null => REGISTRATION_STEPS.find((s) => !steps[s]) ?? null;
