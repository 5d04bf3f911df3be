import { describe, expect, it } from 'vitest';
import { type FormFieldInput, formField, formFields } from './fields.js';

/** Path (dot separated) → message of each problem, as the server's `data.fields` would carry them. */
function problems(fields: FormFieldInput[]): Record<string, string> {
  const result = formFields.safeParse(fields);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const tshirt: FormFieldInput = {
  key: 'tshirt',
  label: 'T-shirt size',
  labelHi: 'टी-शर्ट का साइज़',
  type: 'single_choice',
  required: true,
  options: [
    { value: 'S', label: 'Small' },
    { value: 'M', label: 'Medium' },
  ],
};

describe('formField', () => {
  it('takes every type with its own settings, defaulting `required` to false', () => {
    const fields: FormFieldInput[] = [
      { key: 'club', label: 'Club', type: 'short_text', maxLength: 80 },
      { key: 'notes', label: 'Notes', type: 'long_text', help: 'Anything we should know' },
      { key: 'weight', label: 'Body weight (kg)', type: 'number', min: 20, max: 200, integer: false },
      { key: 'arrival', label: 'Arrival day', type: 'date' },
      tshirt,
      {
        key: 'meals',
        label: 'Meals',
        type: 'multiple_choice',
        options: [{ value: 'veg', label: 'Vegetarian' }],
      },
      { key: 'needsGuide', label: 'Do you need a guide?', type: 'yes_no' },
      { key: 'guide', label: 'Guide', type: 'escort', showIf: { field: 'needsGuide', equals: true } },
      { key: 'medical', label: 'Medical certificate', type: 'file' },
      { key: 'rules', label: 'I accept the rules of the competition', type: 'declaration', required: true },
    ];
    const parsed = formFields.parse(fields);
    expect(parsed.map((field) => field.type)).toEqual(fields.map((field) => field.type));
    expect(parsed[0]?.required).toBe(false);
    expect(parsed[4]?.required).toBe(true);
  });

  it('refuses an unknown type, a bad key, a missing label and settings of another type', () => {
    expect(formField.safeParse({ key: 'a', label: 'A', type: 'colour' }).success).toBe(false);
    const badKey = formField.safeParse({ key: '1st', label: 'A', type: 'short_text' });
    expect(badKey.error?.issues[0]?.message).toBe('validation.fieldKey');
    expect(formField.safeParse({ key: 'has space', label: 'A', type: 'short_text' }).success).toBe(false);
    const noLabel = formField.safeParse({ key: 'a', label: '  ', type: 'short_text' });
    expect(noLabel.error?.issues[0]?.message).toBe('validation.required');
    expect(formField.safeParse({ key: 'a', label: 'A', type: 'short_text', options: [] }).success).toBe(
      false,
    );
    expect(formField.safeParse({ key: 'a', label: 'A', type: 'date', min: 1 }).success).toBe(false);
  });

  it('refuses a choice without options, with the options named', () => {
    const result = formField.safeParse({ key: 'size', label: 'Size', type: 'single_choice', options: [] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['options'],
      message: 'validation.optionsRequired',
    });
    expect(formField.safeParse({ key: 'size', label: 'Size', type: 'multiple_choice' }).success).toBe(false);
  });

  it('refuses control characters in labels', () => {
    const result = formField.safeParse({ key: 'a', label: 'Na\u0000me', type: 'short_text' });
    expect(result.error?.issues[0]?.message).toBe('validation.badCharacters');
  });
});

describe('formFields as a whole', () => {
  it('accepts a sound list', () => {
    expect(
      problems([
        tshirt,
        { key: 'sizeNote', label: 'Note', type: 'short_text', showIf: { field: 'tshirt', equals: 'M' } },
      ]),
    ).toEqual({});
  });

  it('refuses a key used twice, naming the second', () => {
    expect(problems([tshirt, { ...tshirt, label: 'Again' }])).toEqual({
      '1.key': 'validation.fieldKeyTaken',
    });
  });

  it('refuses a condition on a later field, on itself or on no field', () => {
    const later: FormFieldInput[] = [
      { key: 'guide', label: 'Guide', type: 'escort', showIf: { field: 'needsGuide', equals: true } },
      { key: 'needsGuide', label: 'Need a guide?', type: 'yes_no' },
    ];
    expect(problems(later)).toEqual({ '0.showIf.field': 'validation.showIfEarlier' });
    const self: FormFieldInput = {
      key: 'x',
      label: 'X',
      type: 'yes_no',
      showIf: { field: 'x', equals: true },
    };
    expect(problems([self])).toEqual({ '0.showIf.field': 'validation.showIfEarlier' });
    const nowhere: FormFieldInput = {
      key: 'x',
      label: 'X',
      type: 'yes_no',
      showIf: { field: 'ghost', equals: true },
    };
    expect(problems([nowhere])).toEqual({ '0.showIf.field': 'validation.showIfEarlier' });
  });

  it('refuses a condition its field can never meet', () => {
    const on = (equals: string | number | boolean, target: FormFieldInput): Record<string, string> =>
      problems([
        target,
        { key: 'later', label: 'Later', type: 'short_text', showIf: { field: target.key, equals } },
      ]);
    expect(on('XL', tshirt)).toEqual({ '1.showIf.equals': 'validation.showIfValue' });
    expect(on('M', tshirt)).toEqual({});
    expect(on('yes', { key: 'q', label: 'Q', type: 'yes_no' })).toEqual({
      '1.showIf.equals': 'validation.showIfValue',
    });
    expect(on(false, { key: 'q', label: 'Q', type: 'yes_no' })).toEqual({});
    expect(on('5', { key: 'n', label: 'N', type: 'number' })).toEqual({
      '1.showIf.equals': 'validation.showIfValue',
    });
    expect(on(5, { key: 'n', label: 'N', type: 'number' })).toEqual({});
    expect(on(true, { key: 'd', label: 'D', type: 'declaration' })).toEqual({
      '1.showIf.equals': 'validation.showIfValue',
    });
    expect(on('x', { key: 'f', label: 'F', type: 'file' })).toEqual({
      '1.showIf.equals': 'validation.showIfValue',
    });
    expect(on('2027-01-10', { key: 'd', label: 'D', type: 'date' })).toEqual({});
    expect(on('soon', { key: 'd', label: 'D', type: 'date' })).toEqual({
      '1.showIf.equals': 'validation.showIfValue',
    });
  });

  it('refuses an option value used twice and a number range upside down', () => {
    const twice: FormFieldInput = {
      key: 'size',
      label: 'Size',
      type: 'multiple_choice',
      options: [
        { value: 'M', label: 'Medium' },
        { value: 'M', label: 'Also medium' },
      ],
    };
    expect(problems([twice])).toEqual({ '0.options.1.value': 'validation.optionTaken' });
    expect(problems([{ key: 'n', label: 'N', type: 'number', min: 10, max: 5 }])).toEqual({
      '0.max': 'validation.minAboveMax',
    });
    expect(problems([{ key: 'n', label: 'N', type: 'number', min: 5, max: 5 }])).toEqual({});
  });

  it('refuses more than fifty fields', () => {
    const many = Array.from(
      { length: 51 },
      (_, i): FormFieldInput => ({ key: `f${i}`, label: 'F', type: 'yes_no' }),
    );
    expect(formFields.safeParse(many).success).toBe(false);
    expect(formFields.safeParse(many.slice(0, 50)).success).toBe(true);
  });
});
