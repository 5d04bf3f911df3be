import type {
  AdminEntryForm,
  DisciplineGender,
  FormField,
  FormFieldType,
  FormStatus,
  ResultKind,
} from '@para/contract';
import type { EntryFormBody } from '../api';
import { fromIndiaInput, toIndiaInput } from './input-text';

/**
 * The builder's values as the screen holds them (times in India as the date-time inputs write them,
 * money in rupees, blank for "none"), and their conversion to and from the form the server stores.
 */

export interface DisciplineValues {
  /** A key for React only; the discipline's own `key` may be edited. */
  uid: string;
  key: string;
  name: string;
  nameHi: string;
  sport: string;
  gender: DisciplineGender;
  classes: string[];
  minAge: number | string;
  maxAge: number | string;
  capacity: number | string;
  entryStandard: string;
  resultKind: ResultKind;
  /** A discipline's own fee is kept as it is (the builder sets the form's fee only). */
  feePaise: number | null;
}

export interface OptionValues {
  value: string;
  label: string;
  labelHi: string;
}

export interface FieldValues {
  uid: string;
  key: string;
  type: FormFieldType;
  label: string;
  labelHi: string;
  help: string;
  helpHi: string;
  required: boolean;
  options: OptionValues[];
  /** The key of the earlier field this one depends on; blank: always shown. */
  showIfField: string;
  /** The answer it must have, as text ("true"/"false" for yes or no). */
  showIfEquals: string;
  min: number | string;
  max: number | string;
  integer: boolean;
}

export interface BuilderValues {
  title: string;
  titleHi: string;
  eventId: string;
  opensAt: string;
  closesAt: string;
  lateUntil: string;
  lateFee: number | string;
  withdrawUntil: string;
  fee: number | string;
  maxDisciplines: number | string;
  allowUnclassified: boolean;
  status: FormStatus;
  disciplines: DisciplineValues[];
  fields: FieldValues[];
}

let counter = 0;
export const newUid = () => `item-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const blankToNull = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
const rupeesToPaise = (value: number | string): number =>
  value === '' ? 0 : Math.round(Number(value) * 100);
const paiseToRupees = (paise: number): number => paise / 100;
const orBlank = (value: number | null | undefined): number | string => value ?? '';

export const emptyDiscipline = (): DisciplineValues => ({
  uid: newUid(),
  key: '',
  name: '',
  nameHi: '',
  sport: 'athletics',
  gender: 'any',
  classes: [],
  minAge: '',
  maxAge: '',
  capacity: '',
  entryStandard: '',
  resultKind: 'time',
  feePaise: null,
});

export const emptyField = (type: FormFieldType, index: number): FieldValues => ({
  uid: newUid(),
  key: `question${index + 1}`,
  type,
  label: '',
  labelHi: '',
  help: '',
  helpHi: '',
  required: false,
  options:
    type === 'single_choice' || type === 'multiple_choice' ? [{ value: '', label: '', labelHi: '' }] : [],
  showIfField: '',
  showIfEquals: '',
  min: '',
  max: '',
  integer: false,
});

export const emptyValues = (): BuilderValues => ({
  title: '',
  titleHi: '',
  eventId: '',
  opensAt: '',
  closesAt: '',
  lateUntil: '',
  lateFee: 0,
  withdrawUntil: '',
  fee: 0,
  maxDisciplines: '',
  allowUnclassified: false,
  status: 'draft',
  disciplines: [emptyDiscipline()],
  fields: [],
});

function fieldValues(field: FormField): FieldValues {
  return {
    uid: newUid(),
    key: field.key,
    type: field.type,
    label: field.label,
    labelHi: field.labelHi ?? '',
    help: field.help ?? '',
    helpHi: field.helpHi ?? '',
    required: field.required,
    options:
      'options' in field ? field.options.map((option) => ({ ...option, labelHi: option.labelHi ?? '' })) : [],
    showIfField: field.showIf?.field ?? '',
    showIfEquals: field.showIf ? String(field.showIf.equals) : '',
    min: field.type === 'number' ? orBlank(field.min) : '',
    max: field.type === 'number' ? orBlank(field.max) : '',
    integer: field.type === 'number' ? field.integer : false,
  };
}

/** A stored form as the builder edits it. */
export function valuesOf(form: AdminEntryForm): BuilderValues {
  return {
    title: form.title,
    titleHi: form.titleHi ?? '',
    eventId: form.eventId,
    opensAt: toIndiaInput(form.opensAt),
    closesAt: toIndiaInput(form.closesAt),
    lateUntil: toIndiaInput(form.lateUntil),
    lateFee: paiseToRupees(form.lateFeePaise),
    withdrawUntil: toIndiaInput(form.withdrawUntil),
    fee: paiseToRupees(form.feePaise),
    maxDisciplines: orBlank(form.maxDisciplines),
    allowUnclassified: form.allowUnclassified,
    status: form.status,
    disciplines: form.disciplines.map((item) => ({
      uid: newUid(),
      key: item.key,
      name: item.name,
      nameHi: item.nameHi ?? '',
      sport: item.sport,
      gender: item.gender,
      classes: item.classes,
      minAge: orBlank(item.minAge),
      maxAge: orBlank(item.maxAge),
      capacity: orBlank(item.capacity),
      entryStandard: item.entryStandard ?? '',
      resultKind: item.resultKind,
      feePaise: item.feePaise,
    })),
    fields: form.fields.map(fieldValues),
  };
}

/** The condition's answer in the type the field it names answers with. */
function conditionValue(target: FieldValues | undefined, text: string): string | number | boolean {
  if (target?.type === 'yes_no') return text === 'true';
  if (target?.type === 'number' && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/** One field as the contract defines it (not checked here: `entryFormBody` does that). */
export function fieldDefinition(field: FieldValues, all: FieldValues[]): FormField {
  const base = {
    key: field.key.trim(),
    label: field.label,
    labelHi: blankToUndefined(field.labelHi),
    help: blankToUndefined(field.help),
    helpHi: blankToUndefined(field.helpHi),
    required: field.required,
    showIf: field.showIfField
      ? {
          field: field.showIfField,
          equals: conditionValue(
            all.find((other) => other.key === field.showIfField),
            field.showIfEquals,
          ),
        }
      : undefined,
  };
  switch (field.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...base,
        type: field.type,
        options: field.options.map((option) => ({
          value: option.value.trim(),
          label: option.label,
          labelHi: blankToUndefined(option.labelHi),
        })),
      };
    case 'number':
      return {
        ...base,
        type: 'number',
        min: blankToNull(field.min) ?? undefined,
        max: blankToNull(field.max) ?? undefined,
        integer: field.integer,
      };
    default:
      return { ...base, type: field.type } as FormField;
  }
}

/** The whole form as the server takes it. */
export function bodyOf(values: BuilderValues): EntryFormBody {
  return {
    title: values.title,
    titleHi: blankToUndefined(values.titleHi),
    eventId: values.eventId,
    opensAt: fromIndiaInput(values.opensAt),
    closesAt: fromIndiaInput(values.closesAt),
    lateUntil: values.lateUntil ? fromIndiaInput(values.lateUntil) : null,
    lateFeePaise: rupeesToPaise(values.lateFee),
    withdrawUntil: values.withdrawUntil ? fromIndiaInput(values.withdrawUntil) : null,
    feePaise: rupeesToPaise(values.fee),
    maxDisciplines: blankToNull(values.maxDisciplines),
    allowUnclassified: values.allowUnclassified,
    status: values.status,
    disciplines: values.disciplines.map((item) => ({
      key: item.key.trim(),
      name: item.name,
      nameHi: blankToUndefined(item.nameHi),
      sport: item.sport,
      gender: item.gender,
      classes: item.classes,
      minAge: blankToNull(item.minAge),
      maxAge: blankToNull(item.maxAge),
      capacity: blankToNull(item.capacity),
      feePaise: item.feePaise,
      resultKind: item.resultKind,
      entryStandard: blankToUndefined(item.entryStandard),
    })),
    fields: values.fields.map((field) => fieldDefinition(field, values.fields)),
  };
}

/** Where a problem the contract (or the server) names by the body's path sits among the builder's inputs. */
export function valuePath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  const renamed: Record<string, string> = { feePaise: 'fee', lateFeePaise: 'lateFee' };
  if (head === 'fields' && rest[1] === 'showIf') {
    return ['fields', rest[0], rest[2] === 'equals' ? 'showIfEquals' : 'showIfField'].join('.');
  }
  return [renamed[head ?? ''] ?? head, ...rest].join('.');
}
