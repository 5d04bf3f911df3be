// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { captureTypedValues, restoreTypedValues } from './server-markup';

/** A drawn form with one field, and every value its `input` events reported (what React would read). */
function drawnField(drawnValue = '') {
  const root = document.createElement('div');
  root.innerHTML = `<form><input id="name" name="name" value="${drawnValue}"></form>`;
  document.body.append(root);
  const field = root.querySelector('input') as HTMLInputElement;
  const reported: string[] = [];
  field.addEventListener('input', () => reported.push(field.value));
  return { root, field, reported };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what was typed before the app took a drawn page over', () => {
  it('is handed to the form, with the event typing fires, when the take-over set the field back', () => {
    const { root, field, reported } = drawnField();
    field.value = 'Devika';
    const typed = captureTypedValues(root);
    expect(typed.map((value) => value.value)).toEqual(['Devika']);
    field.value = '';
    restoreTypedValues(typed);
    expect(field.value).toBe('Devika');
    expect(reported).toEqual(['Devika']);
  });

  it('gives way to text typed on during the take-over, and tells the form that newer text', () => {
    const { root, field, reported } = drawnField();
    field.value = 'Dev';
    const typed = captureTypedValues(root);
    // The next keys arrive while the app takes over: its own input handling may not have read them.
    field.value = 'Devika';
    restoreTypedValues(typed);
    expect(field.value).toBe('Devika');
    expect(reported).toEqual(['Devika']);
  });

  it('leaves fields nobody changed alone', () => {
    const { root, field, reported } = drawnField('Drawn by the server');
    expect(captureTypedValues(root)).toEqual([]);
    restoreTypedValues(captureTypedValues(root));
    expect(field.value).toBe('Drawn by the server');
    expect(reported).toEqual([]);
  });
});
