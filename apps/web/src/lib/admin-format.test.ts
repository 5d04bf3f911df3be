import { describe, expect, it } from 'vitest';
import { formatPaise, todayInIndia } from './admin-format';

describe('money and dates', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatPaise(123456700, 'en-IN')).toBe('₹12,34,567');
    expect(formatPaise(50000, 'en-IN')).toBe('₹500');
    expect(formatPaise(1050, 'en-IN')).toBe('₹10.50');
    expect(formatPaise(0, 'en-IN')).toBe('₹0');
  });

  it("gives today's date in India", () => {
    expect(todayInIndia(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
  });
});
