// Keyboard shortcuts of the order list: `/` focuses the search, `j`/`k` move between rows, Enter expands or collapses
// the row, `?` lists the shortcuts. Keys typed into a field or a dialog are left alone.
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useStore, useTranslate, type Identifier } from 'react-admin';
import { useExpandedOrders } from '../useExpandedOrders.ts';
import { HelpDialogButton } from './HelpDialogButton.tsx';
import { focusOrderRow, isOrderRow, orderRowElement } from '../rowFocus.ts';
import { SEARCH_SHORTCUT_ATTR } from './SearchField.tsx';

export const ACTIVE_ROW_STORE_KEY = 'orders.activeRow';
const SHORTCUTS = [
  { keys: ['/'], text: 'orderList.shortcuts.search' },
  { keys: ['j'], text: 'orderList.shortcuts.next' },
  { keys: ['k'], text: 'orderList.shortcuts.previous' },
  { keys: ['Enter'], text: 'orderList.shortcuts.expand' },
  { keys: ['?'], text: 'orderList.shortcuts.help' },
];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox');

/** A button or link keeps its own Enter (a row handles its own and marks the event as handled). */
const isInteractive = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('button, a, [role="button"], [role="menuitem"], [role="option"]');

const Key = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      px: 0.75,
      py: 0.25,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      fontFamily: 'monospace',
      bgcolor: 'action.hover',
    }}
  >
    {children}
  </Box>
);

export const useActiveRow = () => useStore<Identifier | null>(ACTIVE_ROW_STORE_KEY, null);

export const ShortcutsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data } = useListContext();
  const [active, setActive] = useActiveRow();
  const [, toggleExpanded] = useExpandedOrders();
  const state = useRef({ data, active, open });
  state.current = { data, active, open };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (state.current.open || document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return;
      const rows = state.current.data ?? [];
      const index = rows.findIndex((r) => r.id === state.current.active);
      const moveTo = (next: number) => {
        const row = rows[Math.max(0, Math.min(rows.length - 1, next))];
        if (!row) return;
        setActive(row.id);
        // The keyboard on a row follows the shortcut; otherwise the row is only brought into view.
        if (isOrderRow(document.activeElement)) focusOrderRow(row.id);
        else orderRowElement(row.id)?.scrollIntoView?.({ block: 'nearest' });
      };
      if (event.key === '/') {
        event.preventDefault();
        document.querySelector<HTMLInputElement>(`[${SEARCH_SHORTCUT_ATTR}]`)?.focus();
      } else if (event.key === 'j') {
        moveTo(index + 1);
      } else if (event.key === 'k') {
        moveTo(index < 0 ? 0 : index - 1);
      } else if (event.key === 'Enter' && index >= 0 && !isInteractive(event.target)) {
        toggleExpanded(rows[index].id);
      } else if (event.key === '?') {
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setActive, toggleExpanded]);

  return (
    <HelpDialogButton
      title={translate('orderList.shortcuts.title')}
      icon={<KeyboardIcon fontSize="small" />}
      open={open}
      onOpenChange={setOpen}
    >
      <Table size="small">
        <TableBody>
          {SHORTCUTS.map((shortcut) => (
            <TableRow key={shortcut.text}>
              <TableCell sx={{ width: 90 }}>
                {shortcut.keys.map((k) => (
                  <Key key={k}>{k}</Key>
                ))}
              </TableCell>
              <TableCell>{translate(shortcut.text)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HelpDialogButton>
  );
};
