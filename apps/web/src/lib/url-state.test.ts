import { describe, expect, it } from 'vitest';
import { pageNumber, readFilters, writeFilters } from './url-state';

const defaults = { status: 'submitted', search: '', page: '1' };

describe('filters and the address', () => {
  it('reads known filters, ignores unknown values and keeps defaults', () => {
    const params = new URLSearchParams('status=approved&search=meera&page=3&other=x');
    expect(readFilters(params, defaults)).toEqual({ status: 'approved', search: 'meera', page: '3' });
    expect(
      readFilters(new URLSearchParams('status=bogus'), defaults, { status: ['submitted', 'approved'] }),
    ).toEqual(defaults);
  });

  it('writes only what differs from the defaults and goes back to page 1 when a filter changes', () => {
    const current = { status: 'approved', search: '', page: '4' };
    expect(writeFilters(current, { search: 'nair' }, defaults).toString()).toBe(
      'status=approved&search=nair',
    );
    expect(writeFilters(current, { page: '5' }, defaults).toString()).toBe('status=approved&page=5');
    expect(writeFilters(current, { status: 'submitted' }, defaults).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const written = writeFilters(defaults, { status: 'rejected', search: 'a b&c' }, defaults);
    expect(readFilters(new URLSearchParams(written.toString()), defaults)).toEqual({
      status: 'rejected',
      search: 'a b&c',
      page: '1',
    });
  });

  it('turns bad page numbers into the first page', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
  });
});
