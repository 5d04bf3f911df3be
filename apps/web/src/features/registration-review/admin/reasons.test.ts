import { describe, expect, it } from 'vitest';
import { hasErrors, reasonsBody, validateReasons } from './reasons';

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
