// Drafts: what a user typed into a form that is not saved yet, kept in the browser's local storage so that a reload,
// a closed tab or a failed submit loses nothing (the onboarding's pickup points and company data). One entry per
// user and form, cleared when the form is saved, dropped after a week; kept across a sign-out, so that an expired
// session loses no work (another user of the browser has other keys). Passwords are never kept (each form names the
// fields to leave out); forms with a receiver's personal data keep no draft.

const PREFIX = 'dc.draft.';
/** Drafts older than this are dropped when read (a week: an onboarding finished another day still finds its work). */
const MAX_AGE_MS = 7 * 24 * 3600_000;

const storage = (): Storage | undefined => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
};

/** The storage key of a form's draft for a user (null user: the public pages). */
export const draftKey = (userId: string | number | null | undefined, name: string) =>
  `${PREFIX}${userId ?? 'public'}.${name}`;

export function readDraft<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const { at, value } = JSON.parse(raw) as { at: number; value: T };
    if (typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) {
      storage()?.removeItem(key);
      return null;
    }
    return value;
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify({ at: Date.now(), value }));
  } catch {
    // A full or blocked storage: the form goes on without a draft.
  }
}

export const clearDraft = (key: string) => storage()?.removeItem(key);

/** The values without the fields never kept (passwords). */
export const withoutFields = (values: Record<string, unknown>, omit: readonly string[]) =>
  omit.length ? Object.fromEntries(Object.entries(values).filter(([k]) => !omit.includes(k))) : values;
