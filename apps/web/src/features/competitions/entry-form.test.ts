import { describe, expect, it } from 'vitest';
import { errorKey } from '../../lib/errors';
import { i18n } from '../../lib/i18n';
import { checkEntry } from './entry-check';
import { entryWithoutRules, problemText } from './entry-form';

const form = { fields: [], maxDisciplines: 1 } as unknown as Parameters<typeof checkEntry>[0];

describe('the problems of an entry, in words', () => {
  it('says "too many disciplines" in its own text, not as a key, and as the server\'s refusal says it', () => {
    const { problems } = checkEntry(form, ['w100', 'w200'], {});
    expect(problems.disciplines).toBe('competitionEntry.form.tooManyDisciplines');
    const text = problemText(i18n.t, problems.disciplines as string);
    expect(text).toBe('You have chosen more events than one athlete may enter.');
    expect(text).toBe(i18n.t('refusals.TOO_MANY_DISCIPLINES'));
  });

  it("shows a server's refusal kept by its code's key, and a sentence as it came", () => {
    expect(problemText(i18n.t, errorKey('FORM_CLOSED'))).toBe(i18n.t('refusals.FORM_CLOSED'));
    expect(problemText(i18n.t, 'Payment failed.')).toBe('Payment failed.');
  });
});

describe("an entry sent without the answers' rules (their download failed)", () => {
  const withQuestions = {
    maxDisciplines: 2,
    fields: [
      { key: 'travel', label: 'Travelling?', type: 'yes_no', required: false },
      {
        key: 'train',
        label: 'Train',
        type: 'short_text',
        required: true,
        showIf: { field: 'travel', equals: true },
      },
      { key: 'notes', label: 'Notes', type: 'long_text', required: false },
    ],
  } as unknown as Parameters<typeof checkEntry>[0];

  it('still checks the disciplines here', () => {
    expect(entryWithoutRules(withQuestions, [], {})).toMatchObject({
      ok: false,
      problems: { disciplines: 'validation.disciplinesRequired' },
    });
    expect(entryWithoutRules(withQuestions, ['a', 'b', 'c'], {}).problems.disciplines).toBe(
      'competitionEntry.form.tooManyDisciplines',
    );
  });

  it('sends the answers of the questions shown, as typed, for the server to check', () => {
    const sent = entryWithoutRules(withQuestions, ['a'], { travel: false, train: '16301', notes: '  x ' });
    expect(sent).toEqual({ ok: true, problems: { answers: {} }, values: { travel: false, notes: '  x ' } });
    expect(entryWithoutRules(withQuestions, ['a'], { travel: true, train: '16301' }).values).toEqual({
      travel: true,
      train: '16301',
    });
  });
});
