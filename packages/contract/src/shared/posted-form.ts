/**
 * The forms a visitor meets first (sign-in, sign-up, password reset, contact) also work as plain HTML
 * forms: posted by the browser itself when the app's script has not arrived (or never will), they are
 * answered by the server with the next page, or with the same page drawn with what was posted.
 */

/** The hidden field naming which form of a page was posted (a page may hold a form per step). */
export const POSTED_FORM_FIELD = 'form_step';

/**
 * One post, as the page is drawn with it. The page's forms start from it: the step it led to, the
 * values as typed (never a password or a code), the API's refusal on the fields and above the form.
 */
export interface PostedForm {
  /** The form posted (`contact`, `reset-request`…): the value of its POSTED_FORM_FIELD. */
  form: string;
  /** The fields as posted, those that are secret (passwords, codes) left out. */
  values: Record<string, string>;
  /** The API's answer: its HTTP status and envelope; on success only what the page may show. */
  status: number;
  envelope: { success: boolean; message: string; code?: string; data: unknown };
}
