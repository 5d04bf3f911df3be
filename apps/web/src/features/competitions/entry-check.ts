import { type AthleteForm, validateAnswers } from '@para/contract';
import { cleanAnswers, disciplinesProblem, type EntryProblems } from './entry-form';

/**
 * The problems the browser can see before sending: the disciplines, and the answers by the contract's
 * check, the one the server runs. It carries the validation library, so it arrives after the form is
 * drawn (`entryRules`).
 */
export function checkEntry(form: AthleteForm, disciplines: string[], answers: Record<string, unknown>) {
  const check = validateAnswers(form.fields, cleanAnswers(form.fields, answers));
  const problems: EntryProblems = {
    answers: check.errors,
    disciplines: disciplinesProblem(form, disciplines),
  };
  return { ok: !problems.disciplines && check.ok, problems, values: check.values };
}
