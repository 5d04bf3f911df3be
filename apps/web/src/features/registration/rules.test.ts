import { defaultSports } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { emptyPage2, newSportRow } from './form-values';
import { missingItems, needsGuardian, sportClassError, udidYearMismatch } from './rules';
import { validatePage2 } from './validation';

const today = new Date('2026-03-10T06:00:00Z');

describe('guardian rule', () => {
  it('asks for a guardian for an athlete under 18', () => {
    expect(needsGuardian('2010-03-11', false, today)).toBe(true); // 15, birthday tomorrow makes 16
    expect(needsGuardian('2008-03-11', false, today)).toBe(true); // 17 until tomorrow
  });

  it('does not ask for one from the 18th birthday on', () => {
    expect(needsGuardian('2008-03-10', false, today)).toBe(false);
    expect(needsGuardian('1990-01-01', false, today)).toBe(false);
  });

  it('always asks when the athlete has a lawful guardian', () => {
    expect(needsGuardian('1990-01-01', true, today)).toBe(true);
    expect(needsGuardian('', true, today)).toBe(true);
  });

  it('waits for a real date before deciding', () => {
    expect(needsGuardian('', false, today)).toBe(false);
    expect(needsGuardian('2010-02-30', false, today)).toBe(false);
  });
});

describe('UDID birth-year warning', () => {
  const udid = 'KL0120119850012345'; // birth year 1985 in characters 8-11

  it('warns when the year differs from the date of birth', () => {
    expect(udidYearMismatch(udid, '1986-04-02')).toBe(true);
  });

  it('is quiet when the years match, also with spaces, dashes and small letters', () => {
    expect(udidYearMismatch(udid, '1985-12-31')).toBe(false);
    expect(udidYearMismatch('kl01201-1985-0012345', '1985-01-01')).toBe(false);
  });

  it('is quiet until both the UDID and the date are complete', () => {
    expect(udidYearMismatch('KL01201198', '1990-01-01')).toBe(false);
    expect(udidYearMismatch(udid, '')).toBe(false);
  });
});

describe('sport class', () => {
  const row = (sport: string, classStatus: string, sportClass: string) => ({
    sport,
    classStatus,
    sportClass,
  });

  it('accepts classes of the sport, in any case', () => {
    expect(sportClassError(defaultSports, row('athletics', 'confirmed', 'T44'))).toBeNull();
    expect(sportClassError(defaultSports, row('athletics', 'review', 'f46'))).toBeNull();
    expect(sportClassError(defaultSports, row('swimming', 'new', 'SB8'))).toBeNull();
  });

  it('refuses a class of another sport', () => {
    expect(sportClassError(defaultSports, row('athletics', 'confirmed', 'S9'))).toBe('validation.sportClass');
    expect(sportClassError(defaultSports, row('table_tennis', 'confirmed', 'TT12'))).toBe(
      'validation.sportClass',
    );
  });

  it('does not check the class of someone not yet classified', () => {
    expect(sportClassError(defaultSports, row('athletics', 'not_classified', 'XYZ'))).toBeNull();
  });

  it('with the contract schema: a class is required unless not yet classified', () => {
    const values = emptyPage2();
    values.sports = [
      { ...newSportRow(), sport: 'athletics', classStatus: 'confirmed', sportClass: '' },
      { ...newSportRow(), sport: 'athletics', classStatus: 'confirmed', sportClass: 'S9' },
      { ...newSportRow(), sport: 'boccia', classStatus: 'not_classified', sportClass: '' },
    ];
    const errors = validatePage2(values, defaultSports);
    expect(errors['sports.0.sportClass']).toBe('validation.sportClassRequired');
    expect(errors['sports.1.sportClass']).toBe('validation.sportClass');
    expect(errors['sports.2.sportClass']).toBeUndefined();
  });
});

describe('finalize: what is missing', () => {
  it('links pages and documents to their step and upload button', () => {
    expect(missingItems(['page1', 'page2', 'document:photo', 'document:identity_proof', 'page3'])).toEqual([
      { code: 'page1', labelKey: 'registration.missing.page1', step: 0 },
      { code: 'page2', labelKey: 'registration.missing.page2', step: 1 },
      {
        code: 'document:photo',
        labelKey: 'registration.documents.photo.label',
        step: 2,
        target: 'document-photo',
      },
      {
        code: 'document:identity_proof',
        labelKey: 'registration.documents.identity_proof.label',
        step: 2,
        target: 'document-identity_proof',
      },
      { code: 'page3', labelKey: 'registration.missing.page3', step: 2 },
    ]);
  });

  it('sends anything unknown to the last step', () => {
    expect(missingItems(['document:selfie', 'something'])).toEqual([
      { code: 'document:selfie', labelKey: 'registration.missing.other', step: 2 },
      { code: 'something', labelKey: 'registration.missing.other', step: 2 },
    ]);
  });
});
