import { describe, expect, it } from 'vitest';
import { isPlaceholderEmail, shownEmail } from './placeholder-email.js';

describe('placeholder addresses', () => {
  it('shows an account made without an address as having none, and every real address as it is', () => {
    const placeholder = 'athlete-0b7c6a8e-5f0e-4a53-9a53-3c0a2f4e1d11@no-email.invalid';
    expect(isPlaceholderEmail(placeholder)).toBe(true);
    expect(shownEmail(placeholder)).toBe('');
    expect(isPlaceholderEmail('asha@example.in')).toBe(false);
    expect(shownEmail('asha@example.in')).toBe('asha@example.in');
    // Only the reserved top-level domain counts, not a name that merely contains the word.
    expect(shownEmail('invalid@example.in')).toBe('invalid@example.in');
  });
});
