import type { ErrorCode } from '../shared/error-code-list.js';
import {
  disciplineEligibility,
  type EligibilityAthlete,
  type EligibilityDiscipline,
  entryFee,
  type FeeForm,
  formPhase,
} from './eligibility.js';

export interface PlannedEntry {
  ok: true;
  disciplines: { key: string; status: 'entered' | 'waitlisted' }[];
  amountPaise: number;
  /** Entered in the late period (the late fee is in the amount). */
  late: boolean;
}

export interface RefusedEntry {
  ok: false;
  code: ErrorCode;
  /** The key of the discipline at fault, when one is. */
  discipline: string | null;
  /**
   * For the refusal's `data.fields`: the choice of disciplines is at fault. Its message is the refusal's
   * code (the web shows `errors.<code>`), or a validation message key when no discipline was chosen.
   */
  fields: { disciplines: string };
}

export interface PlanForm extends FeeForm {
  allowUnclassified: boolean;
  maxDisciplines: number | null;
  disciplines: (EligibilityDiscipline & { key: string; feePaise?: number | null })[];
}

/**
 * The check of an athlete's choice of disciplines at submission: the form takes entries, every key is the
 * form's, no more than `maxDisciplines`, and the athlete is eligible for each. Each discipline is entered,
 * or waitlisted when its places (`placesTaken` per key) are gone; the amount is `entryFee`'s for the
 * places held (waiting-list places are paid for when granted). Whether the
 * athlete's registration is approved and whether they already entered are the server's to check.
 */
export function planEntry(input: {
  form: PlanForm;
  athlete: EligibilityAthlete;
  disciplineKeys: string[];
  competitionFirstDay: string | Date;
  now: Date;
  placesTaken: Record<string, number>;
}): PlannedEntry | RefusedEntry {
  const { form, now } = input;
  const refuse = (code: ErrorCode, discipline: string | null = null): RefusedEntry => ({
    ok: false,
    code,
    discipline,
    fields: { disciplines: code === 'VALIDATION_FAILED' ? 'validation.disciplinesRequired' : code },
  });
  const phase = formPhase(form, now);
  if (phase === 'upcoming') return refuse('FORM_NOT_YET_OPEN');
  if (phase !== 'open' && phase !== 'late') return refuse('FORM_CLOSED');

  const keys = [...new Set(input.disciplineKeys)];
  if (keys.length === 0) return refuse('VALIDATION_FAILED');
  const unknown = keys.find((key) => !form.disciplines.some((item) => item.key === key));
  if (unknown !== undefined) return refuse('DISCIPLINE_UNKNOWN', unknown);
  if (form.maxDisciplines !== null && keys.length > form.maxDisciplines)
    return refuse('TOO_MANY_DISCIPLINES');

  const disciplines: PlannedEntry['disciplines'] = [];
  for (const key of keys) {
    const discipline = form.disciplines.find((item) => item.key === key)!;
    const eligibility = disciplineEligibility({
      discipline,
      athlete: input.athlete,
      form,
      competitionFirstDay: input.competitionFirstDay,
      now,
      entriesCount: input.placesTaken[key] ?? 0,
    });
    if (!eligibility.eligible) return refuse(eligibility.reason ?? 'FORBIDDEN', key);
    disciplines.push({ key, status: eligibility.waitlist ? 'waitlisted' : 'entered' });
  }
  const held = disciplines.filter((item) => item.status === 'entered').map((item) => item.key);
  return { ok: true, disciplines, amountPaise: entryFee(form, held, now), late: phase === 'late' };
}
