import { currentLocale, i18n, type LanguageCode, languages } from './i18n';
import { plainIndianDate } from './india-dates';
import { indianRupees, PLAIN_RUPEE_LOCALES } from './rupees';

/**
 * Every date and time the app shows is India Standard Time, whatever the device's own zone: events,
 * deadlines and payments happen in India, and a reader abroad must see the same day as the office.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata' as const;

/**
 * The Intl locale of an app language code (`en` → en-IN, `hi` → hi-IN); a full locale passes through,
 * and no argument means the language being shown.
 */
export function localeOf(language?: LanguageCode): string {
  if (!language) return currentLocale();
  const known = languages.find((entry) => entry.code === language)?.locale;
  if (known) return known;
  return language.includes('-') ? language : 'en-IN';
}

/**
 * Intl's formatters, made once for each locale and set of options: making one loads the locale's and
 * the time zone's data and costs far more than formatting with it, and a table of dates or amounts asks
 * for the same few formatters on every row and every render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const cached = <F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
};
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** Numbers with Indian digit grouping (12,34,567). */
export const formatNumber = (value: number, language?: LanguageCode): string =>
  numberFormat(localeOf(language)).format(value);

export interface MoneyOptions {
  /** Show ₹500.00 rather than ₹500, as a receipt or a payment's timeline does. */
  alwaysShowPaise?: boolean;
}

/**
 * An amount in paise as rupees with Indian grouping: ₹1,500 or ₹1,23,456.50. Whole rupees drop the
 * paise (shorter to read and to hear) unless `alwaysShowPaise`.
 */
export function formatMoney(paise: number, language?: LanguageCode, options: MoneyOptions = {}): string {
  const locale = localeOf(language);
  // Without Intl where it writes the same: a page with one amount need not start Intl's locale data.
  if (PLAIN_RUPEE_LOCALES.includes(locale)) return indianRupees(paise, options.alwaysShowPaise);
  const whole = paise % 100 === 0 && !options.alwaysShowPaise;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** Rupees (not paise) in the same form as formatMoney. */
export const formatInr = (rupees: number, language?: LanguageCode): string =>
  formatMoney(Math.round(rupees * 100), language);

/** Rupee amounts always with paise, e.g. ₹1,500.00. */
export const formatRupees = (rupees: number, language?: LanguageCode): string =>
  formatMoney(Math.round(rupees * 100), language, { alwaysShowPaise: true });

/** Old names of formatMoney, kept so callers switch by changing only their import. */
export const formatPaise = (paise: number, language?: LanguageCode): string => formatMoney(paise, language);
export const paiseToInr = formatPaise;

export type DateInput = Date | string | number | null | undefined;
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateStyles = new Set<string>(['full', 'long', 'medium', 'short']);

/**
 * The instant a value stands for, and the zone to read it in. A plain YYYY-MM-DD is a calendar day, not
 * an instant: it is read at midnight UTC in UTC, so it shows as the same day everywhere.
 */
function toInstant(value: DateInput): { date: Date; timeZone: 'UTC' | typeof INDIA_TIME_ZONE } | null {
  if (value === null || value === undefined || value === '') return null;
  const plain = typeof value === 'string' && PLAIN_DATE.test(value);
  const date = plain ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: plain ? 'UTC' : INDIA_TIME_ZONE };
}

/**
 * A day in Indian day-month-year order: 22 November 2025. Empty for no value or one that is not a date.
 * The second argument may also be the style, as the earlier formatDate(value, style) took it.
 */
export function formatDate(
  value: DateInput,
  languageOrStyle?: LanguageCode | DateStyle,
  style: DateStyle = 'long',
): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const isStyle = languageOrStyle !== undefined && dateStyles.has(languageOrStyle);
  const language = isStyle ? undefined : languageOrStyle;
  const dateStyle = isStyle ? (languageOrStyle as DateStyle) : style;
  const locale = localeOf(language);
  const options = { dateStyle, timeZone: instant.timeZone };
  // Without Intl where it writes the same (lib/india-dates.ts): a list of dates need not start its data.
  return (
    plainIndianDate(locale, options, instant.date) ?? dateTimeFormat(locale, options).format(instant.date)
  );
}

/** Like formatDate, but a value that is not a date shows as it came (the registration pages' formatDay). */
export const formatDay = (value: string | null | undefined, language?: LanguageCode): string =>
  value ? formatDate(value, language) || value : '';

/** Date and time in India: 5 Mar 2026, 2:30 pm. Empty for no value or one that is not a date. */
export function formatDateTime(
  value: DateInput,
  language?: LanguageCode,
  styles: { dateStyle?: DateStyle; timeStyle?: DateStyle } = {},
): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const locale = localeOf(language);
  const dateStyle = styles.dateStyle ?? 'medium';
  const timeStyle = styles.timeStyle ?? 'short';
  const plain =
    timeStyle === 'short'
      ? plainIndianDate(locale, { dateStyle, timeStyle, timeZone: INDIA_TIME_ZONE }, instant.date)
      : null;
  return (
    plain ?? dateTimeFormat(locale, { dateStyle, timeStyle, timeZone: INDIA_TIME_ZONE }).format(instant.date)
  );
}

/** The time of day in India: 2:30 pm. */
export function formatTime(value: DateInput, language?: LanguageCode): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const locale = localeOf(language);
  return (
    plainIndianDate(locale, { timeStyle: 'short', timeZone: INDIA_TIME_ZONE }, instant.date) ??
    dateTimeFormat(locale, { timeStyle: 'short', timeZone: INDIA_TIME_ZONE }).format(instant.date)
  );
}

/**
 * The days from start to end, sharing what they have in common: 10–11 December 2026, or one date when
 * they are the same day. Both must be the same kind (plain days, or instants).
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  language?: LanguageCode,
  style: DateStyle = 'long',
): string {
  const from = toInstant(start);
  const to = toInstant(end);
  if (!from) return formatDate(end, language, style);
  if (!to) return formatDate(start, language, style);
  const format = dateTimeFormat(localeOf(language), { dateStyle: style, timeZone: from.timeZone });
  return format.formatRange(from.date, to.date);
}

/** The short month name of a day (the events' date badge): Dec, दिस॰. */
export function formatMonthShort(value: DateInput, language?: LanguageCode): string {
  const instant = toInstant(value);
  if (!instant) return '';
  return dateTimeFormat(localeOf(language), { month: 'short', timeZone: instant.timeZone }).format(
    instant.date,
  );
}

/** The day of the month of a day (the events' date badge), in India. */
export function dayOfMonth(value: DateInput): number | null {
  const instant = toInstant(value);
  if (!instant) return null;
  return Number(dateTimeFormat('en-IN', { day: 'numeric', timeZone: instant.timeZone }).format(instant.date));
}

/** Today in India as YYYY-MM-DD (the default date of an offline payment or a news article). */
export function todayInIndia(now = new Date()): string {
  // India keeps UTC+5:30 all year: its day is UTC's, 5.5 hours on (no Intl, lib/india-dates.ts says why).
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** File sizes as people read them: 840 KB, 1.4 MB. */
export function formatBytes(bytes: number, language?: LanguageCode): string {
  const locale = localeOf(language);
  if (bytes < 1024 * 1024) {
    return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

/** The language being shown, as an app language code. */
export const currentLanguage = (): LanguageCode => i18n.language;
