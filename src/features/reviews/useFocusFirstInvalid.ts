import { type RefObject, useEffect, useState } from 'react';
import { ANNOUNCEMENTS } from '../../../contract/messages';

/**
 * After a submit the first field marked invalid gets focus, so a keyboard or screen-reader user
 * lands on what needs fixing, and one sentence says how many fields need it; the check runs
 * after React has rendered the new errors. Returns the trigger and the sentence, which the form
 * shows in its own live region (inside the dialog: one outside it is not read while it is open).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [attempts, setAttempts] = useState(0);
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (attempts === 0) return;
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    setSummary(invalid.length > 0 ? ANNOUNCEMENTS.formErrors(invalid.length) : '');
    invalid[0]?.focus();
  }, [attempts, formRef]);
  return { focusFirstInvalid: () => setAttempts((count) => count + 1), summary };
}
