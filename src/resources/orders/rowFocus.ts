// Where the keyboard is on the order list: the row element of an order (its data attribute), and moving the focus to
// it, for the rows' own keys, the j/k shortcuts and the dialogs of an expanded row that give the focus back.
import type { Identifier } from 'react-admin';

export const ORDER_ROW_ATTR = 'data-order-row';

export const orderRowElement = (id: Identifier): HTMLElement | null =>
  document.querySelector<HTMLElement>(`tr[${ORDER_ROW_ATTR}="${CSS.escape(String(id))}"]`);

/** Focuses the order's row (when it is on screen) and keeps it in view. */
export const focusOrderRow = (id: Identifier): void => {
  const row = orderRowElement(id);
  if (!row) return;
  row.focus();
  row.scrollIntoView?.({ block: 'nearest' });
};

/** True while the keyboard is on an order row. */
export const isOrderRow = (element: Element | null): boolean =>
  element instanceof HTMLElement && element.hasAttribute(ORDER_ROW_ATTR);
