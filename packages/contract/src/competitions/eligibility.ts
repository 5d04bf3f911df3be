import type { ClassStatus } from '../reference/sports.js';
import { ageOn, isCalendarDay } from '../shared/dates.js';
import type { ErrorCode } from '../shared/error-code-list.js';
import { anyClassMatches } from './classes.js';
import type { DisciplineGender, FormStatus } from './schemas.js';

/**
 * Who may enter what, decided the same way by the server (the authority) and the web (to explain it
 * before anyone submits). Pure: the caller passes the time, the competition's first day and the counts.
 */

/** The codes a discipline can be refused (or, for DISCIPLINE_FULL, waitlisted) with; the web translates them. */
export const eligibilityReasons = [
  'FORM_NOT_YET_OPEN',
  'FORM_CLOSED',
  'GENDER_NOT_ELIGIBLE',
  'AGE_NOT_ELIGIBLE',
  'SPORT_NOT_REGISTERED',
  'NOT_CLASSIFIED',
  'CLASS_NOT_ELIGIBLE',
  'DISCIPLINE_FULL',
] as const satisfies readonly ErrorCode[];
export type EligibilityReason = (typeof eligibilityReasons)[number];

/** Where a form stands at a moment: 'late' takes entries after the closing time, with the late fee. */
export const formPhases = ['draft', 'upcoming', 'open', 'late', 'closed'] as const;
export type FormPhase = (typeof formPhases)[number];

export interface FormWindow {
  status: FormStatus;
  opensAt: string;
  closesAt: string;
  lateUntil: string | null;
}

export function formPhase(form: FormWindow, now: Date): FormPhase {
  if (form.status === 'draft') return 'draft';
  if (form.status === 'closed') return 'closed';
  const time = now.getTime();
  if (time < new Date(form.opensAt).getTime()) return 'upcoming';
  if (time < new Date(form.closesAt).getTime()) return 'open';
  if (form.lateUntil !== null && time < new Date(form.lateUntil).getTime()) return 'late';
  return 'closed';
}

export const takesEntries = (phase: FormPhase): boolean => phase === 'open' || phase === 'late';

export interface EligibilityAthlete {
  /** As registered: 'male', 'female' or 'transgender'; null when not given. */
  gender: string | null;
  /** YYYY-MM-DD; null when not given. */
  dateOfBirth: string | null;
  sports: { sport: string; sportClass?: string | null; classStatus: ClassStatus }[];
}

export interface EligibilityDiscipline {
  sport: string;
  gender: DisciplineGender;
  classes: string[];
  minAge: number | null;
  maxAge: number | null;
  capacity: number | null;
}

export interface Eligibility {
  /** May enter now (perhaps onto the waitlist). */
  eligible: boolean;
  /** Why not, or DISCIPLINE_FULL when entering puts the athlete on the waitlist; null otherwise. */
  reason: EligibilityReason | null;
  /** Places not yet taken; null when the discipline has no limit. */
  placesLeft: number | null;
  /** Entering now puts the athlete on the waitlist. */
  waitlist: boolean;
}

/** The athlete's own reason a discipline is closed to them, or null when it is open to them. */
function athleteReason(
  discipline: EligibilityDiscipline,
  athlete: EligibilityAthlete,
  allowUnclassified: boolean,
  competitionFirstDay: string | Date,
): EligibilityReason | null {
  // A mixed discipline ('any') takes everyone; a men's or women's one the athletes registered as such.
  if (discipline.gender !== 'any' && athlete.gender !== discipline.gender) return 'GENDER_NOT_ELIGIBLE';
  if (discipline.minAge !== null || discipline.maxAge !== null) {
    if (!athlete.dateOfBirth || !isCalendarDay(athlete.dateOfBirth)) return 'AGE_NOT_ELIGIBLE';
    const age = ageOn(athlete.dateOfBirth, competitionFirstDay);
    if (discipline.minAge !== null && age < discipline.minAge) return 'AGE_NOT_ELIGIBLE';
    if (discipline.maxAge !== null && age > discipline.maxAge) return 'AGE_NOT_ELIGIBLE';
  }
  const sports = athlete.sports.filter((entry) => entry.sport === discipline.sport);
  if (sports.length === 0) return 'SPORT_NOT_REGISTERED';
  const held = sports.filter((entry) => entry.classStatus !== 'not_classified' && entry.sportClass?.trim());
  if (held.some((entry) => anyClassMatches(discipline.classes, entry.sportClass ?? ''))) return null;
  if (held.length < sports.length) return allowUnclassified ? null : 'NOT_CLASSIFIED';
  return 'CLASS_NOT_ELIGIBLE';
}

/**
 * Whether `athlete` may enter `discipline` of `form` at `now`. `entriesCount` is the places already taken
 * (entries not withdrawn and not waitlisted); `competitionFirstDay` (YYYY-MM-DD, or an instant read as its
 * day in India) is the day ages are counted on. A full discipline still takes entries, onto its waitlist.
 */
export function disciplineEligibility(input: {
  discipline: EligibilityDiscipline;
  athlete: EligibilityAthlete;
  form: FormWindow & { allowUnclassified: boolean };
  competitionFirstDay: string | Date;
  now: Date;
  entriesCount: number;
}): Eligibility {
  const { discipline, form } = input;
  const placesLeft =
    discipline.capacity === null ? null : Math.max(0, discipline.capacity - input.entriesCount);
  const refuse = (reason: EligibilityReason): Eligibility => ({
    eligible: false,
    reason,
    placesLeft,
    waitlist: false,
  });
  const phase = formPhase(form, input.now);
  if (phase === 'upcoming') return refuse('FORM_NOT_YET_OPEN');
  if (!takesEntries(phase)) return refuse('FORM_CLOSED');
  const reason = athleteReason(discipline, input.athlete, form.allowUnclassified, input.competitionFirstDay);
  if (reason) return refuse(reason);
  if (placesLeft === 0) return { eligible: true, reason: 'DISCIPLINE_FULL', placesLeft, waitlist: true };
  return { eligible: true, reason: null, placesLeft, waitlist: false };
}

export interface FeeForm extends FormWindow {
  feePaise: number;
  lateFeePaise: number;
  disciplines: { key: string; feePaise?: number | null }[];
}

/** One discipline's fee: its own, else the form's. A key the form does not have is a programming error. */
export function disciplineFee(form: Pick<FeeForm, 'feePaise' | 'disciplines'>, key: string): number {
  const found = form.disciplines.find((item) => item.key === key);
  if (!found) throw new RangeError(`The form has no discipline "${key}"`);
  return found.feePaise ?? form.feePaise;
}

/**
 * What holding places in `disciplineKeys` costs at `now`, in paise: each discipline's fee once, plus the
 * late fee once when the entry comes in the late period. Only places held are charged: a waiting-list
 * place is paid for when it is granted, so nobody pays for a place they may never get.
 */
export function entryFee(form: FeeForm, disciplineKeys: string[], now: Date): number {
  const keys = [...new Set(disciplineKeys)];
  let total = 0;
  for (const key of keys) total += disciplineFee(form, key);
  if (keys.length > 0 && formPhase(form, now) === 'late') total += form.lateFeePaise;
  return total;
}
