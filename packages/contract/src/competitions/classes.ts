import { z } from 'zod';

/**
 * Which sport classes a discipline admits, written the way entry rules are: an exact class ("T44",
 * "SB-LL1", "LW10-1"), a range within one prefix ("T42-T47": T42, T43 … T47), or a wildcard ("T4*": any
 * class starting T4; "F5?": F5 and one more character). Letters are compared without regard to case.
 */

/** A range: letters and a number on both sides of one dash. "LW10-1" (no letters after the dash) is a class. */
const RANGE = /^([A-Z]+)(\d+)-([A-Z]+)(\d+)$/;
const CLASS_OR_PATTERN = /^[A-Z0-9*?][A-Z0-9 ./*?-]*$/;

export type ClassPatternKind = 'exact' | 'range' | 'wildcard';

export const classPatternKind = (pattern: string): ClassPatternKind => {
  const normalized = pattern.trim().toUpperCase();
  if (/[*?]/.test(normalized)) return 'wildcard';
  return RANGE.test(normalized) ? 'range' : 'exact';
};

/**
 * Why a pattern cannot be used, as a message key, or null when it can: a range must keep one prefix
 * ("T42-F46" mixes track and field classes) and run upwards; a wildcard may not also be a range.
 */
export function classPatternProblem(pattern: string): string | null {
  const normalized = pattern.trim().toUpperCase();
  if (!normalized || normalized.length > 20 || !CLASS_OR_PATTERN.test(normalized))
    return 'validation.classPattern';
  const range = RANGE.exec(normalized);
  if (range) {
    const [, fromPrefix, from, toPrefix, to] = range as unknown as [string, string, string, string, string];
    if (fromPrefix !== toPrefix) return 'validation.classRangePrefix';
    if (Number(from) > Number(to)) return 'validation.classRangeOrder';
  }
  // "T4*-T47" would read as neither: a wildcard that, without its wildcards, is a range is refused.
  if (/[*?]/.test(normalized) && RANGE.test(normalized.replace(/[*?]/g, '')))
    return 'validation.classPattern';
  return null;
}

/** A discipline's class pattern as the administrator writes it; kept in capitals. */
export const classPattern = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = classPatternProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const wildcardRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char === '.' ? '\\.' : char))
      .join('')}$`,
  );

/** True when the athlete's `sportClass` is admitted by `pattern`. A pattern that cannot be used admits nobody. */
export function sportClassMatches(pattern: string, sportClass: string): boolean {
  const wanted = pattern.trim().toUpperCase();
  const held = sportClass.trim().toUpperCase();
  if (!held || classPatternProblem(wanted)) return false;
  switch (classPatternKind(wanted)) {
    case 'wildcard':
      return wildcardRegex(wanted).test(held);
    case 'range': {
      const [, prefix, from, , to] = RANGE.exec(wanted) as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const heldParts = /^([A-Z]+)(\d+)$/.exec(held);
      if (!heldParts || heldParts[1] !== prefix) return false;
      const number = Number(heldParts[2]);
      return number >= Number(from) && number <= Number(to);
    }
    default:
      return wanted === held;
  }
}

/** True when any of `patterns` admits `sportClass`; an empty list admits every class. */
export const anyClassMatches = (patterns: string[], sportClass: string): boolean =>
  patterns.length === 0 || patterns.some((pattern) => sportClassMatches(pattern, sportClass));
