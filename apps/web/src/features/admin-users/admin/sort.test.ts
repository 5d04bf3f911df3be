import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sort';

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
