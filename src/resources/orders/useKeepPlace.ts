// Keeps the operator's place on the order list: when its rows change (a new order arrives above, another leaves), the
// page scrolls by as much as the expanded row nearest the top of the window moved, so the order the operator reads
// stays where it was. The browser's own scroll anchoring did not (measured in Chromium: the expanded row went 49 px
// down with each new order above it, the page's scroll unchanged). The row's place is read after every scroll and
// every change of the table's size, and compared once the new rows are in the page, before they are painted.
import { useLayoutEffect, useRef } from 'react';
import type { Identifier } from 'react-admin';
import { orderRowElement } from './rowFocus.ts';

interface Anchor {
  id: Identifier;
  top: number;
}

/** The expanded row nearest the top of the window, and where it is. */
const findAnchor = (expanded: readonly Identifier[]): Anchor | null => {
  let best: Anchor | null = null;
  for (const id of expanded) {
    const top = orderRowElement(id)?.getBoundingClientRect().top;
    if (top === undefined) continue;
    if (!best || Math.abs(top) < Math.abs(best.top)) best = { id, top };
  }
  return best;
};

export const useKeepPlace = (rows: readonly { id: Identifier }[] | undefined, expanded: readonly Identifier[]) => {
  const anchor = useRef<Anchor | null>(null);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;

  // The place is read whenever the operator scrolls or the table changes size for another reason (a row expanded).
  useLayoutEffect(() => {
    const record = () => {
      anchor.current = findAnchor(expandedRef.current);
    };
    record();
    window.addEventListener('scroll', record, { passive: true });
    const table = document.querySelector('tr[data-order-row]')?.closest('table');
    const observer = typeof ResizeObserver === 'undefined' || !table ? null : new ResizeObserver(record);
    if (table) observer?.observe(table);
    return () => {
      window.removeEventListener('scroll', record);
      observer?.disconnect();
    };
  }, [expanded]);

  // New rows: back to the place the anchor row had, then read it again.
  useLayoutEffect(() => {
    const before = anchor.current;
    if (before) {
      const now = orderRowElement(before.id)?.getBoundingClientRect().top;
      if (now !== undefined && Math.abs(now - before.top) >= 1) window.scrollBy(0, now - before.top);
    }
    anchor.current = findAnchor(expandedRef.current);
  }, [rows]);
};
