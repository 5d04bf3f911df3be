import type { APIRequestContext } from '@playwright/test';
import { secondAdminEmail } from './accounts.js';
import { ATHLETE_PASSWORD, adminSession, type SessionRecord } from './athletes.js';
import { approvedAthlete } from './competitions.js';
import { codeFromMail, mailCount } from './mail.js';
import { apiCall } from './registrations.js';
import { publishResults } from './results.js';

// National team selection's world, made through the API: a past competition with published results in
// the qualification window, its athletes, the selection, and the second administrator who ratifies.

const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** The administrator named in ADMIN_EMAILS for this width (global setup), signed up on first use. */
export async function secondAdmin(request: APIRequestContext, width: number): Promise<SessionRecord> {
  const email = secondAdminEmail(width);
  const login = await request.post('/api/login', { data: { email, password: ATHLETE_PASSWORD } });
  if (login.ok()) return (await login.json()).data as SessionRecord;
  const before = mailCount(email);
  const signup = await request.post('/api/signup', {
    data: { name: 'Ravi Ratifier', email, phone: '9876501239', password: ATHLETE_PASSWORD },
  });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const otp = await codeFromMail(email, before);
  const verify = await request.post('/api/verify-email', { data: { email, otp } });
  const body = await verify.json();
  if (!body.success || !body.data.isAdmin)
    throw new Error(`the second administrator is not one: ${body.message}`);
  return body.data as SessionRecord;
}

/**
 * Three men of class T44 with 100 m marks (11.90, 12.10, 12.30, legal wind) in a past competition ten days
 * ago, a discipline key of this run's own (so another run's marks never join its shortlist), and a
 * selection whose window holds them. Returns the athletes best first.
 */
export async function selectionWorld(request: APIRequestContext, tag: string) {
  const discipline = `m100-${tag.replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
  const admin = adminSession().accessToken;
  const competition = await apiCall(request, admin, 'post', '/api/admin/archive/competitions', {
    title: `Kerala Open ${tag}`,
    venue: 'University Stadium, Thiruvananthapuram',
    startDate: isoDay(-10),
    endDate: isoDay(-10),
    disciplines: [
      {
        key: discipline,
        name: 'Men’s 100 m',
        nameHi: 'पुरुष 100 मी',
        sport: 'athletics',
        gender: 'male',
        classes: [],
      },
    ],
  });
  const names = [`Arun Kumar ${tag}`, `Bala Menon ${tag}`, `Cyril Thomas ${tag}`];
  const athletes: (SessionRecord & { uid: string })[] = [];
  for (const [index, name] of names.entries()) {
    const athlete = await approvedAthlete(request, name, 't44', index === 2 ? 'Kollam' : 'Ernakulam');
    const profile = await apiCall(request, athlete.accessToken, 'get', '/api/user/get-user-profile-data');
    athletes.push({ ...athlete, uid: profile.uid as string });
  }
  const marks = ['11.90', '12.10', '12.30'];
  await publishResults(
    request,
    competition.formId as string,
    [
      'discipline,uid,mark,status,wind,round',
      ...athletes.map((athlete, index) => `${discipline},${athlete.uid},${marks[index]},,+0.8,Final`),
    ].join('\n'),
  );
  const selection = await apiCall(request, admin, 'post', '/api/admin/selections', {
    name: `National Para Athletics ${tag}`,
    championship: {
      name: `National Para Athletics Championship ${tag}`,
      venue: 'Jawaharlal Nehru Stadium, New Delhi',
      startDate: isoDay(60),
      endDate: isoDay(63),
    },
    windowStart: isoDay(-60),
    windowEnd: isoDay(-1),
    places: 2,
  });
  return {
    discipline,
    athletes,
    selectionId: selection._id as string,
    competition: `Kerala Open ${tag}`,
    day: isoDay(-10),
  };
}
