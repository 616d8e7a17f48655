// The React side of drafts (src/drafts/drafts.ts): useDraftState for a page's own state (a list being built), and
// <FormDraft> inside a react-admin / react-hook-form form to keep and restore what is typed in it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { clearDraft, draftKey, readDraft, withoutFields, writeDraft } from './drafts.ts';

/** The draft key of a form for the signed-in user (null while the identity loads). */
export function useDraftKey(name: string): string | null {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return draftKey(identity?.id, name);
}

/**
 * A state kept as a draft: starts from the stored draft (once the user is known), every change is stored, and
 * `clear()` forgets it (after a successful save). `restored` tells whether a draft was found.
 */
export function useDraftState<T>(
  name: string,
  initial: T,
): { value: T; set: (next: T | ((prev: T) => T)) => void; clear: () => void; restored: boolean } {
  const key = useDraftKey(name);
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!key || loadedKey.current === key) return;
    loadedKey.current = key;
    const saved = readDraft<T>(key);
    if (saved !== null) {
      setValue(saved);
      setRestored(true);
    }
  }, [key]);
  const set = useCallback(
    (next: T | ((prev: T) => T)) =>
      setValue((prev) => {
        const value = typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
        if (key) writeDraft(key, value);
        return value;
      }),
    [key],
  );
  const clear = useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);
  return { value, set, clear, restored };
}

/**
 * Inside a form: restores the stored draft into the form once (the form then shows as changed) and stores what is
 * typed. `omit` lists fields never stored (passwords). The form clears the draft after a successful save with
 * `clearFormDraft(name)` from useClearFormDraft.
 */
export function FormDraft({ name, omit = [] }: { name: string; omit?: readonly string[] }) {
  const key = useDraftKey(name);
  const { reset, getValues, watch } = useFormContext();
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!key || restoredFor.current === key) return undefined;
    // After the form's own first reset to its record (react-admin's Form resets in an effect of its own, which runs
    // after this child's): a task later.
    const timer = setTimeout(() => {
      restoredFor.current = key;
      const saved = readDraft<Record<string, unknown>>(key);
      if (saved) reset({ ...getValues(), ...saved }, { keepDefaultValues: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [key, reset, getValues]);
  useEffect(() => {
    if (!key) return undefined;
    // Only a field's change is the user's work (a reset to the loaded record, e.g. after a save, is not).
    const subscription = watch((values, { name: changed }) => {
      if (changed !== undefined && restoredFor.current === key)
        writeDraft(key, withoutFields(values as Record<string, unknown>, omit));
    });
    return () => subscription.unsubscribe();
  }, [key, watch, omit]);
  return null;
}

/** Forgets a form's draft (after its successful save). */
export function useClearFormDraft(name: string): () => void {
  const key = useDraftKey(name);
  return useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);
}
