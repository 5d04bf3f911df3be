import { errorKey } from '../../../lib/errors';
import type { TFunction } from '../../../lib/translator';

/** Why an athlete may not enter (or what entering does), said of the athlete, for the secretary. */
export const reasonText = (t: TFunction, code: string) =>
  t([`districtEntries.reasons.${code}`, errorKey(code), 'errors.generic']);

/** A discipline's name in the reader's language. */
export const disciplineName = (
  language: string,
  discipline: { name: string; nameHi?: string | null | undefined },
) => (language === 'hi' && discipline.nameHi ? discipline.nameHi : discipline.name);
