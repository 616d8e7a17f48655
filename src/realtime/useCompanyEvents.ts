// Company status changes (activation) from the real-time channel: the pending count of the menu badge, the company
// list and the open company pages refetch. Listening for the shell's lifetime, only for users with the companies page
// (the server sends company events to them only).
import { COMPANY_STATUS_CHANGE_EVENT } from '../../domain/companyEvents.ts';
import { COMPANIES_RESOURCE, PENDING_COMPANIES_QUERY_KEY } from '../dataProvider/companies.ts';
import { useRefetchOnEvent } from './useRefetchOnEvent.ts';

const KEYS = [PENDING_COMPANIES_QUERY_KEY, [COMPANIES_RESOURCE]] as const;

export const useCompanyEvents = (enabled: boolean) => useRefetchOnEvent(COMPANY_STATUS_CHANGE_EVENT, KEYS, enabled);
