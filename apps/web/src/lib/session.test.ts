// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionRecord } from '../test/fakes';
import { emptySession, isLoggedIn, SESSION_KEY, session, useSession } from './session';

const record = sessionRecord({ accessToken: 'token-1', registrationCompleted: true });

beforeEach(() => {
  localStorage.clear();
  session.reload();
});

describe('session store', () => {
  it('starts empty and logged out', () => {
    expect(session.get()).toEqual({
      _id: '',
      name: '',
      phone: '',
      email: '',
      emailVerified: false,
      phoneVerified: false,
      accessToken: '',
      isAdmin: false,
      districts: [],
      registrationApproved: false,
      registrationCompleted: false,
      registrationPaymentCompleted: false,
      profilePhoto: '',
      uid: '',
    });
    expect(isLoggedIn()).toBe(false);
  });

  it('reads a record stored before district secretaries as no districts, and keeps only a list of names', () => {
    const { districts: _none, ...older } = { ...emptySession, accessToken: 'tok', name: 'Old Record' };
    localStorage.setItem('userinfo', JSON.stringify(older));
    session.reload();
    expect(session.get()).toMatchObject({ name: 'Old Record', districts: [] });
    localStorage.setItem('userinfo', JSON.stringify({ ...older, districts: ['Thrissur', 7] }));
    session.reload();
    expect(session.get().districts).toEqual([]);
    localStorage.setItem('userinfo', JSON.stringify({ ...older, districts: ['Thrissur'] }));
    session.reload();
    expect(session.get().districts).toEqual(['Thrissur']);
  });

  it('stores the record under "userinfo" and merges later changes', () => {
    session.set(record);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toEqual(record);
    expect(isLoggedIn()).toBe(true);

    session.set({ registrationPaymentCompleted: true, name: 'Asha K. Devi' });
    expect(session.get()).toEqual({ ...record, registrationPaymentCompleted: true, name: 'Asha K. Devi' });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}').registrationPaymentCompleted).toBe(true);
  });

  it('resets to the defaults and forgets the stored record', () => {
    session.set(record);
    session.reset();
    expect(session.get()).toEqual(emptySession);
    expect(localStorage.getItem('userinfo')).toBeNull();
  });

  it('reads what is stored, ignoring unknown fields and wrong types', () => {
    localStorage.setItem('userinfo', JSON.stringify({ ...record, isAdmin: 'yes', extra: 1 }));
    session.reload();
    expect(session.get()).toEqual({ ...record, isAdmin: false });
    expect(session.get()).not.toHaveProperty('extra');
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('userinfo', '{not json');
    session.reload();
    expect(session.get()).toEqual(emptySession);
  });

  it('re-renders subscribers on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.accessToken).toBe('');
    act(() => session.set({ accessToken: 'abc' }));
    expect(result.current.accessToken).toBe('abc');
    act(() => session.reset());
    expect(result.current.accessToken).toBe('');
  });

  it('tells nobody when what is set is what it already holds: the profile refreshed on every load re-renders no page', () => {
    session.set(record);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSession();
    });
    const before = result.current;
    act(() => session.set({ ...record, districts: [...record.districts] }));
    expect(renders).toBe(1);
    expect(result.current).toBe(before);
    act(() => session.set({ name: `${record.name} Kumari` }));
    expect(renders).toBe(2);
    expect(result.current.name).toBe(`${record.name} Kumari`);
    act(() => session.set({ districts: [...record.districts, 'Thrissur'] }));
    expect(renders).toBe(3);
  });
});
