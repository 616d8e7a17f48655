// The app's reads of the server (GET /api/driver/me, the offers): read at once, again every `everyMs`, when the
// phone's screen comes back, when the network comes back, and when a step asks all of them to read again
// (refreshDriverData). A read that fails keeps the last answer (a list on screen stays) beside the error. A small
// hook of its own: TanStack Query would add 11 KB to a phone's first load for these two reads.
import { useCallback, useEffect, useRef, useState } from 'react';

const readers = new Set<() => void>();

/** Every read on screen asks again now (after a step, or once queued steps are sent). */
export const refreshDriverData = () => {
  for (const read of readers) read();
};

export interface Poll<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (neither data nor error). */
  pending: boolean;
  refetch: () => void;
}

export function usePoll<T>(load: (signal: AbortSignal) => Promise<T>, everyMs: number): Poll<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; pending: boolean }>({ pending: true });
  const loadRef = useRef(load);
  loadRef.current = load;
  const readRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let controller: AbortController | null = null;
    let stopped = false;
    const read = async () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      try {
        const data = await loadRef.current(mine.signal);
        if (!stopped && controller === mine) setState({ data, pending: false });
      } catch (error) {
        if (stopped || controller !== mine || (error as Error)?.name === 'AbortError') return;
        setState((before) => ({ data: before.data, error, pending: false }));
      }
    };
    const readNow = () => void read();
    readRef.current = readNow;
    readNow();
    const timer = window.setInterval(readNow, everyMs);
    const visible = () => document.visibilityState === 'visible' && readNow();
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('online', readNow);
    readers.add(readNow);
    return () => {
      stopped = true;
      controller?.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('online', readNow);
      readers.delete(readNow);
    };
  }, [everyMs]);

  const refetch = useCallback(() => readRef.current(), []);
  return { data: state.data, error: state.error, pending: state.pending, refetch };
}
