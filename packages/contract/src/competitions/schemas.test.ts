import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '../shared/route-def.js';
import { adminFormsQuery, athleteForm, submissionsQuery, submitEntryBody } from './entries.js';
import { competitionRoutes } from './routes.js';
import { type EntryFormBodyInput, entryForm, entryFormBody, entryFormPatch } from './schemas.js';

const sprint = {
  key: 'm100-t44',
  name: "Men's 100 m",
  sport: 'athletics',
  gender: 'male' as const,
  classes: ['t42-t47', 'T61-T64'],
  minAge: 14,
  maxAge: null,
  capacity: 16,
};
const body: EntryFormBodyInput = {
  title: 'State Para Athletics Championship 2027',
  eventId: '0b9f3a52-7c1d-4e8a-9a52-3c7f2d1e4b60',
  opensAt: '2026-12-01T00:00:00+05:30',
  closesAt: '2027-01-10T23:59:59+05:30',
  feePaise: 30_000,
  disciplines: [sprint],
  fields: [{ key: 'tshirt', label: 'T-shirt size', type: 'short_text' }],
};

function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('entryFormBody', () => {
  it('takes a form and fills in what was left out', () => {
    const form = entryFormBody.parse(body);
    expect(form).toMatchObject({
      status: 'draft',
      lateUntil: null,
      lateFeePaise: 0,
      withdrawUntil: null,
      maxDisciplines: null,
      allowUnclassified: false,
    });
    expect(form.disciplines[0]).toMatchObject({
      classes: ['T42-T47', 'T61-T64'],
      capacity: 16,
      feePaise: null,
      resultKind: 'time',
    });
  });

  it('takes late entries with their fee, a withdrawal limit and the other result kinds', () => {
    const form = entryFormBody.parse({
      ...body,
      status: 'open',
      lateUntil: '2027-01-15T23:59:59+05:30',
      lateFeePaise: 10_000,
      withdrawUntil: '2027-01-05T23:59:59Z',
      maxDisciplines: 3,
      disciplines: [{ ...sprint, key: 'shot', resultKind: 'distance', entryStandard: '8.50', feePaise: 0 }],
    });
    expect(form.disciplines[0]).toMatchObject({ resultKind: 'distance', entryStandard: '8.50', feePaise: 0 });
  });

  it('refuses times without an offset, fees in rupees with paise fractions and negative fees', () => {
    expect(problems(entryFormBody, { ...body, opensAt: '2026-12-01 10:00' })).toEqual({
      opensAt: 'validation.dateTime',
    });
    // A browser's date-time input gives local time without an offset: which moment it means is unknown.
    expect(problems(entryFormBody, { ...body, opensAt: '2026-12-01T10:00:00' })).toEqual({
      opensAt: 'validation.dateTime',
    });
    expect(problems(entryFormBody, { ...body, feePaise: 300.5 })).toEqual({ feePaise: 'validation.amount' });
    expect(problems(entryFormBody, { ...body, feePaise: -1 })).toEqual({ feePaise: 'validation.amount' });
    expect(problems(entryFormBody, { ...body, feePaise: '300' })).toEqual({ feePaise: 'validation.amount' });
  });

  it('refuses windows that do not run forwards, and a late fee with no late entries', () => {
    expect(problems(entryFormBody, { ...body, closesAt: body.opensAt })).toEqual({
      closesAt: 'validation.closesBeforeOpens',
    });
    expect(problems(entryFormBody, { ...body, lateUntil: '2027-01-10T23:59:59+05:30' })).toEqual({
      lateUntil: 'validation.lateBeforeClose',
    });
    expect(problems(entryFormBody, { ...body, lateFeePaise: 5000 })).toEqual({
      lateFeePaise: 'validation.lateFeeWithoutLate',
    });
    expect(problems(entryFormBody, { ...body, withdrawUntil: '2026-11-01T00:00:00Z' })).toEqual({
      withdrawUntil: 'validation.withdrawBeforeOpens',
    });
  });

  it('compares times across offsets as instants', () => {
    // 10:00 in India is 04:30 UTC: closing at 05:00 UTC is after opening.
    expect(
      problems(entryFormBody, {
        ...body,
        opensAt: '2027-01-01T10:00:00+05:30',
        closesAt: '2027-01-01T05:00:00Z',
      }),
    ).toEqual({});
    expect(
      problems(entryFormBody, {
        ...body,
        opensAt: '2027-01-01T10:00:00+05:30',
        closesAt: '2027-01-01T04:00:00Z',
      }),
    ).toEqual({
      closesAt: 'validation.closesBeforeOpens',
    });
  });

  it('refuses disciplines with the same key, and an open form without disciplines', () => {
    expect(problems(entryFormBody, { ...body, disciplines: [sprint, { ...sprint, name: 'Again' }] })).toEqual(
      {
        'disciplines.1.key': 'validation.disciplineKeyTaken',
      },
    );
    expect(problems(entryFormBody, { ...body, status: 'open', disciplines: [] })).toEqual({
      disciplines: 'validation.disciplinesRequired',
    });
    expect(problems(entryFormBody, { ...body, status: 'draft', disciplines: [] })).toEqual({});
  });

  it("names the discipline's part at fault", () => {
    const discipline = (changes: object) =>
      problems(entryFormBody, { ...body, disciplines: [{ ...sprint, ...changes }] });
    expect(discipline({ classes: ['T42-F47'] })).toEqual({
      'disciplines.0.classes.0': 'validation.classRangePrefix',
    });
    expect(discipline({ minAge: 20, maxAge: 18 })).toEqual({ 'disciplines.0.maxAge': 'validation.ageRange' });
    expect(discipline({ capacity: 0 })).toEqual({ 'disciplines.0.capacity': 'validation.capacity' });
    expect(discipline({ key: 'Men 100' })).toEqual({ 'disciplines.0.key': 'validation.disciplineKey' });
    expect(discipline({ gender: 'mixed' })).toEqual({ 'disciplines.0.gender': 'validation.required' });
    expect(discipline({ resultKind: 'speed' })).toHaveProperty(['disciplines.0.resultKind']);
    expect(discipline({ minAge: 12.5 })).toEqual({ 'disciplines.0.minAge': 'validation.age' });
  });

  it('checks the form builder fields too', () => {
    const fields = [
      { key: 'a', label: 'A', type: 'yes_no' },
      { key: 'a', label: 'B', type: 'yes_no' },
    ];
    expect(problems(entryFormBody, { ...body, fields })).toEqual({
      'fields.1.key': 'validation.fieldKeyTaken',
    });
  });

  it('refuses parts it does not know', () => {
    expect(entryFormBody.safeParse({ ...body, isAdmin: true }).success).toBe(false);
  });
});

describe('entryFormPatch', () => {
  it('takes any part and fills in nothing', () => {
    expect(entryFormPatch.parse({ status: 'open' })).toEqual({ status: 'open' });
    expect(entryFormPatch.parse({})).toEqual({});
    expect(entryFormPatch.parse({ lateUntil: null })).toEqual({ lateUntil: null });
  });

  it('checks what it can of the parts sent', () => {
    expect(
      problems(entryFormPatch, { opensAt: '2027-01-02T00:00:00Z', closesAt: '2027-01-01T00:00:00Z' }),
    ).toEqual({
      closesAt: 'validation.closesBeforeOpens',
    });
    expect(problems(entryFormPatch, { disciplines: [sprint, sprint] })).toEqual({
      'disciplines.1.key': 'validation.disciplineKeyTaken',
    });
    expect(problems(entryFormPatch, { feePaise: -5 })).toEqual({ feePaise: 'validation.amount' });
    expect(entryFormPatch.safeParse({ version: 3 }).success).toBe(false);
  });
});

describe('stored and athlete forms', () => {
  it('read a stored form back', () => {
    const stored = {
      ...entryFormBody.parse(body),
      _id: 'f1',
      version: 2,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    expect(entryForm.parse(stored)).toEqual(stored);
  });

  it("give each of an athlete's disciplines its eligibility", () => {
    const stored = entryFormBody.parse(body);
    const view = {
      ...stored,
      _id: 'f1',
      version: 1,
      updatedAt: '2026-11-21T10:00:00.000Z',
      phase: 'open',
      competitionFirstDay: '2027-02-01',
      eventTitle: 'State championship',
      myEntryId: null,
      disciplines: stored.disciplines.map((item) => ({
        ...item,
        eligible: false,
        reason: 'AGE_NOT_ELIGIBLE',
        placesLeft: 4,
        waitlist: false,
      })),
    };
    expect(athleteForm.parse(view).disciplines[0]?.reason).toBe('AGE_NOT_ELIGIBLE');
    const wrongReason = { ...view, disciplines: [{ ...view.disciplines[0], reason: 'Too old' }] };
    expect(athleteForm.safeParse(wrongReason).success).toBe(false);
  });
});

describe('submitEntryBody', () => {
  const submit = {
    formId: '0b9f3a52-7c1d-4e8a-9a52-3c7f2d1e4b60',
    disciplines: ['m100-t44'],
    answers: { tshirt: 'M' },
  };

  it('takes a form, disciplines and answers', () => {
    expect(submitEntryBody.parse(submit)).toEqual(submit);
    expect(submitEntryBody.parse({ ...submit, answers: undefined }).answers).toEqual({});
  });

  it('refuses no discipline, one twice, and a bad form id', () => {
    expect(problems(submitEntryBody, { ...submit, disciplines: [] })).toEqual({
      disciplines: 'validation.disciplinesRequired',
    });
    expect(problems(submitEntryBody, { ...submit, disciplines: ['a', 'a'] })).toEqual({
      disciplines: 'validation.disciplineTwice',
    });
    expect(problems(submitEntryBody, { ...submit, formId: 'abc' })).toEqual({
      formId: 'validation.required',
    });
  });
});

describe('list queries', () => {
  it('read paging from the query string and need the form of the entries', () => {
    expect(adminFormsQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 25 });
    expect(adminFormsQuery.parse({ when: 'past' })).toMatchObject({ when: 'past' });
    expect(adminFormsQuery.safeParse({ when: 'soon' }).success).toBe(false);
    expect(submissionsQuery.safeParse({}).success).toBe(false);
    expect(
      submissionsQuery.parse({ formId: body.eventId, status: 'confirmed', discipline: 'm100-t44' }),
    ).toMatchObject({
      status: 'confirmed',
      page: 1,
    });
  });
});

describe('competition routes', () => {
  const table: [string, RouteDef][] = Object.entries(competitionRoutes);

  it('cover the calls of entry forms and entries', () => {
    const calls = table.map(([, route]) => `${route.method} ${route.path}`).sort();
    expect(calls).toEqual(
      [
        'POST /api/admin/forms',
        'GET /api/admin/forms',
        'GET /api/admin/forms/:formId',
        'PATCH /api/admin/forms/:formId',
        'GET /api/forms',
        'GET /api/forms/:formId',
        'GET /api/profile',
        'POST /api/forms/:formId/files',
        'GET /api/forms/files/:fileId',
        'POST /api/forms/submit',
        'POST /api/forms/submissions/:id/payment',
        'POST /api/forms/verify-payment',
        'GET /api/forms/my-submissions',
        'GET /api/forms/submissions/:id',
        'GET /api/forms/submissions',
        'POST /api/forms/submissions/:id/withdraw',
        'POST /api/admin/forms/submissions/:id/offline-payment',
        'GET /api/admin/forms/:formId/start-list',
      ].sort(),
    );
  });

  it.each(table)(
    '%s: its schemas can be written as JSON Schema (for the OpenAPI document)',
    (_key, route) => {
      for (const schema of [route.body, route.query, route.params]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      expect(() => z.toJSONSchema(route.data, { io: 'output' })).not.toThrow();
    },
  );

  it('each path parameter has its schema', () => {
    for (const [key, route] of table) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const params = route.params ? Object.keys((route.params as z.ZodObject).shape) : [];
      expect(params, key).toEqual(names);
    }
  });
});
