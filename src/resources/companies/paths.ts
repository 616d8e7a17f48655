// Paths of the companies section (spec back-office §2): the list, a company's page.
export const COMPANY_LIST_PATH = '/companies/list';
export const companyPath = (companyId: number | string) => `/companies/company/${companyId}`;
