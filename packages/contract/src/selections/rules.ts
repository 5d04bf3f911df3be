import type { ClassStatus } from '../reference/sports.js';
import { ageOn } from '../shared/dates.js';

/**
 * Who may be chosen for a national championship, whatever their marks (decision 40): a registration the
 * association approved, a sport class whose status holds on the championship's days (confirmed, or a
 * review with a fixed date after them), and the selection's minimum age on its day.
 */

export const apartReasons = ['not_approved', 'class_status', 'under_age'] as const;
export type ApartReason = (typeof apartReasons)[number];

export interface ChampionshipDates {
  startDate: string;
  endDate: string;
}

export interface SelectionCandidate {
  registrationStatus: string;
  classStatus: ClassStatus | null;
  /** The day a "review with a fixed date" class is reviewed; null when none is known. */
  classReviewDate: string | null;
  dateOfBirth: string | null;
}

/**
 * Whether a class status lets the athlete compete on every day of the championship: confirmed, or under
 * review with a fixed date after its last day. New, plain review and unclassified athletes are not.
 */
export function classHoldsFor(
  status: ClassStatus | null,
  reviewDate: string | null,
  championship: ChampionshipDates,
): boolean {
  if (status === 'confirmed') return true;
  if (status === 'review_fixed_date') return reviewDate !== null && reviewDate > championship.endDate;
  return false;
}

/** Why an athlete is shown apart from the shortlist, or null when they may be chosen. */
export function apartReason(
  candidate: SelectionCandidate,
  championship: ChampionshipDates,
  minimumAge: { age: number; on: string } | null,
): ApartReason | null {
  if (candidate.registrationStatus !== 'approved') return 'not_approved';
  if (!classHoldsFor(candidate.classStatus, candidate.classReviewDate, championship)) return 'class_status';
  if (minimumAge && (!candidate.dateOfBirth || ageOn(candidate.dateOfBirth, minimumAge.on) < minimumAge.age))
    return 'under_age';
  return null;
}

/** An athlete under 18 on the championship's first day travels with a guardian's consent. */
export const ADULT_AGE = 18;
export const isMinorOn = (dateOfBirth: string, day: string): boolean => ageOn(dateOfBirth, day) < ADULT_AGE;
