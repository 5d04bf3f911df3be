import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { changedFields, fieldLabel, fieldValue } from './registration-changes';

const t = i18n.t.bind(i18n);

describe('changed fields of an administrator edit', () => {
  it('names each changed leaf, inside objects and lists', () => {
    const before = {
      fullName: 'Kavya Menon',
      address: { city: 'Aluva', pinCode: '683101' },
      sports: [{ sport: 'athletics', sportClass: 'T44' }],
    };
    const after = {
      fullName: 'Kavya Menon',
      address: { city: 'Kochi', pinCode: '683101' },
      sports: [
        { sport: 'athletics', sportClass: 'T43' },
        { sport: 'swimming', sportClass: 'S9' },
      ],
    };
    expect(changedFields(before, after)).toEqual([
      { path: 'address.city', from: 'Aluva', to: 'Kochi' },
      { path: 'sports.0.sportClass', from: 'T44', to: 'T43' },
      { path: 'sports.1.sport', from: undefined, to: 'swimming' },
      { path: 'sports.1.sportClass', from: undefined, to: 'S9' },
    ]);
  });

  it('treats a missing optional text and an empty one as the same', () => {
    expect(changedFields({ line2: undefined }, { line2: '' })).toEqual([]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('lists every field of a section that appears', () => {
    expect(
      changedFields({ hasLawfulGuardian: false }, { hasLawfulGuardian: true, guardian: { name: 'Ravi' } }),
    ).toEqual([
      { path: 'hasLawfulGuardian', from: false, to: true },
      { path: 'guardian.name', from: undefined, to: 'Ravi' },
    ]);
  });

  it('labels fields with the registration form labels and shows values as words', () => {
    expect(fieldLabel(t, 'address.city')).toBe('City, town or village');
    expect(fieldLabel(t, 'sports.1.sportClass')).toBe('Sport 2 › Sport class');
    expect(fieldLabel(t, 'something.else')).toBe('something.else');
    expect(fieldValue(t, 'gender', 'female')).toBe('Female');
    expect(fieldValue(t, 'hasLawfulGuardian', true)).toBe('Yes');
    expect(fieldValue(t, 'address.line2', '')).toBe('(empty)');
    expect(fieldValue(t, 'sports.0.sport', 'athletics', { athletics: 'Para athletics' })).toBe(
      'Para athletics',
    );
    expect(fieldValue(t, 'certificate.kind', 'udid')).toBe('UDID card (Unique Disability ID)');
  });
});
