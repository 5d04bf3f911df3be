import { describe, expect, it } from 'vitest';
import { errorKey } from '../../lib/errors';
import { i18n } from '../../lib/i18n';
import { checkEntry, problemText } from './entry-form';

const form = { fields: [], maxDisciplines: 1 } as unknown as Parameters<typeof checkEntry>[0];

describe('the problems of an entry, in words', () => {
  it('says "too many disciplines" in its own text, not as a key', () => {
    const { problems } = checkEntry(form, ['w100', 'w200'], {});
    expect(problems.disciplines).toBe(errorKey('TOO_MANY_DISCIPLINES'));
    const text = problemText(i18n.t, problems.disciplines as string);
    expect(text).toBe(i18n.t('refusals.TOO_MANY_DISCIPLINES'));
    expect(text).not.toMatch(/TOO_MANY|refusals\./);
  });

  it("shows a server's refusal kept by its code's key, and a sentence as it came", () => {
    expect(problemText(i18n.t, errorKey('FORM_CLOSED'))).toBe(i18n.t('refusals.FORM_CLOSED'));
    expect(problemText(i18n.t, 'Payment failed.')).toBe('Payment failed.');
  });
});
