import type { ResultStatus } from '@para/contract';

/** What a certificate says. Everything printed on it is here, so a signed record can be checked offline. */
export interface CertificateRecord {
  /** The record's layout; a later change of fields gets a new number. */
  format: 1;
  kind: 'participation' | 'merit' | 'record';
  number: string;
  issuer: string;
  athlete: {
    name: string;
    /** The name in the athlete's script (Malayalam, Devanagari), empty when none was given. */
    nameInScript: string;
    uid: string;
  };
  competition: {
    formId: string;
    title: string;
    startDate: string;
    endDate: string;
  };
  discipline: { key: string; name: string };
  /** The place in the final (or the only round); null when there is none. */
  place: number | null;
  /** The mark as the results show it (formatMark), empty when there is none. */
  mark: string;
  status: ResultStatus | null;
  resultsVersion: number;
  issuedAt: string;
}

export const ISSUER = 'Para Sports Association';

/**
 * JSON with every object's keys in code-point order and no spaces, so the same record always gives
 * the same bytes (what is signed). Arrays keep their order; undefined members are left out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const ordinal = (place: number) => {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
};

/** The line that says what the athlete did, as printed. */
export function achievementLine(record: CertificateRecord): string {
  const mark = record.mark ? ` with a mark of ${record.mark}` : '';
  if (record.kind === 'merit' && record.place !== null) {
    const medal = ['Gold', 'Silver', 'Bronze'][record.place - 1];
    return `won ${ordinal(record.place)} place${medal ? ` (${medal})` : ''} in ${record.discipline.name}${mark}`;
  }
  if (record.kind === 'record') return `set a state record in ${record.discipline.name}${mark}`;
  return `took part in ${record.discipline.name}${mark}`;
}

/** 2027-01-15 and 2027-01-17 → "15–17 January 2027"; one day → "15 January 2027". */
export function dateRange(startDate: string, endDate: string): string {
  const long = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (!endDate || endDate === startDate) return long(startDate);
  const [sy, sm] = startDate.split('-');
  const [ey, em] = endDate.split('-');
  if (sy === ey && sm === em) return `${Number(startDate.slice(8))}–${long(endDate)}`;
  return `${long(startDate)} – ${long(endDate)}`;
}
