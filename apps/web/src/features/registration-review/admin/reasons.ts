import type { ReviewSection } from '@para/contract';

export interface ReasonsState {
  /** Sections ticked, each with its reason text. */
  selected: Partial<Record<ReviewSection, string>>;
  note: string;
}

export interface ReasonsErrors {
  /** When nothing is ticked. */
  form?: string;
  sections: Partial<Record<ReviewSection, string>>;
  note?: string;
}

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const NOTE_MAX = 2000;

/** Checks a rejection before it is sent; messages are translation keys. */
export function validateReasons(state: ReasonsState): ReasonsErrors {
  const errors: ReasonsErrors = { sections: {} };
  const entries = Object.entries(state.selected) as [ReviewSection, string][];
  if (entries.length === 0) errors.form = 'admin.review.reject.pickOne';
  for (const [section, reason] of entries) {
    const length = reason.trim().length;
    if (length < REASON_MIN) errors.sections[section] = 'admin.review.reject.reasonShort';
    else if (length > REASON_MAX) errors.sections[section] = 'admin.review.reject.reasonLong';
  }
  if (state.note.trim().length > NOTE_MAX) errors.note = 'admin.review.reject.noteLong';
  return errors;
}

export const hasErrors = (errors: ReasonsErrors): boolean =>
  Boolean(errors.form || errors.note || Object.keys(errors.sections).length > 0);

/** The request body's reasons, in the order the sections are listed on screen. */
export function reasonsBody(state: ReasonsState, order: readonly ReviewSection[]) {
  return order
    .filter((section) => state.selected[section] !== undefined)
    .map((section) => ({ section, reason: (state.selected[section] ?? '').trim() }));
}
