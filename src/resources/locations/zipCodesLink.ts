// The link of a location to the zip-code page: /zipCodes?locationId=ID with street, city and zipCode in the
// navigation state (the page prefills its form from the state and runs the search; a bare ?locationId looks the
// location up).
import type { Location } from '../../../domain/locationApi.ts';

import { ZIP_CODES_PATH as PATH } from '../../custom-pages/zipCodes/paths.ts';

export const ZIP_CODES_PATH = PATH;

export interface ZipCodesNavigationState {
  street?: string;
  city?: string;
  zipCode?: string;
}

export const zipCodesLinkOf = (location: Location): { to: string; state: ZipCodesNavigationState } => ({
  to: `${ZIP_CODES_PATH}?locationId=${location.id}`,
  state: { street: location.address.street, city: location.address.city, zipCode: location.address.zipCode },
});
