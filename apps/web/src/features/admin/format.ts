import { currentLocale } from '../../lib/i18n';

/** Paise as rupees with Indian digit grouping: 123456789 → ₹12,34,567.89. */
export function formatPaise(paise: number, locale = currentLocale()): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** Date and time in India's time zone, e.g. 5 Mar 2026, 2:30 pm. */
export function formatDateTime(iso: string | null | undefined, locale = currentLocale()): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Today in India as YYYY-MM-DD (the default date of an offline payment). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** A changes record of the audit log as short "field: from → to" lines. */
export function describeChanges(changes: Record<string, unknown>): string[] {
  return Object.entries(changes).map(([field, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && ('from' in value || 'to' in value)) {
      const { from, to } = value as { from?: unknown; to?: unknown };
      return `${field}: ${show(from)} → ${show(to)}`;
    }
    return `${field}: ${show(value)}`;
  });
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
