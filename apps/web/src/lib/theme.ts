import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * One theme for the whole app. Choices made for contrast and touch:
 * - primary shade 8 (#1971c2): white button text and blue link text both pass WCAG AA (5:1);
 * - dimmed and error text darkened (Mantine's defaults are ~3.3:1 on white);
 * - inputs and buttons default to size md, body text 16 px, controls 44 px high on touch screens.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  respectReducedMotion: true,
  autoContrast: true,
  luminanceThreshold: 0.3,
  cursorType: 'pointer',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    Button: { defaultProps: { size: 'md' } },
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/** Text size and contrast chosen with the A-/A/A+ and contrast buttons (as on Indian government sites). */
export type TextSize = 'small' | 'normal' | 'large';
export interface DisplayPrefs {
  textSize: TextSize;
  highContrast: boolean;
}

export const DISPLAY_KEY = 'display';
const ROOT_SIZE: Record<TextSize, string> = { small: '87.5%', normal: '', large: '125%' };
const defaults: DisplayPrefs = { textSize: 'normal', highContrast: false };

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
