import { useEffect, useRef } from 'react';

// What a visitor typed into a form, kept for the tab's session so that Back, Forward and a reload
// bring it back (docs/decisions.md 195). sessionStorage, not the URL (the values are personal) and
// not localStorage (closing the tab forgets them); the form clears it once it has been sent.

const PREFIX = 'form-draft:';

/** The forms that keep a draft; each key names one form. */
export type DraftKey = 'consultation' | 'calculator' | 'job' | 'review';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): the form simply forgets, as before.
    return null;
  }
}

/** The stored draft, or null when none is kept or it is unreadable. */
export function readDraft(key: DraftKey): unknown {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Keeps the draft; null forgets it. */
export function saveDraft(key: DraftKey, draft: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (draft === null) store.removeItem(PREFIX + key);
    else store.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or blocked: nothing to do but forget.
  }
}

export function clearDraft(key: DraftKey): void {
  saveDraft(key, null);
}

/**
 * The named text values of a stored draft (anything else in it is dropped), or null when it holds
 * none: a draft left by an older page, or edited by hand, is read as far as it makes sense.
 */
export function readTextValues<F extends string>(
  value: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const entries = fields.flatMap((field) => {
    const text = record[field];
    return typeof text === 'string' && text !== '' ? [[field, text] as const] : [];
  });
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<F, string>>) : null;
}

/** The non-empty values of a form, or null when every one is empty (nothing worth keeping). */
export function nonEmptyValues<F extends string>(
  values: Record<F, string>,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  const kept = fields.filter((field) => values[field] !== '');
  return kept.length > 0
    ? (Object.fromEntries(kept.map((field) => [field, values[field]])) as Partial<
        Record<F, string>
      >)
    : null;
}

/**
 * Restores the form's draft once after mount (the prerendered page has none, so hydration
 * matches) and keeps it as the form changes. `current` is what to keep now, null when there is
 * nothing worth keeping (an empty or just-sent form). `restore` gets the stored value, already
 * checked by `read`, and replays it into the form's machine as if typed.
 */
export function useSessionDraft<T>(
  key: DraftKey,
  current: T | null,
  read: (value: unknown) => T | null,
  restore: (draft: T) => void,
): void {
  const restored = useRef(false);
  // The latest callbacks, so the restore below runs once however often the form re-renders.
  const callbacks = useRef({ read, restore });
  callbacks.current = { read, restore };
  const serialized = current === null ? null : JSON.stringify(current);
  // Declared first so it runs first: the save below must not overwrite the stored draft with the
  // empty form of the first render. Once per mount: then the form owns its values.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = callbacks.current.read(readDraft(key));
    if (draft !== null) callbacks.current.restore(draft);
  }, [key]);
  const firstSave = useRef(true);
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    const store = storage();
    try {
      if (serialized === null) store?.removeItem(PREFIX + key);
      else store?.setItem(PREFIX + key, serialized);
    } catch {
      // Full or blocked: nothing to do but forget.
    }
  }, [key, serialized]);
}
