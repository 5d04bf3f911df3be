import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A filter set kept in the address: each value is text, empty meaning "not set". */
export type FilterValues = Record<string, string>;

/**
 * Reads the filters named in `defaults` from the search params; anything absent (or not among
 * `allowed`, when given) falls back to its default.
 */
export function readFilters<T extends FilterValues>(
  params: URLSearchParams,
  defaults: T,
  allowed: Partial<Record<keyof T, readonly string[]>> = {},
): T {
  const result: FilterValues = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value === null) continue;
    const choices = allowed[key as keyof T];
    if (choices && !choices.includes(value)) continue;
    result[key] = value;
  }
  return result as T;
}

/**
 * Writes filters into search params, leaving out defaults so addresses stay short. Changing any
 * filter other than `page` goes back to page 1 (the old page may not exist in the new result).
 */
export function writeFilters<T extends FilterValues>(
  previous: T,
  change: Partial<T>,
  defaults: T,
): URLSearchParams {
  const changesOtherThanPage = Object.keys(change).some(
    (key) => key !== 'page' && change[key] !== previous[key],
  );
  const next: FilterValues = { ...previous, ...change };
  if (changesOtherThanPage && 'page' in defaults && !('page' in change)) next.page = defaults.page ?? '1';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value !== '' && value !== defaults[key]) params.set(key, value);
  }
  return params;
}

/** Filters kept in sync with the address, so a reload or a shared link shows the same list. */
export function useUrlFilters<T extends FilterValues>(
  defaults: T,
  allowed: Partial<Record<keyof T, readonly string[]>> = {},
): [T, (change: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults and allowed are constants of the page
  const filters = useMemo(() => readFilters(params, defaults, allowed), [params]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults is a constant of the page
  const update = useCallback(
    (change: Partial<T>) => setParams(writeFilters(filters, change, defaults), { replace: true }),
    [filters, setParams],
  );
  return [filters, update];
}

/** A positive whole number from text, or the fallback. */
export function pageNumber(value: string | undefined, fallback = 1): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Empty text becomes undefined, so it is left out of the request. */
export const optional = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value.trim();
