import { describe, expect, it } from 'vitest';
import { avatarColors, initials, randomAvatarColor } from './avatar';
import { contrastRatio } from './color';

describe('initials', () => {
  it('uses the first letters of the first and last words', () => {
    expect(initials('Asha Kumari Devi')).toBe('AD');
    expect(initials('ravi kumar')).toBe('RK');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Priya')).toBe('P');
  });

  it('is "MC" without a name', () => {
    expect(initials('')).toBe('MC');
    expect(initials('   ')).toBe('MC');
    expect(initials(undefined)).toBe('MC');
  });

  it('ignores extra spaces and keeps non-Latin letters', () => {
    expect(initials('  Anil   Sharma ')).toBe('AS');
    expect(initials('सुनीता देवी')).toBe('सद');
  });
});

describe('avatar colours', () => {
  it('has ten distinct colours', () => {
    expect(avatarColors).toHaveLength(10);
    expect(new Set(avatarColors.map((color) => color.background)).size).toBe(10);
  });

  it.each(avatarColors.map((color) => [color.background, color.text]))(
    '%s behind %s meets WCAG AA (4.5:1)',
    (background, text) => {
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('picks every colour for the matching random number', () => {
    expect(randomAvatarColor(() => 0)).toBe(avatarColors[0]);
    expect(randomAvatarColor(() => 0.999999)).toBe(avatarColors[9]);
  });
});

describe('contrastRatio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default blue (shade 6) fails AA for white text; shade 8, the theme's primary, passes.
    expect(contrastRatio('#228be6', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#1971c2', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
