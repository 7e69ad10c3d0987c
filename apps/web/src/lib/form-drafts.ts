/**
 * Drafts of forms whose session ended while they held unsaved changes (signed out elsewhere, expired,
 * company deactivated): kept in the browser under the person and the form, and given back once, when
 * that person opens the same form after signing in again (issue 15, item 6).
 */

const PREFIX = 'maxer:draft:';
/** A draft older than this is not offered any more (the data it was about has likely moved on). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface OpenForm {
  /** The form's key: what it edits (`customer:new`, `customer:<id>`, `contract:<id>`). */
  key: string;
  /** The person editing it. */
  userId: string;
  isDirty: () => boolean;
  values: () => unknown;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

/** The forms on screen now: one page's worth, registered while mounted. */
const openForms = new Set<OpenForm>();

const storageKey = (userId: string, key: string) => `${PREFIX}${userId}:${key}`;

const browserStorage = (): DraftStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** A form on screen; the returned function takes it off when it unmounts. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => {
    openForms.delete(form);
  };
}

/** Keeps the unsaved changes of the forms on screen; answers how many were kept. */
export function keepDrafts(
  storage: DraftStorage | null = browserStorage(),
  now: number = Date.now(),
): number {
  if (!storage) return 0;
  let kept = 0;
  for (const form of openForms) {
    if (!form.isDirty()) continue;
    const draft: StoredDraft = { savedAt: now, values: form.values() };
    try {
      storage.setItem(storageKey(form.userId, form.key), JSON.stringify(draft));
      kept += 1;
    } catch {
      // A full or refused storage: nothing to keep it in.
    }
  }
  return kept;
}

/** The kept draft of this form for this person, if one is there and not too old (left in the storage). */
export function peekDraft(
  userId: string,
  key: string,
  storage: DraftStorage | null = browserStorage(),
  now: number = Date.now(),
): unknown {
  const text = storage?.getItem(storageKey(userId, key)) ?? null;
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as Partial<StoredDraft>;
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) return null;
    return draft.values ?? null;
  } catch {
    return null;
  }
}

/** Drops the kept draft once it is back on screen (it is given back only once). */
export function forgetDraft(
  userId: string,
  key: string,
  storage: DraftStorage | null = browserStorage(),
): void {
  storage?.removeItem(storageKey(userId, key));
}
