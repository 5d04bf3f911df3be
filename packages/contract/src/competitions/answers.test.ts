import { describe, expect, it } from 'vitest';
import { shownFieldKeys } from './answer-checks.js';
import { answerErrorFields, validateAnswers } from './answers.js';
import { type FormField, type FormFieldInput, formFields } from './fields.js';

const definition = (fields: FormFieldInput[]): FormField[] => formFields.parse(fields);

const form = definition([
  { key: 'club', label: 'Club', type: 'short_text', required: true, maxLength: 20 },
  { key: 'notes', label: 'Notes', type: 'long_text' },
  { key: 'weight', label: 'Weight', type: 'number', min: 20, max: 200 },
  { key: 'arrival', label: 'Arrival', type: 'date' },
  {
    key: 'tshirt',
    label: 'T-shirt',
    type: 'single_choice',
    required: true,
    options: [
      { value: 'S', label: 'Small' },
      { value: 'M', label: 'Medium' },
    ],
  },
  {
    key: 'meals',
    label: 'Meals',
    type: 'multiple_choice',
    options: [
      { value: 'breakfast', label: 'Breakfast' },
      { value: 'lunch', label: 'Lunch' },
      { value: 'dinner', label: 'Dinner' },
    ],
  },
  { key: 'needsGuide', label: 'Need a guide?', type: 'yes_no', required: true },
  {
    key: 'guide',
    label: 'Guide',
    type: 'escort',
    required: true,
    showIf: { field: 'needsGuide', equals: true },
  },
  { key: 'medical', label: 'Medical certificate', type: 'file' },
  { key: 'rules', label: 'I accept the rules', type: 'declaration' },
]);

const valid = {
  club: '  Kochi Runners ',
  tshirt: 'M',
  needsGuide: true,
  guide: { name: 'Anil Kumar', phone: '98470 12345', relation: 'Brother' },
  rules: true,
};

/** Conditions two deep: the train's number only for a journey by train, the escort for any journey. */
const chain = definition([
  { key: 'travel', label: 'Travelling?', type: 'yes_no' },
  {
    key: 'mode',
    label: 'How?',
    type: 'single_choice',
    showIf: { field: 'travel', equals: true },
    options: [
      { value: 'train', label: 'Train' },
      { value: 'bus', label: 'Bus' },
    ],
  },
  { key: 'escort', label: 'Escort', type: 'escort', showIf: { field: 'travel', equals: true } },
  {
    key: 'trainNumber',
    label: 'Train number',
    type: 'short_text',
    required: true,
    showIf: { field: 'mode', equals: 'train' },
  },
]);

describe('validateAnswers', () => {
  it('accepts sound answers and keeps them cleaned', () => {
    const check = validateAnswers(form, {
      ...valid,
      notes: 'Arrives by train',
      weight: '62.5',
      arrival: '2027-01-09',
      meals: ['dinner', 'breakfast', 'dinner'],
      medical: 'f3a9c2e0-1b2c-4d5e-8f90-123456789abc',
    });
    expect(check.errors).toEqual({});
    expect(check.ok).toBe(true);
    expect(check.values).toEqual({
      club: 'Kochi Runners',
      notes: 'Arrives by train',
      weight: 62.5,
      arrival: '2027-01-09',
      tshirt: 'M',
      meals: ['breakfast', 'dinner'],
      needsGuide: true,
      guide: { name: 'Anil Kumar', phone: '+919847012345', relation: 'Brother' },
      medical: 'f3a9c2e0-1b2c-4d5e-8f90-123456789abc',
      rules: true,
    });
  });

  it('names every required field left blank; a declaration must be confirmed even when not marked required', () => {
    const check = validateAnswers(form, { club: '   ', meals: [] });
    expect(check.ok).toBe(false);
    expect(check.errors).toEqual({
      club: 'validation.required',
      tshirt: 'validation.required',
      needsGuide: 'validation.required',
      rules: 'validation.declaration',
    });
    expect(validateAnswers(form, { ...valid, rules: false }).errors).toEqual({
      rules: 'validation.declaration',
    });
    expect(validateAnswers(form, { ...valid, rules: 'true' }).errors).toEqual({
      rules: 'validation.declaration',
    });
  });

  it('takes "no" as an answer to a required yes/no question', () => {
    const check = validateAnswers(form, { ...valid, needsGuide: false, guide: undefined });
    expect(check.errors).toEqual({});
    expect(check.values.needsGuide).toBe(false);
  });

  it('ignores and drops a field hidden by its condition, however it was answered', () => {
    const check = validateAnswers(form, { ...valid, needsGuide: false, guide: { name: '?' } });
    expect(check.ok).toBe(true);
    expect(check.values).not.toHaveProperty('guide');
    expect(check.shown).not.toContain('guide');
    expect(validateAnswers(form, valid).shown).toContain('guide');
  });

  it('requires a shown escort and checks each of its parts', () => {
    expect(validateAnswers(form, { ...valid, guide: undefined }).errors).toEqual({
      guide: 'validation.required',
    });
    expect(validateAnswers(form, { ...valid, guide: { ...valid.guide, phone: '12345' } }).errors).toEqual({
      'guide.phone': 'validation.phone',
    });
    expect(validateAnswers(form, { ...valid, guide: { ...valid.guide, name: 'A' } }).errors).toEqual({
      'guide.name': 'validation.name',
    });
    expect(validateAnswers(form, { ...valid, guide: 'Anil' }).errors).toEqual({
      guide: 'validation.answerType',
    });
    expect(validateAnswers(form, { ...valid, guide: { ...valid.guide, age: 40 } }).errors).toEqual({
      guide: 'validation.answerType',
    });
  });

  it('hides a field whose condition names a hidden field, and one whose controlling answer is wrong', () => {
    expect(validateAnswers(chain, { travel: true, mode: 'train' }).errors).toEqual({
      trainNumber: 'validation.required',
    });
    const hidden = validateAnswers(chain, { travel: false, mode: 'train', trainNumber: '16301' });
    expect(hidden).toEqual({ ok: true, values: { travel: false }, errors: {}, shown: ['travel'] });
    expect(validateAnswers(chain, { travel: true, mode: 'plane' }).errors).toEqual({
      mode: 'validation.choice',
    });
  });

  it('shows a field conditioned on a multiple choice when the choice includes the value', () => {
    const fields = definition([
      {
        key: 'meals',
        label: 'Meals',
        type: 'multiple_choice',
        options: [
          { value: 'lunch', label: 'L' },
          { value: 'dinner', label: 'D' },
        ],
      },
      {
        key: 'diet',
        label: 'Diet',
        type: 'short_text',
        required: true,
        showIf: { field: 'meals', equals: 'dinner' },
      },
    ]);
    expect(validateAnswers(fields, { meals: ['lunch', 'dinner'] }).errors).toEqual({
      diet: 'validation.required',
    });
    expect(validateAnswers(fields, { meals: ['lunch'] }).errors).toEqual({});
  });

  it('checks types, options, number ranges, text lengths and dates', () => {
    const errors = (answers: Record<string, unknown>) =>
      validateAnswers(form, { ...valid, ...answers }).errors;
    expect(errors({ club: 42 })).toEqual({ club: 'validation.answerType' });
    expect(errors({ club: 'x'.repeat(21) })).toEqual({ club: 'validation.tooLong' });
    expect(errors({ notes: 'x'.repeat(2001) })).toEqual({ notes: 'validation.tooLong' });
    expect(errors({ club: 'Bad\u0007club' })).toEqual({ club: 'validation.badCharacters' });
    expect(errors({ weight: 19.9 })).toEqual({ weight: 'validation.numberRange' });
    expect(errors({ weight: 200 })).toEqual({});
    expect(errors({ weight: 200.5 })).toEqual({ weight: 'validation.numberRange' });
    expect(errors({ weight: 'heavy' })).toEqual({ weight: 'validation.number' });
    expect(errors({ weight: Number.NaN })).toEqual({ weight: 'validation.number' });
    expect(errors({ weight: true })).toEqual({ weight: 'validation.number' });
    expect(errors({ arrival: '2027-02-29' })).toEqual({ arrival: 'validation.date' });
    expect(errors({ arrival: '09/01/2027' })).toEqual({ arrival: 'validation.date' });
    expect(errors({ arrival: '2028-02-29' })).toEqual({});
    expect(errors({ tshirt: 'XL' })).toEqual({ tshirt: 'validation.choice' });
    expect(errors({ tshirt: ['M'] })).toEqual({ tshirt: 'validation.choice' });
    expect(errors({ meals: ['lunch', 'supper'] })).toEqual({ meals: 'validation.choice' });
    expect(errors({ meals: [1] })).toEqual({ meals: 'validation.choice' });
    expect(errors({ needsGuide: 'yes' })).toEqual({ needsGuide: 'validation.answerType' });
    expect(errors({ medical: '../../etc/passwd' })).toEqual({ medical: 'validation.answerType' });
  });

  it('takes a single option value for a multiple choice as a list of one', () => {
    expect(validateAnswers(form, { ...valid, meals: 'lunch' }).values.meals).toEqual(['lunch']);
  });

  it('checks whole numbers when the field asks for them', () => {
    const fields = definition([{ key: 'age', label: 'Age', type: 'number', integer: true, min: 0 }]);
    expect(validateAnswers(fields, { age: 12.5 }).errors).toEqual({ age: 'validation.wholeNumber' });
    expect(validateAnswers(fields, { age: -1 }).errors).toEqual({ age: 'validation.numberRange' });
    expect(validateAnswers(fields, { age: '12' }).values).toEqual({ age: 12 });
  });

  it('drops answers to questions the form does not ask, and reads anything but an object as no answers', () => {
    const check = validateAnswers(form, { ...valid, isAdmin: true, __proto__: { x: 1 } });
    expect(check.ok).toBe(true);
    expect(Object.keys(check.values)).not.toContain('isAdmin');
    for (const answers of [null, undefined, 'text', ['club']]) {
      expect(validateAnswers(form, answers).errors.club).toBe('validation.required');
    }
  });

  it('does not read answers through the prototype', () => {
    const fields = definition([{ key: 'toString', label: 'T', type: 'short_text', required: true }]);
    expect(validateAnswers(fields, {}).errors).toEqual({ toString: 'validation.required' });
  });

  it('accepts anything for a form without fields, keeping nothing', () => {
    expect(validateAnswers([], { a: 1 })).toEqual({ ok: true, values: {}, errors: {}, shown: [] });
  });
});

describe('answerErrorFields', () => {
  it('puts the errors under answers., escort parts included', () => {
    const { errors } = validateAnswers(form, {
      ...valid,
      tshirt: 'XL',
      guide: { ...valid.guide, phone: '1' },
    });
    expect(answerErrorFields(errors)).toEqual({
      'answers.tshirt': 'validation.choice',
      'answers.guide.phone': 'validation.phone',
    });
  });
});

describe('shownFieldKeys', () => {
  it('shows what the full check shows, escorts unchecked, for answers sound and unsound', () => {
    const cases: [FormField[], Record<string, unknown>][] = [
      [form, valid],
      [form, { ...valid, needsGuide: false }],
      [form, { ...valid, guide: { name: 'A', phone: '1', relation: '' } }],
      [form, { ...valid, guide: 'someone' }],
      [form, {}],
      [chain, { travel: true, mode: 'train', escort: { name: 'x' } }],
      [chain, { travel: true, mode: 'plane' }],
      [chain, { travel: 'yes', mode: 'train' }],
      [chain, { travel: false, mode: 'train', trainNumber: '16301' }],
    ];
    for (const [fields, answers] of cases) {
      expect(shownFieldKeys(fields, answers)).toEqual(validateAnswers(fields, answers).shown);
    }
  });

  it('follows a chain of conditions', () => {
    expect(shownFieldKeys(chain, { travel: true, mode: 'train', escort: { name: 'x' } })).toEqual([
      'travel',
      'mode',
      'escort',
      'trainNumber',
    ]);
    expect(shownFieldKeys(chain, { travel: true, mode: 'bus' })).toEqual(['travel', 'mode', 'escort']);
    expect(shownFieldKeys(chain, { mode: 'train' })).toEqual(['travel']);
  });
});
