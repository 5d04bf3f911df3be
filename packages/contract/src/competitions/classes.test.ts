import { describe, expect, it } from 'vitest';
import {
  anyClassMatches,
  classPattern,
  classPatternKind,
  classPatternProblem,
  sportClassMatches,
} from './classes.js';

describe('sportClassMatches', () => {
  it.each([
    ['T44', 'T44', true],
    ['T44', 't44', true],
    [' t44 ', 'T44', true],
    ['T44', 'T45', false],
    ['T44', 'T4', false],
    ['T44', 'F44', false],
    ['LW10-1', 'LW10-1', true],
    ['LW10-1', 'LW10', false],
    ['SB-LL1', 'SB-LL1', true],
    ['GRADE I', 'Grade I', true],
    ['VI2/3', 'VI2/3', true],
    ['2.5', '2.5', true],
    ['2.5', '2x5', false],
  ])('exact %s admits %s: %s', (pattern, sportClass, expected) => {
    expect(sportClassMatches(pattern, sportClass)).toBe(expected);
  });

  it.each([
    ['T42-T47', 'T42', true],
    ['T42-T47', 'T44', true],
    ['T42-T47', 'T47', true],
    ['T42-T47', 'T41', false],
    ['T42-T47', 'T48', false],
    ['T42-T47', 'F44', false],
    ['T42-T47', 'TT44', false],
    ['T42-T47', 'T44A', false],
    ['t42-t47', 'T45', true],
    ['S1-S10', 'S9', true],
    ['S1-S10', 'SB9', false],
    ['T11-T13', 'T12', true],
  ])('range %s admits %s: %s', (pattern, sportClass, expected) => {
    expect(sportClassMatches(pattern, sportClass)).toBe(expected);
  });

  it.each([
    ['T4*', 'T44', true],
    ['T4*', 'T4', true],
    ['T4*', 'T54', false],
    ['T4*', 'F44', false],
    ['F5?', 'F56', true],
    ['F5?', 'F5', false],
    ['F5?', 'F567', false],
    ['*', 'ANY', true],
    ['S?', 'S9', true],
    ['S?', 'S10', false],
    ['1.?', '1.5', true],
    ['1.?', '105', false],
  ])('wildcard %s admits %s: %s', (pattern, sportClass, expected) => {
    expect(sportClassMatches(pattern, sportClass)).toBe(expected);
  });

  it('admits nobody with a pattern that cannot be used, or with no class', () => {
    expect(sportClassMatches('T42-F47', 'T44')).toBe(false);
    expect(sportClassMatches('T42-F47', 'F44')).toBe(false);
    expect(sportClassMatches('T47-T42', 'T44')).toBe(false);
    expect(sportClassMatches('', 'T44')).toBe(false);
    expect(sportClassMatches('T44', '')).toBe(false);
    expect(sportClassMatches('T4*', '  ')).toBe(false);
  });
});

describe('classPatternProblem', () => {
  it('accepts classes, ranges within one prefix and wildcards', () => {
    for (const pattern of [
      'T44',
      'T42-T47',
      'T4*',
      'F5?',
      'LW10-1',
      'SB-LL1',
      'GRADE IV',
      'VI2/3',
      'T44-T44',
    ]) {
      expect(classPatternProblem(pattern), pattern).toBeNull();
    }
  });

  it('refuses ranges across prefixes, ranges running downwards and anything else', () => {
    expect(classPatternProblem('T42-F47')).toBe('validation.classRangePrefix');
    expect(classPatternProblem('T42-TT47')).toBe('validation.classRangePrefix');
    expect(classPatternProblem('T47-T42')).toBe('validation.classRangeOrder');
    expect(classPatternProblem('')).toBe('validation.classPattern');
    expect(classPatternProblem('T4[0-7]')).toBe('validation.classPattern');
    expect(classPatternProblem('-T44')).toBe('validation.classPattern');
    expect(classPatternProblem('T42-T4*')).toBe('validation.classPattern');
    expect(classPatternProblem('T4*-T47')).toBe('validation.classPattern');
    expect(classPatternProblem('X'.repeat(21))).toBe('validation.classPattern');
  });

  it('names the kind of a pattern', () => {
    expect(classPatternKind('T44')).toBe('exact');
    expect(classPatternKind('t42-t47')).toBe('range');
    expect(classPatternKind('LW10-1')).toBe('exact');
    expect(classPatternKind('F5?')).toBe('wildcard');
  });
});

describe('classPattern schema', () => {
  it('keeps a pattern in capitals, trimmed', () => {
    expect(classPattern.parse(' t42-t47 ')).toBe('T42-T47');
  });

  it('refuses a range across prefixes with its own message', () => {
    const result = classPattern.safeParse('T42-F47');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.classRangePrefix');
  });
});

describe('anyClassMatches', () => {
  it('admits every class with no patterns, else any pattern that admits it', () => {
    expect(anyClassMatches([], 'T44')).toBe(true);
    expect(anyClassMatches(['T11-T13', 'T4*'], 'T46')).toBe(true);
    expect(anyClassMatches(['T11-T13', 'T4*'], 'T20')).toBe(false);
  });
});
