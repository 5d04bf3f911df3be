import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, directly or wrapped by the query builder', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
    ).toBe(true);
  });

  it('does not hide bugs and bad input as unavailability', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
