import { numberFormat } from '../lib/format';
import { currentLocale } from '../lib/i18n';

/** The largest count a list reports (the server's COUNT_CAP): past it, `totalCapped` is set. */
export const COUNT_CAP = 10_000;

export interface PageRangeInput {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting: there are more rows than `total`. */
  capped?: boolean;
}

export interface PageRange {
  /** Row numbers shown on this page (0 and 0 for an empty list). */
  first: number;
  last: number;
  /** Pages one can open: a capped list pages only through what was counted (the server refuses more). */
  pages: number;
  /** The total as read out: "1,00,000" in Indian grouping, "10,000+" when counting stopped. */
  totalText: string;
}

/** Whole numbers with Indian grouping (1,00,000), in the reader's locale. */
export const formatCount = (value: number, locale = currentLocale()): string =>
  numberFormat(locale).format(value);

/** A list's total for the screen: "10,000+" when the server stopped counting there. */
export const formatTotal = (total: number, capped = false, locale = currentLocale()): string =>
  `${formatCount(total, locale)}${capped ? '+' : ''}`;

/** What a pager shows for one page of a server-paged list. */
export function pageRange(
  { page, pageSize, total, capped = false }: PageRangeInput,
  locale = currentLocale(),
): PageRange {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return { first, last, pages, totalText: formatTotal(total, capped, locale) };
}
