import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFromMail, mailCount } from './mail.js';

export const ATHLETE_PASSWORD = 'backwater-sprint-2026';

export const newAthleteEmail = (tag: string) =>
  `${tag}.${Date.now()}${randomBytes(3).toString('hex')}@example.in`;

export interface SessionRecord {
  _id: string;
  name: string;
  email: string;
  accessToken: string;
  isAdmin: boolean;
  [key: string]: unknown;
}

/** Signs up and verifies through the real API (mail included); for tests whose subject is elsewhere. */
export async function createVerifiedAthlete(
  request: APIRequestContext,
  name = 'Meera Nair',
): Promise<SessionRecord> {
  const email = newAthleteEmail('athlete');
  const before = mailCount(email);
  const signup = await request.post('/api/signup', {
    data: { name, email, phone: '9876501234', password: ATHLETE_PASSWORD },
  });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const otp = await codeFromMail(email, before);
  const verify = await request.post('/api/verify-email', { data: { email, otp } });
  const body = await verify.json();
  if (!body.success) throw new Error(`verify failed: ${body.message}`);
  return body.data as SessionRecord;
}

export async function loginByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionRecord> {
  const response = await request.post('/api/login', { data: { email, password } });
  const body = await response.json();
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.data as SessionRecord;
}

/** Puts the session record where the web app keeps it, before any page script runs. */
export async function useSession(page: Page, session: SessionRecord): Promise<void> {
  await page.addInitScript((record) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('userinfo', JSON.stringify(record));
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, session);
}

/** The administrator's session, logged in once by global setup and shared by every test. */
export function adminSession(): SessionRecord {
  const stored = process.env.E2E_ADMIN_SESSION;
  if (!stored) throw new Error('E2E_ADMIN_SESSION is missing: global setup did not run');
  return JSON.parse(stored) as SessionRecord;
}
