import { entryFormBody } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { storedForm } from '../test/fixtures';
import { bodyOf, emptyField, valuePath, valuesOf } from './form-values';
import { fromIndiaInput, keyFrom, toIndiaInput } from './input-text';
import { builderErrors } from './validate';

describe("the builder's values", () => {
  it('shows instants in India and sends them back with the offset', () => {
    expect(toIndiaInput('2027-01-01T20:00:00.000Z')).toBe('2027-01-02T01:30');
    expect(fromIndiaInput('2027-01-02T01:30')).toBe('2027-01-02T01:30:00+05:30');
    expect(new Date(fromIndiaInput(toIndiaInput('2027-01-01T20:00:00.000Z'))).toISOString()).toBe(
      '2027-01-01T20:00:00.000Z',
    );
    expect(toIndiaInput(null)).toBe('');
  });

  it('suggests keys from names', () => {
    expect(keyFrom("Men's 100 m")).toBe('mens-100-m');
    expect(keyFrom('  T-shirt size! ')).toBe('t-shirt-size');
  });

  it('turns a stored form into values and back without change', () => {
    const stored = storedForm({
      fields: [
        { key: 'guide', type: 'yes_no', label: 'Guide?', required: true },
        {
          key: 'name',
          type: 'short_text',
          label: 'Name',
          required: false,
          showIf: { field: 'guide', equals: true },
        },
      ],
    });
    const body = bodyOf(valuesOf(stored));
    expect(body.feePaise).toBe(50_000);
    expect(body.fields?.[1]?.showIf).toEqual({ field: 'guide', equals: true });
    expect(entryFormBody.parse(body).disciplines.map((item) => item.key)).toEqual(['men-100m', 'women-shot']);
    expect(body.opensAt && new Date(body.opensAt).toISOString()).toBe(stored.opensAt);
  });

  it('names problems by the inputs they are about', () => {
    expect(valuePath(['feePaise'])).toBe('fee');
    expect(valuePath(['disciplines', 0, 'key'])).toBe('disciplines.0.key');
    expect(valuePath(['fields', 2, 'showIf', 'equals'])).toBe('fields.2.showIfEquals');
    const values = valuesOf(storedForm());
    values.closesAt = values.opensAt;
    values.disciplines[1]!.key = 'men-100m';
    values.fields.push({ ...emptyField('single_choice', 0), label: 'Size' });
    expect(builderErrors(values)).toMatchObject({
      closesAt: 'validation.closesBeforeOpens',
      'disciplines.1.key': 'validation.disciplineKeyTaken',
      'fields.0.options.0.value': 'validation.required',
    });
  });
});
