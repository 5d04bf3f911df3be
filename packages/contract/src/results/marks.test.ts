import { describe, expect, it } from 'vitest';
import { compareMarks, formatMark, formatWind, parseMark, parseStatus, parseWind } from './marks.js';

const value = (kind: Parameters<typeof parseMark>[0], text: string) => {
  const parsed = parseMark(kind, text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.code}`);
  return parsed.value;
};
const code = (kind: Parameters<typeof parseMark>[0], text: string) => {
  const parsed = parseMark(kind, text);
  return parsed.ok ? `read as ${parsed.value}` : parsed.code;
};

describe('parseMark: time in milliseconds', () => {
  it.each([
    ['10.52', 10_520],
    ['9.5', 9_500],
    ['10.523', 10_523],
    ['58', 58_000],
    ['75.32', 75_320],
    ['4:05.30', 245_300],
    ['4:05.3', 245_300],
    ['12:01', 721_000],
    ['2:15:30.00', 8_130_000],
    ['1:02:03.45', 3_723_450],
    [' 10.52 ', 10_520],
  ])('%s is %i ms', (text, ms) => expect(value('time', text)).toBe(ms));

  it.each([
    '10.5.3',
    '10,52',
    '4:5.30',
    '4:65.30',
    '1:60:00',
    '1:2:03',
    '10.5234',
    '1:02:03:04',
    'abc',
    '0.00',
    '+10.52',
    ':10.52',
  ])('refuses %s as not readable', (text) => expect(code('time', text)).toBe('RESULT_MARK_INVALID'));

  it('names a negative time and an empty mark by their own codes', () => {
    expect(code('time', '-10.52')).toBe('RESULT_MARK_NEGATIVE');
    expect(code('time', '   ')).toBe('RESULT_MARK_MISSING');
  });
});

describe('parseMark: distance and height in centimetres, points in hundredths, places', () => {
  it.each([
    ['distance', '6.45', 645],
    ['distance', '6.45m', 645],
    ['distance', '6.45 M', 645],
    ['distance', '42.1', 4210],
    ['distance', '12', 1200],
    ['height', '1.85', 185],
    ['points', '12', 1200],
    ['points', '87.5', 8750],
    ['points', '0', 0],
    ['points', '620.25', 62025],
    ['place', '3', 3],
  ] as const)('%s %s is %i', (kind, text, stored) => expect(value(kind, text)).toBe(stored));

  it.each([
    ['distance', '6.455'],
    ['distance', '6.45 cm'],
    ['distance', '0'],
    ['height', '1,85'],
    ['points', '12.345'],
    ['place', '0'],
    ['place', '2.5'],
    ['place', 'first'],
  ] as const)('%s refuses %s', (kind, text) => expect(code(kind, text)).toBe('RESULT_MARK_INVALID'));

  it('refuses negative distances, points and places', () => {
    expect(code('distance', '-6.45')).toBe('RESULT_MARK_NEGATIVE');
    expect(code('points', '-3')).toBe('RESULT_MARK_NEGATIVE');
    expect(code('place', '-1')).toBe('RESULT_MARK_NEGATIVE');
  });

  it('gives a reason naming the kind of mark expected', () => {
    const parsed = parseMark('height', '1.8.5');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.reason).toBe('The mark "1.8.5" cannot be read: enter a height in metres such as 1.85.');
  });
});

describe('formatMark', () => {
  it.each([
    ['time', 10_520, '10.52'],
    ['time', 10_523, '10.523'],
    ['time', 9_000, '9.00'],
    ['time', 245_300, '4:05.30'],
    ['time', 8_130_000, '2:15:30.00'],
    ['distance', 645, '6.45'],
    ['distance', 600, '6.00'],
    ['height', 185, '1.85'],
    ['points', 1200, '12'],
    ['points', 8750, '87.5'],
    ['points', 62025, '620.25'],
    ['points', 5, '0.05'],
    ['place', 3, '3'],
  ] as const)('%s %i is written %s, and reads back', (kind, stored, text) => {
    expect(formatMark(kind, stored)).toBe(text);
    expect(value(kind, text)).toBe(stored);
  });
});

describe('order of marks', () => {
  it('puts the lowest time and place first, and the longest, highest and most points first', () => {
    expect(compareMarks('time', 10_520, 10_610)).toBeLessThan(0);
    expect(compareMarks('place', 1, 2)).toBeLessThan(0);
    expect(compareMarks('distance', 645, 600)).toBeLessThan(0);
    expect(compareMarks('height', 185, 190)).toBeGreaterThan(0);
    expect(compareMarks('points', 8750, 1200)).toBeLessThan(0);
    expect(compareMarks('time', 10_520, 10_520)).toBe(0);
  });
});

describe('parseStatus', () => {
  it.each([
    ['', null, null],
    ['DNS', 'DNS', null],
    ['dnf', 'DNF', null],
    ['NM', 'NM', null],
    ['DQ', 'DQ', null],
    ['DQ 17.3.1', 'DQ', '17.3.1'],
    ['DQ: R17.3.1', 'DQ', 'R17.3.1'],
    ['DQ17.3.1', 'DQ', '17.3.1'],
    ['DSQ', 'DQ', null],
    ['NH', 'NM', null],
  ])('%s is %s with rule %s', (text, status, rule) => {
    expect(parseStatus(text)).toEqual({ ok: true, value: { status, rule } });
  });

  it.each(['OK', 'DNS 17.3', 'D N S', 'Q', 'DNSX', '17.3.1'])('refuses %s', (text) => {
    expect(parseStatus(text)).toMatchObject({ ok: false, code: 'RESULT_STATUS_INVALID' });
  });
});

describe('parseWind', () => {
  it.each([
    ['+1.8', 18],
    ['-0.4', -4],
    ['0.0', 0],
    ['-0', 0],
    ['2', 20],
    ['+2.1', 21],
  ])('%s is %i tenths', (text, tenths) => expect(parseWind(text)).toEqual({ ok: true, value: tenths }));

  it.each(['1.85', '+', 'calm', '35.0', '1,8'])('refuses %s', (text) => {
    expect(parseWind(text)).toMatchObject({ ok: false, code: 'RESULT_CELL_INVALID' });
  });

  it('writes wind signed, to tenths', () => {
    expect(formatWind(18)).toBe('+1.8');
    expect(formatWind(-4)).toBe('-0.4');
    expect(formatWind(0)).toBe('+0.0');
  });
});
