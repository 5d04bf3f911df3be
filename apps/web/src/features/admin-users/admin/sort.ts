/** The user list's server-side orders. */
export const userSorts = ['newest', 'oldest', 'name', 'email'] as const;
export type UserSort = (typeof userSorts)[number];
export type UserSortColumn = 'created' | 'name' | 'email';

/**
 * What a click on a column header asks for: the registration date flips between newest and oldest
 * first; name and e-mail sort A to Z (the server offers no reverse order for them).
 */
export function nextSort(current: UserSort, column: UserSortColumn): UserSort {
  if (column === 'created') return current === 'newest' ? 'oldest' : 'newest';
  return column;
}

/** aria-sort of a header for the current order. */
export function ariaSort(current: UserSort, column: UserSortColumn): 'ascending' | 'descending' | 'none' {
  if (column === 'created') {
    if (current === 'newest') return 'descending';
    if (current === 'oldest') return 'ascending';
    return 'none';
  }
  return current === column ? 'ascending' : 'none';
}
