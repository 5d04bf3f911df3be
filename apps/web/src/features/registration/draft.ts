import { REGISTRATION_DRAFT_KEY } from '../../lib/session';
import {
  emptyPage1,
  emptyPage2,
  emptyPage3,
  type Page1Values,
  type Page2Values,
  type Page3Values,
  type Prefill,
  page1Values,
  page2Values,
  page3Values,
  type SavedPages,
} from './form-values';
import type { Step } from './rules';

/**
 * What the athlete typed and has not yet saved, kept in localStorage under `regFromData` and removed on
 * logout. Tagged with the user id so a shared phone never shows one person's draft to another.
 */
export interface Draft {
  userId: string;
  step: Step;
  page1?: Page1Values;
  page2?: Page2Values;
  page3?: Page3Values;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills `base` with values of the same type from `stored`; unknown or mistyped fields are ignored. */
export function mergeKnown<T>(base: T, stored: unknown): T {
  if (!isObject(base) || !isObject(stored)) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const candidate = stored[key];
    if (candidate === undefined) continue;
    if (isObject(value)) result[key] = mergeKnown(value, candidate);
    else if (Array.isArray(value)) {
      if (Array.isArray(candidate) && candidate.length > 0) {
        const template = value[0];
        result[key] =
          template === undefined ? candidate : candidate.map((item) => mergeKnown(template, item));
      }
    } else if (
      typeof candidate === typeof value ||
      (key === 'disabilityPercentage' && typeof candidate === 'number')
    )
      result[key] = candidate;
  }
  return result as T;
}

export function readDraft(userId: string): Draft | null {
  try {
    const raw = localStorage.getItem(REGISTRATION_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || parsed.userId !== userId) return null;
    const step = parsed.step === 1 || parsed.step === 2 ? parsed.step : 0;
    return { ...(parsed as unknown as Draft), step };
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft): void {
  try {
    localStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full quota or private mode: the server copy of saved pages still holds.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Nothing to remove.
  }
}

export interface StartingPoint {
  page1: Page1Values;
  page2: Page2Values;
  page3: Page3Values;
  step: Step;
}

/**
 * The form's starting values: the server's copy wins for pages it has; the draft fills the rest; the
 * session prefills name and mobile. The step is the draft's, but never past the first unsaved page.
 */
export function startingPoint(
  saved: SavedPages | null,
  draft: Draft | null,
  prefill: Prefill,
): StartingPoint {
  const page1 = saved?.page1 ? page1Values(saved.page1) : mergeKnown(emptyPage1(prefill), draft?.page1);
  const page2 = saved?.page2 ? page2Values(saved.page2) : mergeKnown(emptyPage2(), draft?.page2);
  const page3 = saved?.page3 ? page3Values(saved.page3) : mergeKnown(emptyPage3(), draft?.page3);
  const firstUnsaved: Step = !saved?.page1 ? 0 : !saved.page2 ? 1 : 2;
  const step = Math.min(draft?.step ?? firstUnsaved, firstUnsaved) as Step;
  return { page1, page2, page3, step };
}
