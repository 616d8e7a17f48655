// Path of the onboarding: after the pickup points, what is left on the way to activation, and the wait for it
// (inside the console).
export const ONBOARDING_PATH = '/onboarding';
