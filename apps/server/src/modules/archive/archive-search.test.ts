import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { adminToken } from '../competitions/test-support.js';
import { csv } from '../results/test-support.js';
import { athleteWithUid, fixture, publishedPast } from './test-support.js';

// The archive's search on the server: by athlete (name or UID), sport class and year, paged, with each
// competition's disciplines, medals, records set there and the searched athletes' results.
let t: TestContext;
let asha: Awaited<ReturnType<typeof athleteWithUid>>;
let bina: Awaited<ReturnType<typeof athleteWithUid>>;
let meet2019: string;
let meet2021: string;
let meet2023: string;

beforeAll(async () => {
  t = await createTestContext();
  const admin = await adminToken(t);
  asha = await athleteWithUid(t, 'ARCH1900001', { name: 'Asha Menon', district: 'Ernakulam' });
  bina = await athleteWithUid(t, 'ARCH1900002', { name: 'Bina Thomas', district: 'Thrissur' });
  await athleteWithUid(t, 'ARCH1900003', {
    name: 'Chitra Nair',
    district: 'Kollam',
    sports: [{ sport: 'athletics', sportClass: 'T46', classStatus: 'confirmed' }],
  });
  meet2019 = await publishedPast(t, admin, {}, fixture('state-meet-2019.csv'));
  meet2021 = await publishedPast(
    t,
    admin,
    { title: 'State Meet 2021', titleHi: 'राज्य मीट 2021', startDate: '2021-03-05', endDate: '2021-03-06' },
    csv(['discipline,uid,mark,wind', 'w100,ARCH1900002,13.20,+0.4']),
  );
  meet2023 = await publishedPast(
    t,
    admin,
    { title: 'State Meet 2023', startDate: '2023-12-30', endDate: '2024-01-02' },
    csv(['discipline,uid,mark', 'wlj,ARCH1900003,4.40']),
  );
});
afterAll(() => t.close());

const search = async (query: string, token = asha.token) => {
  const answer = await t.call({ method: 'GET', url: `/api/archive${query}`, token });
  return answer;
};
const ids = async (query: string) => {
  const answer = await search(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items.map((item: { formId: string }) => item.formId);
};

describe('the archive of past competitions', () => {
  it('lists every competition with published results, newest first, with disciplines, medals and records set', async () => {
    const answer = await search('');
    expect(answer.body.data).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(answer.body.data.items.map((item: { formId: string }) => item.formId)).toEqual([
      meet2023,
      meet2021,
      meet2019,
    ]);
    const oldest = answer.body.data.items[2];
    expect(oldest).toMatchObject({
      title: 'State Para Athletics Meet',
      archive: true,
      startDate: '2019-02-10',
      disciplines: [
        { key: 'w100', name: "Women's 100 m", results: 3 },
        { key: 'wlj', name: "Women's long jump", results: 2 },
      ],
      medals: [
        { district: 'Ernakulam', gold: 2, silver: 0, bronze: 0, total: 2 },
        { district: 'Thrissur', gold: 0, silver: 1, bronze: 0, total: 1 },
        { district: 'Kollam', gold: 0, silver: 0, bronze: 1, total: 1 },
      ],
      matches: [],
      matchCount: 0,
    });
    // The first marks of each discipline and class set the records (2021's 13.20 beat nothing of 2019's 13.10).
    expect(
      oldest.records.map(
        (record: { discipline: string; sportClass: string; athleteName: string; mark: string }) => [
          record.discipline,
          record.sportClass,
          record.athleteName,
          record.mark,
        ],
      ),
    ).toEqual([
      ['w100', 'T44', 'Asha Menon', '13.10'],
      ['w100', 'T46', 'Chitra Nair', '13.90'],
      ['wlj', 'T44', 'Asha Menon', '4.12'],
    ]);
  });

  it('finds by year of the first day', async () => {
    expect(await ids('?year=2019')).toEqual([meet2019]);
    expect(await ids('?year=2023')).toEqual([meet2023]);
    expect(await ids('?year=2024')).toEqual([]);
  });

  it('finds by athlete: part of the name, the UID in any case; never by e-mail or phone', async () => {
    expect(await ids('?athlete=bina')).toEqual([meet2021, meet2019]);
    expect(await ids('?athlete=MENON')).toEqual([meet2019]);
    expect(await ids('?athlete=arch1900003')).toEqual([meet2023, meet2019]);
    expect(await ids(`?athlete=${encodeURIComponent(bina.user.email)}`)).toEqual([]);
    expect(await ids('?athlete=9847012345')).toEqual([]);
    expect(await ids('?athlete=nobody')).toEqual([]);
    const found = await search('?athlete=bina&year=2019');
    expect(found.body.data.items).toHaveLength(1);
    expect(found.body.data.items[0]).toMatchObject({
      matchCount: 2,
      matches: [
        {
          discipline: 'w100',
          name: 'Bina Thomas',
          uid: 'ARCH1900002',
          place: 2,
          mark: '13.45',
          sportClass: 'T44',
        },
        { discipline: 'wlj', name: 'Bina Thomas', place: null, mark: '', status: 'DNS' },
      ],
    });
  });

  it('finds by sport class, in any case, alone or with an athlete', async () => {
    expect(await ids('?sportClass=t46')).toEqual([meet2023, meet2019]);
    expect(await ids('?sportClass=T44')).toEqual([meet2021, meet2019]);
    expect(await ids('?sportClass=T44&athlete=chitra')).toEqual([]);
    const found = await search('?sportClass=T46&year=2019');
    expect(found.body.data.items[0].matches.map((row: { name: string }) => row.name)).toEqual([
      'Chitra Nair',
    ]);
  });

  it('pages, and gives titles in Hindi when asked', async () => {
    const second = await search('?page=2&pageSize=1');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.body.data.items.map((item: { formId: string }) => item.formId)).toEqual([meet2021]);
    expect((await search('?page=9&pageSize=1')).body.data).toMatchObject({ total: 3, items: [] });
    const hindi = await search('?year=2021&lang=hi');
    expect(hindi.body.data.items[0].title).toBe('राज्य मीट 2021');
  });

  it('refuses bad input with 400 in the envelope, and callers not signed in with 401', async () => {
    for (const query of [
      '?year=abc',
      '?year=1800',
      '?year=2019.5',
      '?athlete=a',
      `?athlete=${'x'.repeat(101)}`,
      `?sportClass=${encodeURIComponent("T44'; drop table results;--")}`,
      '?page=0',
      '?pageSize=500',
      '?lang=fr',
      '?sort=name',
    ]) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await search('?page=10000&pageSize=100')).body).toMatchObject({
      success: false,
      code: 'PAGE_TOO_DEEP',
    });
    const anonymous = await t.call({ method: 'GET', url: '/api/archive' });
    expect(anonymous.status).toBe(401);
  });

  it('treats empty fields of the search form as no filter', async () => {
    expect(await ids('?athlete=&sportClass=&year=')).toEqual([meet2023, meet2021, meet2019]);
  });
});
