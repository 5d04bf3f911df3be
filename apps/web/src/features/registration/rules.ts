import {
  ageOn,
  type DocumentKind,
  documentKinds,
  type RegistrationOptions,
  udidBirthYear,
} from '@para/contract';

/** A YYYY-MM-DD string that is a real date, or null. */
export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value) ? null : date;
}

/**
 * The guardian section is shown (and required) for an athlete under 18 on `today`, or for anyone who
 * says they have a lawful guardian (the same rule the contract's page 1 schema applies).
 */
export function needsGuardian(dateOfBirth: string, hasLawfulGuardian: boolean, today = new Date()): boolean {
  if (hasLawfulGuardian) return true;
  if (!parseIsoDate(dateOfBirth)) return false;
  return ageOn(dateOfBirth, today) < 18;
}

/** Normalises a UDID as the contract does (spaces and dashes dropped, capitals). */
export const normaliseUdid = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * True when a well-formed UDID carries a birth year (characters 8 to 11) that differs from the year of
 * the date of birth. Only a warning in the form: certificates with a wrong year exist, the reviewer decides.
 */
export function udidYearMismatch(udid: string, dateOfBirth: string): boolean {
  const year = udidBirthYear(normaliseUdid(udid));
  const birth = parseIsoDate(dateOfBirth);
  if (year === undefined || !birth) return false;
  return year !== birth.getUTCFullYear();
}

type Sport = RegistrationOptions['sports'][number];

/**
 * Error key for one sport row's class, beyond the contract's own checks: when a class is given (and the
 * athlete is classified or under review), it must match the sport's pattern.
 */
export function sportClassError(
  sports: readonly Sport[],
  entry: { sport: string; classStatus: string; sportClass: string },
): string | null {
  if (entry.classStatus === 'not_classified') return null;
  const value = entry.sportClass.trim().toUpperCase();
  if (!value) return null; // the contract's "sportClassRequired" covers this
  const sport = sports.find((item) => item.code === entry.sport);
  if (!sport?.classPattern) return null;
  try {
    return new RegExp(sport.classPattern).test(value) ? null : 'validation.sportClass';
  } catch {
    return null; // a pattern the browser cannot read: leave it to the server
  }
}

/** True when the sport has no classes at all (its pattern only accepts an empty class). */
export function sportHasNoClasses(sports: readonly Sport[], code: string): boolean {
  const pattern = sports.find((item) => item.code === code)?.classPattern;
  if (!pattern) return false;
  try {
    const re = new RegExp(pattern);
    return re.test('') && !re.test('X1');
  } catch {
    return false;
  }
}

export type Step = 0 | 1 | 2;

export interface MissingItem {
  /** As the server sent it: 'page1', 'document:photo', ... */
  code: string;
  /** Translation key of what is missing. */
  labelKey: string;
  /** The form step where it is filled in. */
  step: Step;
  /** Element id to focus on that step, when there is one. */
  target?: string;
}

const isDocumentKind = (value: string): value is DocumentKind =>
  (documentKinds as readonly string[]).includes(value);

/** Turns finalize's `data.missing` into labelled links to the right step. Unknown codes go to page 3. */
export function missingItems(missing: readonly string[]): MissingItem[] {
  return missing.map((code) => {
    if (code === 'page1') return { code, labelKey: 'registration.missing.page1', step: 0 };
    if (code === 'page2') return { code, labelKey: 'registration.missing.page2', step: 1 };
    if (code === 'page3') return { code, labelKey: 'registration.missing.page3', step: 2 };
    const kind = code.startsWith('document:') ? code.slice('document:'.length) : '';
    if (isDocumentKind(kind)) {
      return {
        code,
        labelKey: `registration.documents.${kind}.label`,
        step: 2,
        target: documentInputId(kind),
      };
    }
    return { code, labelKey: 'registration.missing.other', step: 2 };
  });
}

/** Id of the "choose file" button of a document kind (finalize's links focus it). */
export const documentInputId = (kind: string) => `document-${kind}`;
