import {
  type AthleteForm,
  type CompetitionProfile,
  type EligibilityReason,
  eligibilityReasons,
  type FormField,
  shownFieldKeys,
} from '@para/contract';
import { isApiError } from '../../lib/api';
import { errorKey } from '../../lib/errors';
import { messageText } from '../../lib/i18n';
import type { TFunction } from '../../lib/translator';
import { type AthleteDiscipline, disciplineName, reasonText } from './describe';

/**
 * The entry form's rules on the athlete's side: what the answers look like before they are checked, the
 * check itself (the contract's, the one the server runs), and where a refusal's messages go.
 */

const isBlankText = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The answers as the checker should read them: an escort with nothing typed is no answer (rather than
 * three empty parts), and an unticked declaration or an empty text is not given.
 */
export function cleanAnswers(fields: FormField[], answers: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const field of fields) {
    const value = answers[field.key];
    if (value === undefined || value === null || value === '') continue;
    if (field.type === 'escort' && typeof value === 'object') {
      const parts = value as Record<string, unknown>;
      if (['name', 'phone', 'relation'].every((part) => isBlankText(parts[part]))) continue;
    }
    if (field.type === 'declaration' && value !== true) continue;
    cleaned[field.key] = value;
  }
  return cleaned;
}

export interface EntryProblems {
  disciplines?: string;
  answers: Record<string, string>;
}

/** The discipline problem the browser can see before sending: none chosen, or more than the form allows. */
export function disciplinesProblem(form: AthleteForm, disciplines: string[]): string | undefined {
  if (disciplines.length === 0) return 'validation.disciplinesRequired';
  if (form.maxDisciplines !== null && disciplines.length > form.maxDisciplines)
    return 'competitionEntry.form.tooManyDisciplines';
  return undefined;
}

/** The keys of the questions shown for the answers so far (the answers' check, without its schemas). */
export const shownQuestionKeys = (form: AthleteForm, answers: Record<string, unknown>): string[] =>
  shownFieldKeys(form.fields, cleanAnswers(form.fields, answers));

/**
 * What is sent when the answers' rules could not be downloaded: the disciplines still checked here, the
 * answers of the questions shown as typed; the server checks them and answers field by field. (It
 * checks the disciplines' places first, so a refused discipline and a wrong answer take two submits.)
 */
export function entryWithoutRules(
  form: AthleteForm,
  disciplines: string[],
  answers: Record<string, unknown>,
) {
  const cleaned = cleanAnswers(form.fields, answers);
  const shown = new Set(shownFieldKeys(form.fields, cleaned));
  const problems: EntryProblems = { answers: {}, disciplines: disciplinesProblem(form, disciplines) };
  const values = Object.fromEntries(Object.entries(cleaned).filter(([key]) => shown.has(key)));
  return { ok: !problems.disciplines, problems, values };
}

/**
 * The text of a message this feature keeps: a code's key (`refusals.<CODE>`), any other translation key,
 * or a sentence as it came.
 */
export const problemText = (t: TFunction, message: string): string =>
  /^(errors|refusals)\.[A-Z][A-Z_]+$/.test(message) ? t(message) : messageText(message);

const isReason = (code: string): code is EligibilityReason =>
  (eligibilityReasons as readonly string[]).includes(code);

/** A field message of the server: an error code (its text, or the discipline's reason in words) or a key. */
function serverMessage(
  t: TFunction,
  message: string,
  form: AthleteForm,
  discipline?: AthleteDiscipline,
  profile?: CompetitionProfile,
) {
  if (/^[A-Z][A-Z_]+$/.test(message)) {
    if (discipline && isReason(message)) {
      return `${disciplineName(discipline)}: ${reasonText(t, message, discipline, form, profile)}`;
    }
    return t(errorKey(message), { defaultValue: t('errors.generic') });
  }
  return messageText(message);
}

/**
 * Where a refused submit's `data.fields` land: `disciplines` on the discipline list, `answers.<key>` (and
 * `answers.<key>.<part>`) on that answer's control. Anything else, or nothing, is for the alert.
 */
export function placeServerError(
  t: TFunction,
  error: unknown,
  form: AthleteForm,
  profile?: CompetitionProfile,
) {
  const placed: EntryProblems = { answers: {} };
  let unplaced = !isApiError(error);
  if (isApiError(error)) {
    const data = error.data as { discipline?: unknown } | null;
    const discipline = form.disciplines.find((item) => item.key === data?.discipline);
    const fields = Object.entries(error.fields);
    if (fields.length === 0) unplaced = true;
    for (const [path, message] of fields) {
      if (path === 'disciplines' || path.startsWith('disciplines.')) {
        placed.disciplines = serverMessage(t, message, form, discipline, profile);
      } else if (path.startsWith('answers.') && form.fields.some((f) => path.split('.')[1] === f.key)) {
        placed.answers[path.slice('answers.'.length)] = serverMessage(t, message, form);
      } else unplaced = true;
    }
  }
  return { placed, unplaced };
}
