// The text answers' default length limits, apart from the fields' schemas: the answers' check
// (answer-checks.ts) runs on a form page before the validation library has arrived.

/** Default length limits of the text answers. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
