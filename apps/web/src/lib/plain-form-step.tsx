import { POSTED_FORM_FIELD } from '@para/contract';

/**
 * Names the form (and its step) in a post the browser makes itself, before or without the app's
 * script: the server answers it with the next page, or this one with what was typed and wrong.
 */
export function PlainFormStep({ form }: { form: string }) {
  return <input type="hidden" name={POSTED_FORM_FIELD} value={form} />;
}
