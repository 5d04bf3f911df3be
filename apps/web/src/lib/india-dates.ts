/**
 * Dates and times as Intl writes them for en-IN and hi-IN (30 November 2026, 30 Nov 2026, 2:35 pm),
 * made without Intl: a page's first Intl formatter starts the browser's locale and time zone data,
 * some 80-270 ms of a cheap phone's main thread in one piece, and a list of competitions paid it for
 * its dates. India keeps one offset all year (UTC+5:30), so the day and the time need no zone data.
 * `india-dates.test.ts` compares every day of two years and the times of a day with Intl's output.
 */

type DateStyle = 'full' | 'long' | 'medium' | 'short';

interface Names {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  /** The short style pads the day and the month to two digits. */
  padShort: boolean;
}

const NAMES: Record<string, Names> = {
  'en-IN': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    padShort: true,
  },
  'hi-IN': {
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    shortMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    padShort: false,
  },
};

/** The locales written here; any other goes through Intl (lib/format.ts). */
export const PLAIN_DATE_LOCALES: readonly string[] = Object.keys(NAMES);

/** India's offset from UTC, all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

export interface PlainDateOptions {
  dateStyle?: DateStyle;
  timeStyle?: 'short';
  /** 'UTC' for a calendar day (read at midnight UTC), India's zone for an instant. */
  timeZone: 'UTC' | 'Asia/Kolkata';
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * `date` as Intl's DateTimeFormat(locale, options) writes it, or null where this does not write
 * that locale or that combination of options (the caller then asks Intl).
 */
export function plainIndianDate(locale: string, options: PlainDateOptions, date: Date): string | null {
  const names = NAMES[locale];
  if (!names || (!options.dateStyle && !options.timeStyle)) return null;
  // A long date with a time is joined by words ("at", "को … बजे"): left to Intl.
  if (options.timeStyle && (options.dateStyle === 'long' || options.dateStyle === 'full')) return null;
  // The wall clock of the zone, read through UTC's getters.
  const wall = new Date(date.getTime() + (options.timeZone === 'UTC' ? 0 : INDIA_OFFSET_MS));
  const day = wall.getUTCDate();
  const month = wall.getUTCMonth();
  const year = wall.getUTCFullYear();
  let written = '';
  switch (options.dateStyle) {
    case 'full':
      written = `${names.weekdays[wall.getUTCDay()]}, ${day} ${names.months[month]} ${year}`;
      break;
    case 'long':
      written = `${day} ${names.months[month]} ${year}`;
      break;
    case 'medium':
      written = `${day} ${names.shortMonths[month]} ${year}`;
      break;
    case 'short':
      written = names.padShort
        ? `${two(day)}/${two(month + 1)}/${two(year % 100)}`
        : `${day}/${month + 1}/${two(year % 100)}`;
      break;
    default:
      break;
  }
  if (options.timeStyle === 'short') {
    const hours = wall.getUTCHours();
    const time = `${hours % 12 || 12}:${two(wall.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
    written = written ? `${written}, ${time}` : time;
  }
  return written;
}
