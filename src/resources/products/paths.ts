// Paths of the Products area: the list, a product's form and page, a new product (optionally of a company).
export const PRODUCT_LIST_PATH = '/products';
export const productPath = (productId: number | string) => `/products/${productId}`;
export const productShowPath = (productId: number | string) => `/products/${productId}/show`;
export const newProductPath = (companyId?: number) =>
  companyId ? `/products/create?companyId=${companyId}` : '/products/create';
