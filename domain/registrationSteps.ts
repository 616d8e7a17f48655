// The registration steps of a client company, in the order they are taken: the product choice, the pickup points
// (an empty list skips them), the company data, the contract. The console leads a new client through the first two
// (registrationRedirect) and the server refuses a step whose earlier steps are not done (409
// registration_step_missing), so no call order through the API can skip one.
import type { RegistrationSteps } from './api.ts';

export const REGISTRATION_STEPS = [
  'productSelectionCompleted',
  'locationsCompleted',
  'companyDataCompleted',
  'contractGenerated',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_STEP_MISSING = 'registration_step_missing';

/** The first step before `step` that is not done, or null when every earlier step is. */
export function missingStepBefore(
  steps: Record<RegistrationStep, unknown>,
  step: RegistrationStep,
): RegistrationStep | null {
  for (const earlier of REGISTRATION_STEPS.slice(0, REGISTRATION_STEPS.indexOf(step)))
    if (!steps[earlier]) return earlier;
  return null;
}

/** The first step not done yet, or null when all are. */
export const nextRegistrationStep = (steps: RegistrationSteps): RegistrationStep | null =>
  REGISTRATION_STEPS.find((s) => !steps[s]) ?? null;

/** The way to activation as the client sees it: the four registration steps, then the activation by an operator. */
export const ONBOARDING_STEPS = ['product', 'locations', 'companyData', 'contract', 'activation'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingProgress {
  /** Each step and whether it is done. */
  steps: { key: OnboardingStep; done: boolean }[];
  /** The step the user is on: the first not done (null once activated). */
  current: OnboardingStep | null;
}

/**
 * Where a client is on its way to activation, from the session alone (so every page, a reload and a link agree): a
 * step is done when the server recorded it, the activation when the company is activated; the current step is the
 * first one not done.
 */
export function onboardingProgress(me: {
  registrationSteps: RegistrationSteps;
  activated: boolean;
}): OnboardingProgress {
  const r = me.registrationSteps;
  const done: Record<OnboardingStep, boolean> = {
    product: !!r.productSelectionCompleted,
    locations: !!r.locationsCompleted,
    companyData: !!r.companyDataCompleted,
    contract: !!r.contractGenerated,
    activation: me.activated,
  };
  const steps = ONBOARDING_STEPS.map((key) => ({ key, done: done[key] }));
  return { steps, current: me.activated ? null : (steps.find((s) => !s.done)?.key ?? 'activation') };
}
