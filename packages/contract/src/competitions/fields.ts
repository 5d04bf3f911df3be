import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './field-limits.js';

/**
 * The extra questions of an entry form, as the administrator builds them. Labels are English with an
 * optional Hindi text; the athlete's answers are checked against these definitions by `validateAnswers`.
 */
export const formFieldTypes = [
  'short_text',
  'long_text',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'declaration',
  'file',
  'escort',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** Types whose answer is one of (or some of) the field's options. */
export const choiceFieldTypes = ['single_choice', 'multiple_choice'] as const satisfies FormFieldType[];

export const MAX_FORM_FIELDS = 50;
export const MAX_FIELD_OPTIONS = 50;
export { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './field-limits.js';

/** Text a person writes into a form's definition: safe, trimmed, not empty, at most `max` long. */
export const text = (max: number) =>
  z
    .string()
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
export const optionalText = (max: number) =>
  z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE).trim().max(max, 'validation.tooLong').optional();

/** A key answers are stored under: starts with a letter; letters, digits and underscores. */
export const fieldKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.fieldKey');

export const fieldOption = z.strictObject({
  value: z
    .string()
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
  label: text(200),
  labelHi: optionalText(200),
});
export type FieldOption = z.output<typeof fieldOption>;

/** Show the field only when an earlier field's answer equals (or, for several choices, includes) `equals`. */
export const showIfCondition = z.strictObject({
  field: fieldKey,
  equals: z.union([z.string().max(100), z.number(), z.boolean()]),
});
export type ShowIfCondition = z.output<typeof showIfCondition>;

const base = {
  key: fieldKey,
  label: text(300),
  labelHi: optionalText(300),
  help: optionalText(1000),
  helpHi: optionalText(1000),
  required: z.boolean().default(false),
  showIf: showIfCondition.optional(),
};
const options = z.array(fieldOption).min(1, 'validation.optionsRequired').max(MAX_FIELD_OPTIONS);
const maxLength = (limit: number) => z.number().int().min(1).max(limit).optional();

export const formField = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('short_text'), maxLength: maxLength(SHORT_TEXT_MAX) }),
  z.strictObject({ ...base, type: z.literal('long_text'), maxLength: maxLength(LONG_TEXT_MAX) }),
  z.strictObject({
    ...base,
    type: z.literal('number'),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    integer: z.boolean().default(false),
  }),
  z.strictObject({ ...base, type: z.literal('date') }),
  z.strictObject({ ...base, type: z.literal('single_choice'), options }),
  z.strictObject({ ...base, type: z.literal('multiple_choice'), options }),
  z.strictObject({ ...base, type: z.literal('yes_no') }),
  z.strictObject({ ...base, type: z.literal('declaration') }),
  z.strictObject({ ...base, type: z.literal('file') }),
  z.strictObject({ ...base, type: z.literal('escort') }),
]);
export type FormField = z.output<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;

/** Can `equals` ever be the answer of `target`? (A condition that can never hold hides its field for good.) */
function conditionFits(target: FormField, equals: ShowIfCondition['equals']): boolean {
  switch (target.type) {
    case 'single_choice':
    case 'multiple_choice':
      return typeof equals === 'string' && target.options.some((option) => option.value === equals);
    case 'yes_no':
      return typeof equals === 'boolean';
    case 'number':
      return typeof equals === 'number';
    case 'short_text':
      return typeof equals === 'string' && equals.trim() !== '';
    case 'date':
      return typeof equals === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(equals);
    default:
      // A declaration is always true, and files, escorts and long texts are not compared.
      return false;
  }
}

/**
 * The problems of a list of field definitions beyond each field's own shape, as path → message key:
 * keys are unique, a condition names an earlier field and a value that field can have, a choice's
 * option values are unique, a number's `min` is not above its `max`.
 */
export function formFieldProblems(fields: FormField[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const earlier = new Map<string, FormField>();
  fields.forEach((field, index) => {
    if (earlier.has(field.key)) problems.push({ path: [index, 'key'], message: 'validation.fieldKeyTaken' });
    if (field.showIf) {
      const target = earlier.get(field.showIf.field);
      if (!target) {
        problems.push({ path: [index, 'showIf', 'field'], message: 'validation.showIfEarlier' });
      } else if (!conditionFits(target, field.showIf.equals)) {
        problems.push({ path: [index, 'showIf', 'equals'], message: 'validation.showIfValue' });
      }
    }
    if (field.type === 'single_choice' || field.type === 'multiple_choice') {
      const seen = new Set<string>();
      field.options.forEach((option, optionIndex) => {
        if (seen.has(option.value)) {
          problems.push({
            path: [index, 'options', optionIndex, 'value'],
            message: 'validation.optionTaken',
          });
        }
        seen.add(option.value);
      });
    }
    if (
      field.type === 'number' &&
      field.min !== undefined &&
      field.max !== undefined &&
      field.min > field.max
    ) {
      problems.push({ path: [index, 'max'], message: 'validation.minAboveMax' });
    }
    if (!earlier.has(field.key)) earlier.set(field.key, field);
  });
  return problems;
}

/** The form builder's list of fields, checked as a whole. */
export const formFields = z
  .array(formField)
  .max(MAX_FORM_FIELDS, 'validation.tooMany')
  .superRefine((fields, ctx) => {
    for (const problem of formFieldProblems(fields)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
