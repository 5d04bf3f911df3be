import type { APIRequestContext } from '@playwright/test';
import { adminSession } from './athletes.js';
import { approvedAthlete, entryFormByApi, publishedEventOn } from './competitions.js';
import { expect } from './fixtures.js';
import { apiCall } from './registrations.js';

// Results published through the administrators' API, as the results page's upload does.

export const SPRINT = 'Men’s 100 m';
export const JUMP = 'Men’s long jump';

/** Uploads a results file and publishes it (a correction needs its reason). */
export async function publishResults(request: APIRequestContext, formId: string, file: string, reason = '') {
  const token = adminSession().accessToken;
  const uploaded = await request.post('/api/admin/results/import', {
    headers: { 'Access-Token': token },
    multipart: { formId, file: { name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  const body = await uploaded.json();
  expect(uploaded.status(), body.message).toBe(200);
  expect(body.data.errors).toEqual([]);
  return apiCall(request, token, 'post', `/api/admin/results/import/${body.data.importId}/publish`, {
    acknowledgeWarnings: true,
    reason,
  });
}

/** A competition whose results are published and then corrected: three athletes of three districts. */
export async function competitionWithResults(request: APIRequestContext, tag: string) {
  const event = await publishedEventOn(request, `District Open Meet ${tag}`, 30, 31);
  const title = `State Para Athletics ${tag}`;
  const formId = await entryFormByApi(request, {
    title,
    titleHi: `राज्य पैरा एथलेटिक्स ${tag}`,
    eventId: event.id,
    disciplines: [
      {
        key: 'm100',
        name: SPRINT,
        nameHi: 'पुरुष 100 मी',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
      },
      {
        key: 'mlj',
        name: JUMP,
        nameHi: 'पुरुष लंबी कूद',
        sport: 'athletics',
        gender: 'male',
        classes: ['T42-T47'],
        resultKind: 'distance',
      },
    ],
  });
  const people = [
    { name: `Arjun Pillai ${tag}`, district: 'Ernakulam' },
    { name: `Basil Joseph ${tag}`, district: 'Thrissur' },
    { name: `Chandran K ${tag}`, district: 'Kozhikode' },
  ];
  const uids: string[] = [];
  for (const person of people) {
    const athlete = await approvedAthlete(request, person.name, 't44', person.district);
    await apiCall(request, athlete.accessToken, 'post', '/api/forms/submit', {
      formId,
      disciplines: ['m100', 'mlj'],
      answers: {},
    });
    const profile = await apiCall(request, athlete.accessToken, 'get', '/api/user/get-user-profile-data');
    uids.push(profile.uid as string);
  }
  const [a, b, c] = uids;
  await publishResults(
    request,
    formId,
    [
      'discipline,uid,mark,status,wind',
      `m100,${a},11.92,,+1.4`,
      `m100,${b},12.40,,+1.4`,
      `m100,${c},12.05,,+1.4`,
      `mlj,${a},6.10,,`,
      `mlj,${b},5.85,,`,
      `mlj,${c},,DNS,`,
    ].join('\n'),
  );
  // Basil's 100 m is disqualified on protest: a correction, version 2.
  await publishResults(
    request,
    formId,
    [
      'discipline,uid,mark,status,rule,wind',
      `m100,${a},11.92,,,+1.4`,
      `m100,${b},,DQ,17.3.1,+1.4`,
      `m100,${c},12.05,,,+1.4`,
      `mlj,${a},6.10,,,`,
      `mlj,${b},5.85,,,`,
      `mlj,${c},,DNS,,`,
    ].join('\n'),
    'Protest upheld: lane infringement',
  );
  return { formId, title, eventId: event.id, people };
}
