import type { ResultKind } from '../competitions/schemas.js';

/**
 * Marks as a results file writes them and as they are stored: one whole number per mark, in the unit of
 * its discipline's kind (docs/decisions/0024-results-files-and-marks.md):
 * - time: milliseconds ("10.52" → 10520, "4:05.3" → 245300, "2:15:30" → 8130000); shown to hundredths,
 *   or to thousandths when the timing gave them;
 * - distance and height: centimetres ("6.45", "6.45m", "6.45 m" → 645); measured to whole centimetres;
 * - points: hundredths of a point ("12" → 1200, "87.5" → 8750);
 * - place: the place itself, 1 or more (a result decided by placing only).
 */

export const resultStatuses = ['DNS', 'DNF', 'DQ', 'NM'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

export type MarkErrorCode = 'RESULT_MARK_INVALID' | 'RESULT_MARK_NEGATIVE' | 'RESULT_MARK_MISSING';

export type Parsed<T, C extends string> = { ok: true; value: T } | { ok: false; code: C; reason: string };

const fail = <C extends string>(code: C, reason: string): { ok: false; code: C; reason: string } => ({
  ok: false,
  code,
  reason,
});

const EXAMPLES: Record<ResultKind, string> = {
  time: 'a time such as 10.52, 4:05.30 or 2:15:30.00',
  distance: 'a distance in metres such as 6.45',
  height: 'a height in metres such as 1.85',
  points: 'points such as 12 or 87.5',
  place: 'a place such as 1, 2 or 3',
};

/** The digits after the point as a whole number of `unit`ths ("5" of tenths → 50 hundredths). */
const fraction = (digits: string | undefined, places: number): number =>
  digits ? Number(digits.padEnd(places, '0')) : 0;

function parseTime(text: string): number | null {
  const parts = text.split(':');
  if (parts.length > 3) return null;
  const last = parts.length === 1 ? /^(\d{1,6})(?:\.(\d{1,3}))?$/ : /^(\d{2})(?:\.(\d{1,3}))?$/;
  const seconds = last.exec(parts[parts.length - 1] ?? '');
  if (!seconds) return null;
  const whole = Number(seconds[1]);
  if (parts.length > 1 && whole >= 60) return null;
  let total = whole * 1000 + fraction(seconds[2], 3);
  if (parts.length === 3) {
    const minutes = /^\d{2}$/.exec(parts[1] ?? '');
    if (!minutes || Number(parts[1]) >= 60) return null;
    total += Number(parts[1]) * 60_000;
  }
  if (parts.length > 1) {
    const leading = parts[0] ?? '';
    if (!/^\d{1,3}$/.test(leading)) return null;
    total += Number(leading) * (parts.length === 3 ? 3_600_000 : 60_000);
  }
  return total;
}

const METRES = /^(\d{1,3})(?:\.(\d{1,2}))?\s*m?$/i;
const POINTS = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const PLACE = /^\d{1,6}$/;

/** Reads a mark written as a results file writes it; the value is in the kind's unit (see above). */
export function parseMark(kind: ResultKind, text: string): Parsed<number, MarkErrorCode> {
  const mark = text.trim();
  if (mark === '')
    return fail('RESULT_MARK_MISSING', `The mark is empty: enter ${EXAMPLES[kind]}, or a status.`);
  if (/^-\s*\d/.test(mark)) return fail('RESULT_MARK_NEGATIVE', `The mark ${mark} is negative.`);
  const invalid = fail('RESULT_MARK_INVALID', `The mark "${mark}" cannot be read: enter ${EXAMPLES[kind]}.`);
  let value: number | null = null;
  if (kind === 'time') value = parseTime(mark);
  else if (kind === 'distance' || kind === 'height') {
    const metres = METRES.exec(mark);
    value = metres ? Number(metres[1]) * 100 + fraction(metres[2], 2) : null;
  } else if (kind === 'points') {
    const points = POINTS.exec(mark);
    value = points ? Number(points[1]) * 100 + fraction(points[2], 2) : null;
  } else value = PLACE.test(mark) ? Number(mark) : null;
  if (value === null) return invalid;
  // A zero time, distance, height or place is a typing slip (no mark is "NM"); zero points can be scored.
  if (value === 0 && kind !== 'points') return invalid;
  return { ok: true, value };
}

const two = (value: number) => String(value).padStart(2, '0');

/** Writes a stored mark the way a results file writes it; `parseMark(kind, formatMark(kind, v))` gives v. */
export function formatMark(kind: ResultKind, value: number): string {
  if (kind === 'time') {
    const millis = value % 1000;
    const decimals = millis % 10 === 0 ? `.${two(millis / 10)}` : `.${String(millis).padStart(3, '0')}`;
    const totalSeconds = Math.floor(value / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}${decimals}`;
    if (minutes > 0) return `${minutes}:${two(seconds)}${decimals}`;
    return `${seconds}${decimals}`;
  }
  if (kind === 'distance' || kind === 'height') return (value / 100).toFixed(2);
  if (kind === 'points') {
    const hundredths = value % 100;
    if (hundredths === 0) return String(value / 100);
    return `${Math.floor(value / 100)}.${two(hundredths).replace(/0$/, '')}`;
  }
  return String(value);
}

/** Lowest first for times and places; longest, highest and most points first for the others. */
export const lowerIsBetter = (kind: ResultKind): boolean => kind === 'time' || kind === 'place';

/** Negative when mark `a` ranks ahead of mark `b`, zero when they tie. */
export const compareMarks = (kind: ResultKind, a: number, b: number): number =>
  lowerIsBetter(kind) ? a - b : b - a;

/** Other ways officials write the statuses. */
const STATUS_ALIASES: Record<string, ResultStatus> = { DSQ: 'DQ', NH: 'NM' };

export interface StatusCell {
  status: ResultStatus | null;
  /** The rule a disqualification names ("DQ 17.3.1" → "17.3.1"). */
  rule: string | null;
}

/** Reads the status column: empty, DNS, DNF, DQ (optionally followed by the rule) or NM. */
export function parseStatus(text: string): Parsed<StatusCell, 'RESULT_STATUS_INVALID'> {
  const cell = text.trim();
  if (cell === '') return { ok: true, value: { status: null, rule: null } };
  const match = /^([A-Za-z]+)[\s:.,-]*(.*)$/.exec(cell);
  const word = match?.[1]?.toUpperCase() ?? '';
  const status = (resultStatuses as readonly string[]).includes(word)
    ? (word as ResultStatus)
    : STATUS_ALIASES[word];
  const rule = match?.[2]?.trim() ?? '';
  if (!status || (rule !== '' && status !== 'DQ')) {
    return fail(
      'RESULT_STATUS_INVALID',
      `The status "${cell}" is not one of DNS, DNF, DQ (optionally with the rule, as in "DQ 17.3.1") or NM.`,
    );
  }
  return { ok: true, value: { status, rule: rule === '' ? null : rule } };
}

/** Wind in tenths of a metre per second ("+1.8" → 18, "-0.4" → -4); a reading is within ±30 m/s. */
export function parseWind(text: string): Parsed<number, 'RESULT_CELL_INVALID'> {
  const cell = text.trim();
  const match = /^([+-]?)(\d{1,2})(?:\.(\d))?$/.exec(cell);
  const tenths = match ? Number(match[2]) * 10 + fraction(match[3], 1) : Number.NaN;
  if (!match || tenths > 300) {
    return fail(
      'RESULT_CELL_INVALID',
      `The wind "${cell}" cannot be read: enter metres per second such as +1.8 or -0.4.`,
    );
  }
  return { ok: true, value: match[1] === '-' && tenths !== 0 ? -tenths : tenths };
}

/** Wind over +2.0 m/s: the mark stands in the competition but cannot count for a record. */
export const MAX_RECORD_WIND_TENTHS = 20;

export const formatWind = (tenths: number): string =>
  `${tenths < 0 ? '-' : '+'}${(Math.abs(tenths) / 10).toFixed(1)}`;
