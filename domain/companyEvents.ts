// Real-time company events (no zod here: the side menu, in the initial bundle, listens to them).

/** A company's status changed (activation) or a company registered (previousStatus null): consoles refetch the pending count and the company lists. */
export const COMPANY_STATUS_CHANGE_EVENT = 'companyStatusChange';

export interface CompanyStatusChangePayload {
  companyId: number;
  status: 'pending' | 'active' | 'inactive';
  previousStatus: 'pending' | 'active' | 'inactive' | null;
}
