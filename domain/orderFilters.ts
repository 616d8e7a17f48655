// Pure rules of the order list's filter bar: the status multi-select with its "all" sentinel,
// products limited to the chosen company, and the rows of the CSV download.
import { ALL, type AllChoice } from './allChoice.ts';
import type { OrderStatus } from './enums.ts';

export const ALL_STATUSES = ALL;
export type StatusChoice = OrderStatus | AllChoice;

/**
 * The next status selection after the user changed it from `previous` to `next`: picking "all" clears the
 * individual statuses, picking a status drops "all", and an empty selection means "all".
 */
export const nextStatusSelection = (
  previous: readonly StatusChoice[],
  next: readonly StatusChoice[],
): StatusChoice[] => {
  const pickedAll = next.includes(ALL_STATUSES) && !previous.includes(ALL_STATUSES);
  if (pickedAll) return [ALL_STATUSES];
  const statuses = next.filter((s) => s !== ALL_STATUSES);
  return statuses.length ? statuses : [ALL_STATUSES];
};

/** The statuses of a filter value as a selection ("all" when none). */
export const statusSelection = (value: unknown): StatusChoice[] => {
  const list = (
    Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : []
  ) as StatusChoice[];
  return list.length ? list : [ALL_STATUSES];
};

/** Products offered in the product filter: only the chosen company's when one is chosen. */
export const productsForCompany = <P extends { companyId: number }>(
  products: readonly P[],
  companyId: number | null | undefined,
): P[] => (companyId ? products.filter((p) => p.companyId === companyId) : [...products]);

/** Whether a product filter still fits after the company changed (otherwise the product is cleared). */
export const productFitsCompany = (
  products: readonly { id: number; companyId: number }[],
  productId: unknown,
  companyId: number | null | undefined,
) => !productId || !companyId || products.some((p) => p.id === Number(productId) && p.companyId === companyId);
