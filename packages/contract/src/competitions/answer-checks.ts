import { isCalendarDay } from '../shared/dates.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';
import type { EscortAnswer } from './answers.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './field-limits.js';
import type { FormField, ShowIfCondition } from './fields.js';

// The answers' check without the validation library: a form page draws which questions show from it
// before the library has arrived (`shownFieldKeys`); `validateAnswers` (answers.ts) adds the escort's check.

/** What an answer can be once checked: text, a day, a number, yes/no, chosen option values, an escort. */
export type AnswerValue = string | number | boolean | string[] | EscortAnswer;
export type Answers = Record<string, AnswerValue>;

export interface AnswersCheck {
  /** True when `errors` is empty. */
  ok: boolean;
  /** The answers of the fields shown, cleaned (trimmed, numbers read, phones normalised); nothing else. */
  values: Answers;
  /** Field key (or `key.part` inside an escort) → message key, for the fields that need attention. */
  errors: Record<string, string>;
  /** Keys of the fields shown for these answers, in the form's order (the web renders only these). */
  shown: string[];
}

/** Whether an answer counts as given: blank text, an empty list and a missing value do not. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function conditionHolds(condition: ShowIfCondition, answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.includes(String(condition.equals));
  return answer === condition.equals;
}

/** One answer's check: its cleaned value, or a message key (`at` names the part of an escort's answer). */
export type Checked = { value: AnswerValue } | { error: string; at?: string };

/** The check of an escort's answer (name, phone, relation), given apart: it is the one that needs schemas. */
export type EscortCheck = (value: object) => Checked;

function checkText(value: unknown, limit: number): Checked {
  if (typeof value !== 'string') return { error: 'validation.answerType' };
  if (!isSafeText(value)) return { error: UNSAFE_TEXT_MESSAGE };
  const trimmed = value.trim();
  return trimmed.length > limit ? { error: 'validation.tooLong' } : { value: trimmed };
}

function checkNumber(field: Extract<FormField, { type: 'number' }>, value: unknown): Checked {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) return { error: 'validation.number' };
  if (field.integer && !Number.isInteger(number)) return { error: 'validation.wholeNumber' };
  if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
    return { error: 'validation.numberRange' };
  }
  return { value: number };
}

/** One shown field's answer, already known not to be blank. */
function checkAnswer(field: FormField, value: unknown, checkEscort: EscortCheck): Checked {
  switch (field.type) {
    case 'short_text':
      return checkText(value, field.maxLength ?? SHORT_TEXT_MAX);
    case 'long_text':
      return checkText(value, field.maxLength ?? LONG_TEXT_MAX);
    case 'number':
      return checkNumber(field, value);
    case 'date':
      return typeof value === 'string' && isCalendarDay(value.trim())
        ? { value: value.trim() }
        : { error: 'validation.date' };
    case 'single_choice':
      return typeof value === 'string' && field.options.some((option) => option.value === value)
        ? { value }
        : { error: 'validation.choice' };
    case 'multiple_choice': {
      const list = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(list)) return { error: 'validation.choice' };
      const known = new Set(field.options.map((option) => option.value));
      if (!list.every((item) => typeof item === 'string' && known.has(item)))
        return { error: 'validation.choice' };
      // Kept in the order of the options, each once, so equal choices store equally.
      return { value: field.options.map((option) => option.value).filter((option) => list.includes(option)) };
    }
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : { error: 'validation.answerType' };
    case 'declaration':
      return value === true ? { value } : { error: 'validation.declaration' };
    case 'file':
      // The answer names a file uploaded beforehand; the server checks it belongs to the athlete.
      return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value.trim())
        ? { value: value.trim() }
        : { error: 'validation.answerType' };
    case 'escort':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? checkEscort(value)
        : { error: 'validation.answerType' };
  }
}

/**
 * Checks an athlete's answers against a form's field definitions; `validateAnswers` gives it the
 * escort's check, and is what the server and the web form's submit run. Fields hidden by their `showIf`
 * are neither checked nor kept, nor are answers to keys the form does not ask. A declaration, when
 * shown, must be confirmed whether or not it is marked required. A field with `showIf` is shown only
 * when the field it names is shown and that field's checked answer matches (conditions name earlier
 * fields, so one pass in order settles every field).
 */
export function checkAnswersWith(
  definition: FormField[],
  answers: unknown,
  checkEscort: EscortCheck,
): AnswersCheck {
  const given: Record<string, unknown> =
    typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : {};
  const values: Answers = {};
  const errors: Record<string, string> = {};
  const shown = new Set<string>();
  for (const field of definition) {
    const condition = field.showIf;
    const visible =
      !condition || (shown.has(condition.field) && conditionHolds(condition, values[condition.field]));
    if (!visible) continue;
    shown.add(field.key);
    const value = Object.hasOwn(given, field.key) ? given[field.key] : undefined;
    if (isBlank(value)) {
      if (field.type === 'declaration') errors[field.key] = 'validation.declaration';
      else if (field.required) errors[field.key] = 'validation.required';
      continue;
    }
    const checked = checkAnswer(field, value, checkEscort);
    if ('value' in checked) values[field.key] = checked.value;
    else errors[checked.at ? `${field.key}.${checked.at}` : field.key] = checked.error;
  }
  return { ok: Object.keys(errors).length === 0, values, errors, shown: [...shown] };
}

/**
 * The keys of the fields shown for these answers, in the form's order: what `validateAnswers` gives as
 * `shown`, without checking escorts. An escort's answer never decides whether another field shows (a
 * condition compares an answer with a text, a number or yes/no, never with an escort's details), so
 * the escort's check does not change what shows.
 */
export const shownFieldKeys = (definition: FormField[], answers: unknown): string[] =>
  checkAnswersWith(definition, answers, (value) => ({ value: value as EscortAnswer })).shown;
