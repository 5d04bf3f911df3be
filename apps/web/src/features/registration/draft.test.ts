// @vitest-environment happy-dom
import type { RegistrationData } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { readDraft, startingPoint, writeDraft } from './draft';
import { emptyPage1, emptyPage2 } from './form-values';

const prefill = { name: 'Anjali Das', phone: '+919847012345' };

const savedPage1 = {
  fullName: 'Anjali Das',
  parentName: 'Suresh Das',
  dateOfBirth: '1999-05-04',
  gender: 'female',
  bloodGroup: 'O+',
  mobile: '+919847012345',
  address: { line1: 'Rose Villa, MG Road', city: 'Kochi', district: 'Ernakulam', pinCode: '682016' },
  emergencyContact: { name: 'Suresh Das', relation: 'Father', phone: '+919847000000' },
  hasLawfulGuardian: false,
} as RegistrationData['page1'];

describe('registration draft', () => {
  it('is stored under regFromData and read back for the same user only', () => {
    const page1 = { ...emptyPage1(prefill), parentName: 'Typed before reload' };
    writeDraft({ userId: 'u1', step: 0, page1 });
    expect(JSON.parse(localStorage.getItem('regFromData') ?? '{}').page1.parentName).toBe(
      'Typed before reload',
    );
    expect(readDraft('u1')?.page1?.parentName).toBe('Typed before reload');
    expect(readDraft('someone-else')).toBeNull();
  });

  it('survives a broken or hand-edited draft', () => {
    localStorage.setItem('regFromData', '{not json');
    expect(readDraft('u1')).toBeNull();
    localStorage.setItem(
      'regFromData',
      JSON.stringify({ userId: 'u1', step: 7, page1: { fullName: 42, city: 'x' } }),
    );
    const start = startingPoint(null, readDraft('u1'), prefill);
    expect(start.step).toBe(0);
    expect(start.page1.fullName).toBe('Anjali Das');
  });

  it('prefills name and mobile from the session when nothing is saved', () => {
    const start = startingPoint(null, null, prefill);
    expect(start.page1.fullName).toBe('Anjali Das');
    expect(start.page1.mobile).toBe('9847012345');
    expect(start.step).toBe(0);
  });

  it('lets the server win for saved pages and the draft fill the rest, on the step left', () => {
    const page2 = { ...emptyPage2(), coachName: 'Unsaved coach', disabilityPercentage: 60 };
    const draft = {
      userId: 'u1',
      step: 1 as const,
      page1: { ...emptyPage1(prefill), parentName: 'Stale draft value' },
      page2,
    };
    const saved = { page1: savedPage1, page2: null, page3: null };
    const start = startingPoint(saved, draft, prefill);
    expect(start.page1.parentName).toBe('Suresh Das');
    expect(start.page1.mobile).toBe('9847012345');
    expect(start.page2.coachName).toBe('Unsaved coach');
    expect(start.page2.disabilityPercentage).toBe(60);
    expect(start.step).toBe(1);
  });

  it('never starts past the first page the server does not have', () => {
    const start = startingPoint(
      { page1: null, page2: null, page3: null },
      { userId: 'u1', step: 2 },
      prefill,
    );
    expect(start.step).toBe(0);
  });
});
