// The registration guard: an authorised, not-yet-activated user goes to select-product until it is done, then to
// add-locations until they are done, then to the main page.
import type { MeResponse } from '../../../domain/api.ts';
import { nextRegistrationStep } from '../../../domain/registrationSteps.ts';

import { ADD_LOCATIONS_PATH, SELECT_PRODUCT_PATH } from '../../custom-pages/register/paths.ts';

export type RegistrationStepPath = typeof SELECT_PRODUCT_PATH | typeof ADD_LOCATIONS_PATH;

/** The registration step the user must be on, or null when free to use the console. */
export const registrationRedirect = (
  me: Pick<MeResponse, 'activated' | 'registrationSteps'>,
): RegistrationStepPath | null => {
  if (me.activated) return null;
  const next = nextRegistrationStep(me.registrationSteps);
  if (next === 'productSelectionCompleted') return SELECT_PRODUCT_PATH;
  if (next === 'locationsCompleted') return ADD_LOCATIONS_PATH;
  return null; // the company data and the contract are taken in Settings, at the client's pace
};
