import { describe, expect, it } from 'vitest';
import { formatPaise, todayInIndia } from '../../lib/admin-format';
import { neighbours, queueQueryFrom, queueSearch } from '../registration-review/admin/queue-nav';
import { hasErrors, reasonsBody, validateReasons } from '../registration-review/admin/reasons';
import { ariaSort, nextSort } from '../admin-users/admin/sort';
import { pageNumber, readFilters, writeFilters } from '../../lib/url-state';

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

describe('sorting the user list', () => {
  it('flips the join date between newest and oldest, sorts name and e-mail A to Z', () => {
    expect(nextSort('newest', 'created')).toBe('oldest');
    expect(nextSort('oldest', 'created')).toBe('newest');
    expect(nextSort('name', 'created')).toBe('newest');
    expect(nextSort('newest', 'name')).toBe('name');
    expect(nextSort('name', 'email')).toBe('email');
  });

  it('reports aria-sort per column', () => {
    expect(ariaSort('newest', 'created')).toBe('descending');
    expect(ariaSort('oldest', 'created')).toBe('ascending');
    expect(ariaSort('name', 'created')).toBe('none');
    expect(ariaSort('name', 'name')).toBe('ascending');
    expect(ariaSort('name', 'email')).toBe('none');
  });
});

describe('rejection reasons', () => {
  it('needs at least one section', () => {
    const errors = validateReasons({ selected: {}, note: '' });
    expect(errors.form).toBe('admin.review.reject.pickOne');
    expect(hasErrors(errors)).toBe(true);
  });

  it('needs a reason of 3 to 500 characters for each ticked section', () => {
    const errors = validateReasons({
      selected: { page1: ' a ', photo: 'x'.repeat(501), page2: 'Wrong class' },
      note: '',
    });
    expect(errors.sections).toEqual({
      page1: 'admin.review.reject.reasonShort',
      photo: 'admin.review.reject.reasonLong',
    });
  });

  it('accepts good reasons and builds the body in screen order, trimmed', () => {
    const state = { selected: { photo: ' Blurred face ', page1: 'Date of birth differs' }, note: ' ' };
    expect(hasErrors(validateReasons(state))).toBe(false);
    expect(reasonsBody(state, ['page1', 'page2', 'page3', 'photo'])).toEqual([
      { section: 'page1', reason: 'Date of birth differs' },
      { section: 'photo', reason: 'Blurred face' },
    ]);
  });

  it('limits the note', () => {
    expect(validateReasons({ selected: { page1: 'fine reason' }, note: 'n'.repeat(2001) }).note).toBe(
      'admin.review.reject.noteLong',
    );
  });
});

describe('money and dates', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatPaise(123456700, 'en-IN')).toBe('₹12,34,567');
    expect(formatPaise(50000, 'en-IN')).toBe('₹500');
    expect(formatPaise(1050, 'en-IN')).toBe('₹10.50');
    expect(formatPaise(0, 'en-IN')).toBe('₹0');
  });

  it("gives today's date in India", () => {
    expect(todayInIndia(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
  });
});

describe('queue navigation', () => {
  const page = [
    { userId: 'a', name: 'A' },
    { userId: 'b', name: 'B' },
  ];
  it('finds neighbours on the page and on the adjacent pages', () => {
    expect(neighbours('a', 2, page, [{ userId: 'z', name: 'Z' }], undefined)).toEqual({
      index: 0,
      previous: { userId: 'z', name: 'Z', page: 1 },
      next: { userId: 'b', name: 'B', page: 2 },
    });
    expect(neighbours('b', 2, page, undefined, [{ userId: 'c', name: 'C' }]).next).toEqual({
      userId: 'c',
      name: 'C',
      page: 3,
    });
    expect(neighbours('q', 1, page, undefined, undefined).index).toBe(-1);
  });

  it('keeps the queue filters in the review links', () => {
    const query = queueQueryFrom(new URLSearchParams('status=rejected&district=Ernakulam&page=2'));
    expect(queueSearch(query)).toBe('?status=rejected&district=Ernakulam&page=2');
    expect(queueSearch(queueQueryFrom(new URLSearchParams('')))).toBe('');
  });
});
