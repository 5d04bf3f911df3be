import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * The Indian script faces come first: their unicode-range (app/script-fonts.css) limits them to their
 * script, so Latin text still gets the system font, while Devanagari and Malayalam get a face that has
 * them. Placed after the system fonts, Chromium drew bold Hindi and Malayalam as empty boxes on a
 * machine without such fonts even once the web font had loaded (docs/decisions/0013).
 */
const FONT_STACK =
  '"Noto Sans Devanagari", "Noto Sans Malayalam", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

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
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
  },
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    // Choices as tall as the text fields beside them (filter rows line up; a larger target to tap).
    NativeSelect: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
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

export { applyDisplay, type DisplayPrefs, displayStore, readDisplay, type TextSize } from './display';
