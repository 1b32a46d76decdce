import { EARLY_SUBMIT_NATIVE_AFTER_MS } from '../contract/limits';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Input that lands before React has adopted the prerendered page. On a slow phone the HTML is on
 * screen and looks ready seconds before hydration, but its buttons have no handlers yet, a form
 * would submit natively (a GET with the visitor's details in the URL), and what is typed lives
 * only in the DOM: the form's state does not know it, so its next render would wipe it.
 * It runs inline in the page's <head>, so input is held from the first paint, seconds before
 * src/boot.ts arrives on Slow 3G (a CSP hash admits that one inline script).
 * Until html[data-hydrated] appears (src/routes/__root.tsx) this notes every edited field and
 * holds the last button press or form submission; then it tells React about each edit and
 * replays the press on the same element, which hydration keeps. Links are left alone: they
 * navigate without JavaScript. A held form the server can take without JavaScript (method=post
 * with an action) is posted natively if the scripts have still not come some seconds after the
 * press, so a script file lost on the way never swallows the request.
 */
export function holdEarlyInput(root: HTMLElement = document.documentElement): void {
  // The prerendered page runs this inline in its <head> (scripts/prerender.ts), before any file
  // arrives; src/boot.ts calls it again for pages that lack it, and the second call does nothing.
  if (root.hasAttribute('data-hydrated') || root.hasAttribute('data-holding-input')) return;
  root.setAttribute('data-holding-input', '');
  const edited = new Set<Field>();
  let replay: (() => void) | null = null;
  let postNatively: ReturnType<typeof setTimeout> | undefined;

  const noteEdit = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      edited.add(field);
    }
  };
  /** Only the last press counts: any other press cancels a native post that was waiting. */
  const postLater = (form: HTMLFormElement | null) => {
    clearTimeout(postNatively);
    if (form?.method !== 'post' || !form.hasAttribute('action')) return;
    postNatively = setTimeout(() => {
      stopHolding();
      // submit() posts without firing submit listeners: the server's form path takes it.
      if (form.isConnected) form.submit();
    }, EARLY_SUBMIT_NATIVE_AFTER_MS);
  };
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    replay = () => button.isConnected && button.click();
    postLater(button.type === 'submit' ? button.form : null);
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    replay = () => form.isConnected && form.requestSubmit();
    postLater(form);
  };
  const listeners = [
    ['input', noteEdit],
    ['change', noteEdit],
    ['click', holdClick],
    ['submit', holdSubmit],
  ] as const;

  const stopHolding = () => {
    observer.disconnect();
    clearTimeout(postNatively);
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener as EventListener, true);
    }
  };
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    stopHolding();
    // Read every value before announcing any: each announcement renders the form, which puts
    // its state back into the fields not yet announced.
    const edits = [...edited]
      .filter((field) => field.isConnected)
      .map((field) => ({ field, value: field.value, checked: isChecked(field) }));
    for (const edit of edits) announceEdit(edit);
    replay?.();
  });
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener, true);
  }
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function isChecked(field: Field): boolean {
  return field instanceof HTMLInputElement && field.checked;
}

/**
 * Makes React's onChange see a value the visitor gave before hydration. React only reports a
 * change when the DOM differs from the value it last saw, which hydration took from the DOM; so
 * the value is first set to something else through the element's own setter (which React
 * watches), then put back through the prototype's (which it does not), then the event fires.
 */
function announceEdit({
  field,
  value,
  checked,
}: {
  field: Field;
  value: string;
  checked: boolean;
}) {
  if (field instanceof HTMLSelectElement || field.type === 'file') {
    // React reports every change event of these without comparing values.
    if (field.type !== 'file') field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    // Of a radio group only the chosen one speaks; unchecking it here would undo the choice.
    if (field.type === 'radio' && !checked) return;
    (field as HTMLInputElement).checked = !checked;
    // Back to the visitor's choice, as the click React listens to for these.
    field.click();
    return;
  }
  // A route's page is a Suspense boundary React adopts after the root (html[data-hydrated]): the
  // first event on it makes React adopt it there and then, taking the field's current value as
  // the one it has seen, so that event reports nothing. The second is reported; on a field React
  // already had, both are, with the same value.
  for (const _round of [1, 2]) {
    field.value = `${value}\u0000`;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
