/**
 * Pages the server sends as finished HTML for the app to take over (sign-in, sign-up, password
 * reset, contact): what travels with that HTML, shared by the renderer (src/ssr) and the app's start.
 */

export { TAKE_OVER_EVENT, TAKES_OVER_ATTRIBUTE } from './take-over-markers';

/** The element holding the server's query results, as JSON (never executed). */
export const QUERY_STATE_ID = 'ssr-query-state';

/** The element holding the form post the page was drawn with (lib/posted-form.ts), as JSON. */
export const POSTED_FORM_ID = 'ssr-posted-form';

/**
 * Set once the app has taken a server-drawn page over. A form submitted before then is posted by the
 * browser itself and answered by the server (lib/plain-form-step.tsx), which is quicker on slow data
 * than waiting for the app.
 */
export interface TakeOverWindow {
  __appReady?: boolean;
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor entered in one field of a server-drawn page before the app took it over. */
export interface TypedValue {
  field: Field;
  /** To find the field again should the app have drawn the page anew (`data-path`, else `id`). */
  selector: string | null;
  value: string;
  /** The field's value as the server drew it, when the visitor's was taken. */
  drawn: string;
  checked: boolean;
}

const changedByVisitor = (field: Field) => {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
};

/** The fields the visitor has filled in so far (the app's first render resets them to its state). */
export function captureTypedValues(root: HTMLElement): TypedValue[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) => field.type !== 'hidden' && field.type !== 'file' && changedByVisitor(field))
    .map((field) => {
      const path = field.getAttribute('data-path');
      const selector = path
        ? `[data-path="${CSS.escape(path)}"]`
        : field.id
          ? `#${CSS.escape(field.id)}`
          : null;
      const checked = field instanceof HTMLInputElement ? field.checked : false;
      return {
        field,
        selector,
        value: field.value,
        drawn: field instanceof HTMLSelectElement ? '' : field.defaultValue,
        checked,
      };
    });
}

/**
 * Gives the app what was typed: each field is set as a person's typing would set it, with the events
 * that typing fires, so the form's own state takes it in (focus is left where it is). React only
 * reports a change from the value it last knew, so that is first set back to the server's default
 * through the element's own property (which React watches), then the visitor's value through the
 * browser's (which it does not).
 */
export function restoreTypedValues(values: TypedValue[]): void {
  for (const typed of values) {
    const field = typed.field.isConnected
      ? typed.field
      : typed.selector
        ? document.querySelector<Field>(typed.selector)
        : null;
    if (!field) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio is restored by choosing the one that was chosen; the others follow.
      if (field.type === 'checkbox' || typed.checked) {
        field.checked = !typed.checked;
        field.click();
      }
      continue;
    }
    // Typed on in the moment of the take-over, the field holds newer text than was taken: it keeps it,
    // and the form is told it too. Its own input handling has usually read those keys, but a key that
    // landed while the app was still attaching to the page may not have reached it, and the form would
    // put its older value back at its next render. Told twice, it is the same value.
    const typedOn = field.value !== typed.value && field.value !== typed.drawn;
    const value = typedOn ? field.value : typed.value;
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
