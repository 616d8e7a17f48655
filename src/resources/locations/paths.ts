// Paths of the locations area: the resource's list (/locations: a redirect), a new location (of a company), a
// location's edit form and its page. ?returnTo= carries the page a link was followed from (the company page,
// /settings/locations), where the pages go back after a save; only the console's own paths are followed.
import { SETTINGS_PATH } from '../../custom-pages/settings/paths.ts';

export const LOCATIONS_PATH = '/locations';
/** A client user's locations (the settings' pickup points page). */
export const SETTINGS_LOCATIONS_PATH = `${SETTINGS_PATH}/locations`;
export const RETURN_TO_PARAM = 'returnTo';

/** A path of the console itself ("/companies/company/3"), never another site ("//evil.example", "https://…"). */
export const safeReturnTo = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

const withParams = (path: string, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const newLocationPath = (companyId?: number | null, returnTo?: string | null) =>
  withParams(`${LOCATIONS_PATH}/create`, { companyId, [RETURN_TO_PARAM]: safeReturnTo(returnTo) });
export const locationEditPath = (locationId: number | string, returnTo?: string | null) =>
  withParams(`${LOCATIONS_PATH}/${locationId}`, { [RETURN_TO_PARAM]: safeReturnTo(returnTo) });
export const locationShowPath = (locationId: number | string, returnTo?: string | null) =>
  withParams(`${LOCATIONS_PATH}/${locationId}/show`, { [RETURN_TO_PARAM]: safeReturnTo(returnTo) });
