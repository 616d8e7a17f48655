// Paths of the companies section: the list, a company's page.
export const COMPANY_LIST_PATH = '/companies/list';
export const companyPath = (companyId: number | string) => `/companies/company/${companyId}`;
