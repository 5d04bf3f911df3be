import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, type StartingPoint, writeDraft } from './draft';
import type { Page1Values, Page2Values, Page3Values } from './form-values';
import type { Step } from './rules';

/** How long typing pauses before the draft is written to localStorage. */
export const DRAFT_DELAY_MS = 400;

/**
 * The athlete's draft on this device: every change is written shortly after typing stops, and at once
 * when the step changes or the page is left. `latest` holds the newest values of each page, so a page
 * shown again starts from what was typed, saved or not.
 */
export function useDraft(userId: string, start: StartingPoint) {
  const latest = useRef({ page1: start.page1, page2: start.page2, page3: start.page3 });
  const stepRef = useRef<Step>(start.step);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    writeDraft({ userId, step: stepRef.current, ...latest.current });
  }, [userId]);
  const persist = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) flush();
    };
  }, [flush]);

  const change = {
    page1: (values: Page1Values) => {
      latest.current.page1 = values;
      persist();
    },
    page2: (values: Page2Values) => {
      latest.current.page2 = values;
      persist();
    },
    page3: (values: Page3Values) => {
      latest.current.page3 = values;
      persist();
    },
  };

  /** Remembers the step the athlete is on and writes the draft at once. */
  const saveStep = (step: Step) => {
    stepRef.current = step;
    flush();
  };

  /** After a successful submit: nothing is left to keep. */
  const discard = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    clearDraft();
  };

  return { latest, change, saveStep, discard };
}
