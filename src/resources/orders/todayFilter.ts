// The order list's default filter: today, from the start to the end of the local day, as ISO timestamps.
import { endOfDay, startOfDay } from 'date-fns';

export const todayFilter = (now: Date = new Date()) => ({
  dateFrom: startOfDay(now).toISOString(),
  dateTo: endOfDay(now).toISOString(),
});
