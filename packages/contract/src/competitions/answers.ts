import { z } from 'zod';
import { indianMobile, personName } from '../shared/fields.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';
import { type AnswersCheck, type Checked, checkAnswersWith } from './answer-checks.js';
import type { FormField } from './fields.js';

/** A guide's or escort's details, as an `escort` field is answered. */
export const escortAnswer = z.strictObject({
  name: personName,
  phone: indianMobile,
  relation: z
    .string()
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .trim()
    .min(2, 'validation.required')
    .max(50, 'validation.tooLong'),
});
export type EscortAnswer = z.output<typeof escortAnswer>;

function checkEscort(value: object): Checked {
  const parsed = escortAnswer.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const part = issue.path[0];
  return typeof part === 'string' && part in escortAnswer.shape
    ? { error: issue.message, at: part }
    : { error: 'validation.answerType' };
}

/**
 * Checks an athlete's answers against a form's field definitions, the one check both the web form and
 * the server run (answer-checks.ts says how).
 */
export const validateAnswers = (definition: FormField[], answers: unknown): AnswersCheck =>
  checkAnswersWith(definition, answers, checkEscort);

/** The errors of `validateAnswers` as a refusal's `data.fields` names them: under `answers.`. */
export const answerErrorFields = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`answers.${path}`, message]));
