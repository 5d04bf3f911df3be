// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearEntryDraft, readEntryDraft, writeEntryDraft } from './draft';

afterEach(() => sessionStorage.clear());

describe('the entry form draft', () => {
  it('gives back what was picked and typed, to the same athlete only', () => {
    writeEntryDraft('f1', { userId: 'u1', disciplines: ['m100'], answers: { tshirt: 'M' } });
    expect(readEntryDraft('f1', 'u1')).toEqual({
      userId: 'u1',
      disciplines: ['m100'],
      answers: { tshirt: 'M' },
    });
    expect(readEntryDraft('f1', 'u2')).toBeNull();
    expect(readEntryDraft('f2', 'u1')).toBeNull();
    clearEntryDraft('f1');
    expect(readEntryDraft('f1', 'u1')).toBeNull();
  });

  it('ignores a draft that is not one', () => {
    sessionStorage.setItem('entryDraft:f1', '{not json');
    expect(readEntryDraft('f1', 'u1')).toBeNull();
    sessionStorage.setItem(
      'entryDraft:f1',
      JSON.stringify({ userId: 'u1', disciplines: 'm100', answers: [] }),
    );
    expect(readEntryDraft('f1', 'u1')).toEqual({ userId: 'u1', disciplines: [], answers: {} });
  });
});
