import { currentLocale } from './i18n';

/** A YYYY-MM-DD date (or an ISO timestamp) in Indian day-month-year order, e.g. 5 March 2009. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'long',
    ...(plainDate ? { timeZone: 'UTC' } : { timeZone: 'Asia/Kolkata' }),
  }).format(date);
}

/** Rupees with Indian grouping and no paise when there are none: ₹1,500 or ₹1,23,456.50. */
export function formatInr(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

export const paiseToInr = (paise: number): string => formatInr(paise / 100);

/** File sizes as people read them: 840 KB, 1.4 MB. */
export function formatBytes(bytes: number): string {
  const locale = currentLocale();
  if (bytes < 1024 * 1024) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
