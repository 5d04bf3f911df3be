import { describe, expect, it } from 'vitest';
import { neighbours, queueQueryFrom, queueSearch } from './queue-nav';

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
