// Paths of the companies section: the list, a company's page, the create path's explanation and the registration form.
export const COMPANY_LIST_PATH = '/companies/list';
export const companyPath = (companyId: number | string) => `/companies/company/${companyId}`;
/** What react-admin's create path shows: how companies register themselves (no company is created here). */
export const COMPANY_CREATE_PATH = '/companies/create';
/** The public registration form a company fills in itself (the register area's route, outside the console's layout). */
export { REGISTRATION_PATH } from '../../custom-pages/register/paths.ts';
