// Text size and contrast preferences, kept apart from the Mantine theme so that the public pages'
// small enhancement script can use them without Mantine.

/** Text size and contrast chosen with the A-/A/A+ and contrast buttons (as on Indian government sites). */
export type TextSize = 'small' | 'normal' | 'large';
export interface DisplayPrefs {
  textSize: TextSize;
  highContrast: boolean;
}

export const DISPLAY_KEY = 'display';
const ROOT_SIZE: Record<TextSize, string> = { small: '87.5%', normal: '', large: '125%' };
export const defaultDisplay: DisplayPrefs = Object.freeze({ textSize: 'normal', highContrast: false });
const defaults = defaultDisplay;

export function readDisplay(): DisplayPrefs {
  try {
    const stored = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? 'null') as Partial<DisplayPrefs> | null;
    return {
      textSize: stored?.textSize && stored.textSize in ROOT_SIZE ? stored.textSize : 'normal',
      highContrast: stored?.highContrast === true,
    };
  } catch {
    return defaults;
  }
}

/**
 * Everything is sized in rem, so changing the root font size scales text and controls together; the
 * high-contrast theme is a set of rules in global.css keyed on data-contrast.
 */
export function applyDisplay(prefs: DisplayPrefs): void {
  const root = document.documentElement;
  root.style.fontSize = ROOT_SIZE[prefs.textSize];
  if (prefs.highContrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
}

const listeners = new Set<() => void>();
let current: DisplayPrefs | null = null;

export const displayStore = {
  get(): DisplayPrefs {
    current ??= typeof localStorage === 'undefined' ? defaults : readDisplay();
    return current;
  },
  set(change: Partial<DisplayPrefs>): void {
    current = { ...displayStore.get(), ...change };
    applyDisplay(current);
    try {
      localStorage.setItem(DISPLAY_KEY, JSON.stringify(current));
    } catch {
      // Remembered for this visit only.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
