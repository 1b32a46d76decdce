import { type RefObject, useEffect, useState } from 'react';

/**
 * After a submit the first field marked invalid gets focus, so a keyboard or screen-reader user
 * lands on what needs fixing; the check runs after React has rendered the new errors.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, formRef]);
  return () => setAttempts((count) => count + 1);
}
