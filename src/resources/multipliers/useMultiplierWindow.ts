// The calendar's viewed date and view (from the ones it starts with), and the multipliers of the loaded window around
// it: the window moves (and is fetched) only when the visible range leaves it; reloadFor(date) reloads the window of a
// date (after a deactivation, the window of the multiplier's start date).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { MultiplierCalendarView } from '../../../domain/multiplierSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { covers, visibleRange, windowAround, windowQuery } from './calendarWindow.ts';

export const MULTIPLIER_LIST_KEY = ['multipliers', 'list'] as const;

export const useMultiplierWindow = (initialDate: Date = new Date(), initialView: MultiplierCalendarView = 'month') => {
  const api = useAppApi('multipliers');
  const queryClient = useQueryClient();
  const [view, setView] = useState<MultiplierCalendarView>(initialView);
  const [date, setDate] = useState(initialDate);
  const [anchor, setAnchor] = useState(initialDate);
  const query = useMemo(() => windowQuery(windowAround(anchor)), [anchor]);

  const list = useQuery({
    queryKey: [...MULTIPLIER_LIST_KEY, query.dateFrom, query.dateTo],
    queryFn: ({ signal }) => api.list(query, signal),
    placeholderData: keepPreviousData,
  });

  /** Shows another date or view; re-anchors the window when the new visible range is not inside the loaded one. */
  const show = useCallback(
    (nextDate: Date, nextView: MultiplierCalendarView) => {
      setDate(nextDate);
      setView(nextView);
      if (!covers(windowAround(anchor), visibleRange(nextView, nextDate))) setAnchor(nextDate);
    },
    [anchor],
  );

  /** Reloads the window of `target` (kept only when it still covers what is shown, else the shown date's). */
  const reloadFor = useCallback(
    (target: Date) => {
      setAnchor(covers(windowAround(target), visibleRange(view, date)) ? target : date);
      return queryClient.invalidateQueries({ queryKey: MULTIPLIER_LIST_KEY });
    },
    [date, queryClient, view],
  );

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: MULTIPLIER_LIST_KEY }), [queryClient]);

  return { view, date, show, list, reloadFor, reload };
};
