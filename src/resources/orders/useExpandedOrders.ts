// The order list's expanded rows (react-admin's store, ORDER_EXPANDED_STORE_KEY, which an order's link fills too): the
// ids, and expanding or collapsing one, for the rows' click and keys (OrderTableBody) and the Enter shortcut
// (ShortcutsButton).
import { useCallback } from 'react';
import { useStore, type Identifier } from 'react-admin';
import { ORDER_EXPANDED_STORE_KEY } from './paths.ts';

const NO_IDS: Identifier[] = [];
/** Ids from the store and the URL may be numbers or their text. */
export const sameOrderId = (a: Identifier, b: Identifier) => String(a) === String(b);

/** The expanded orders' ids and a stable function that expands or collapses one. */
export const useExpandedOrders = () => {
  const [stored, setExpanded] = useStore<Identifier[]>(ORDER_EXPANDED_STORE_KEY, NO_IDS);
  const expanded = Array.isArray(stored) ? stored : NO_IDS;
  const toggleExpanded = useCallback(
    (id: Identifier) =>
      setExpanded((ids) => {
        const list = Array.isArray(ids) ? ids : NO_IDS;
        return list.some((other) => sameOrderId(other, id))
          ? list.filter((other) => !sameOrderId(other, id))
          : [...list, id];
      }),
    [setExpanded],
  );
  return [expanded, toggleExpanded] as const;
};
