/**
 * Amounts in rupees as Intl writes them for en-IN and hi-IN (₹1,500, ₹1,23,456.50, -₹20), made
 * without Intl: a page's first Intl formatter starts the browser's locale data, some 100-270 ms of a
 * cheap phone's main thread in one piece, and the fee page would pay it for one amount. Other
 * locales (another script's digits) go through Intl (lib/format.ts).
 */

/** The locales whose currency format this writes exactly (rupees.test.ts compares it with Intl's). */
export const PLAIN_RUPEE_LOCALES: readonly string[] = ['en-IN', 'hi-IN'];

/** `paise` as rupees with Indian grouping; whole rupees without paise unless `alwaysShowPaise`. */
export function indianRupees(paise: number, alwaysShowPaise = false): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(Math.round(paise));
  const digits = String(Math.floor(whole / 100));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  // Indian grouping: the last three digits, then pairs (12,34,567).
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const cents = whole % 100;
  const fraction = cents === 0 && !alwaysShowPaise ? '' : `.${String(cents).padStart(2, '0')}`;
  return `${sign}₹${grouped}${fraction}`;
}

/**
 * The same as a function expression for the scripts the server writes into a document (the fee
 * page's frame), which run before the app and cannot import it: `(function(p){…})(paise)` gives the
 * fee page's form (paise shown only when there are some).
 */
export const INDIAN_RUPEES_SCRIPT =
  "function(p){var s=p<0?'-':'',w=Math.abs(Math.round(p)),d=String(Math.floor(w/100)),l=d.slice(-3),r=d.slice(0,-3),c=w%100;return s+'\\u20b9'+(r?r.replace(/\\B(?=(\\d{2})+$)/g,',')+','+l:l)+(c===0?'':'.'+(c<10?'0':'')+c)}";
