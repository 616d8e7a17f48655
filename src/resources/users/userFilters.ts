// The users page's filters (company, account type, active or inactive; search), applied on the client:
// GET /operator/list answers the whole list (operator accounts are a few hundred at most), so filtering and searching
// need no call. Sorted by createdAt descending.
import { ALL, type AssignableAccountType, type OperatorItem } from '../../../domain/operatorSchemas.ts';

export type UserStatusFilter = '' | 'active' | 'inactive';

export interface UserFilter {
  /** E-mail or sign-in name contains (case-insensitive). */
  q: string;
  companyId: number | '';
  accountType: AssignableAccountType | '';
  status: UserStatusFilter;
}

export const EMPTY_USER_FILTER: UserFilter = { q: '', companyId: '', accountType: '', status: '' };

export const isFiltered = (filter: UserFilter) =>
  filter.q.trim() !== '' || filter.companyId !== '' || filter.accountType !== '' || filter.status !== '';

/** The account type an operator has, or returns to when deactivated. */
export const effectiveAccountType = (operator: OperatorItem) =>
  operator.accountType === 'deactivated' ? operator.previousAccountType : operator.accountType;

export function filterOperators(items: OperatorItem[], filter: UserFilter): OperatorItem[] {
  const q = filter.q.trim().toLowerCase();
  return items
    .filter((o) => !q || o.email.toLowerCase().includes(q) || o.username.toLowerCase().includes(q))
    .filter((o) => filter.companyId === '' || o.companyIds === ALL || o.companyIds.includes(filter.companyId))
    .filter((o) => filter.accountType === '' || effectiveAccountType(o) === filter.accountType)
    .filter((o) => filter.status === '' || (filter.status === 'active') === o.active)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
