import { currentLocale } from './i18n';

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
