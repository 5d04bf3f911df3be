/**
 * Ten avatar backgrounds, each dark enough for white initials at WCAG AA (>= 4.5:1);
 * avatar.test.ts checks the ratios.
 */
export const avatarColors = [
  { background: '#1864ab', text: '#ffffff' },
  { background: '#0b7285', text: '#ffffff' },
  { background: '#087f5b', text: '#ffffff' },
  { background: '#1b5e20', text: '#ffffff' },
  { background: '#862e9c', text: '#ffffff' },
  { background: '#5f3dc4', text: '#ffffff' },
  { background: '#364fc7', text: '#ffffff' },
  { background: '#c92a2a', text: '#ffffff' },
  { background: '#a61e4d', text: '#ffffff' },
  { background: '#a0390a', text: '#ffffff' },
] as const;

export type AvatarColor = (typeof avatarColors)[number];

export function randomAvatarColor(random: () => number = Math.random): AvatarColor {
  const index = Math.min(avatarColors.length - 1, Math.floor(random() * avatarColors.length));
  return avatarColors[index] ?? avatarColors[0];
}

/** First letters of the first and last words; one letter for one word; "MC" when there is no name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return 'MC';
  // Array.from keeps surrogate pairs whole; toLocaleUpperCase leaves Devanagari as it is.
  const letter = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  return words.length === 1 ? letter(first) : letter(first) + letter(last);
}
