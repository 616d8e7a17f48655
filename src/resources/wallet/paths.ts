// Where the wallet pages send the user: the driver list (select driver; an unknown driver in the create dialog), the
// wallet resource's own paths.
import { WALLET_PATH } from './menu.ts';

export { DRIVERS_PATH } from '../drivers/menu.ts';
/** The page's query parameter naming the driver (/wallet?driverId=5). */
export const DRIVER_ID_PARAM = 'driverId';

/** Larger ids do not exist (the ids are int4). */
const ID_MAX = 2_147_483_647;

/**
 * The driver the URL names: its id (decimal digits, 1 … 2147483647), `undefined` without the parameter (every
 * driver's entries), or `'invalid'` for a value that is no id (`?driverId=abc`, `?driverId=`): the page then says
 * that the driver does not exist rather than showing every driver's entries.
 */
export const pageDriverOf = (value: string | null): number | 'invalid' | undefined => {
  if (value === null) return undefined;
  if (!/^\d{1,10}$/.test(value)) return 'invalid';
  const id = Number(value);
  return id >= 1 && id <= ID_MAX ? id : 'invalid';
};

/** react-admin's paths of the wallet resource: the list, a new entry (?driverId= names the driver), an entry's page. */
export const WALLET_LIST_PATH = WALLET_PATH;
export const WALLET_CREATE_PATH = `${WALLET_PATH}/create`;
export const walletEntryShowPath = (entryId: number | string) => `${WALLET_PATH}/${entryId}/show`;
/** The list, or the create page, with the query of the page the user is on (its range, page and driver). */
export const withSearch = (path: string, search: URLSearchParams | string) => {
  const text = String(search).replace(/^\?/, '');
  return text ? `${path}?${text}` : path;
};
