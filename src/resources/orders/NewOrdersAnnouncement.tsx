// The order list's one live region: new orders arriving in real time are announced politely to screen readers
// ("3 new orders"), at most once per ANNOUNCE_INTERVAL_MS: orders arriving in between are counted into the next
// announcement, so a busy hour does not drown the operator's screen reader.
import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from '../../layout/visuallyHidden.ts';

export const ANNOUNCE_INTERVAL_MS = 10_000;

/** The announcement's text and the function to call on each new order. */
export const useNewOrdersAnnouncement = (): [string, () => void] => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const pending = useRef(0);
  const lastAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const flush = useCallback(() => {
    timer.current = null;
    lastAt.current = Date.now();
    const count = pending.current;
    pending.current = 0;
    setText(translate('orderList.live.newOrders', { smart_count: count }));
  }, [translate]);

  const onNewOrder = useCallback(() => {
    pending.current += 1;
    if (timer.current) return;
    const wait = Math.max(0, lastAt.current + ANNOUNCE_INTERVAL_MS - Date.now());
    timer.current = setTimeout(flush, wait);
  }, [flush]);
  return [text, onNewOrder];
};

export const NewOrdersAnnouncement = ({ text }: { text: string }) => (
  <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN} data-testid="new-orders-announcement">
    {text}
  </Box>
);
