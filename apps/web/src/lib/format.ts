import { currentLocale } from './i18n';

/** Numbers with Indian digit grouping (12,34,567). */
export const formatNumber = (value: number): string => new Intl.NumberFormat(currentLocale()).format(value);

/** Rupee amounts, e.g. ₹1,500.00. */
export const formatRupees = (value: number): string =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'INR' }).format(value);

/** Day month year order, as read in India (22 November 2025). */
export const formatDate = (
  value: Date | string | number,
  style: 'long' | 'medium' | 'full' = 'long',
): string => new Intl.DateTimeFormat(currentLocale(), { dateStyle: style }).format(new Date(value));
