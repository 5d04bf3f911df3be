import type { EntryFormBodyInput } from '@para/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';

/** Test helpers for competitions: athletes approved straight in the database, events, forms. */

let serial = 0;

export interface AthleteOptions {
  gender?: 'male' | 'female' | 'transgender';
  dateOfBirth?: string;
  sports?: {
    sport: string;
    sportClass?: string;
    classStatus: 'new' | 'review' | 'confirmed' | 'not_classified';
  }[];
  district?: string;
  approved?: boolean;
  name?: string;
}

/** An athlete with an approved registration (and UID) unless `approved: false`, and a live token. */
export async function approvedAthlete(t: TestContext, options: AthleteOptions = {}) {
  serial += 1;
  const number = serial;
  const name = options.name ?? `Athlete ${number}`;
  const { user, token } = await createLoggedInUser(t, { name });
  const approved = options.approved !== false;
  const now = t.clock.now();
  const uid = approved ? `PSA-T${process.pid}-${number}` : null;
  await t.ctx.db
    .update(users)
    .set({
      registrationCompleted: true,
      registrationPaymentCompleted: true,
      registrationApproved: approved,
      uid,
    })
    .where(eq(users.id, user.id));
  const district = options.district ?? 'Ernakulam';
  await t.ctx.db.insert(registrations).values({
    userId: user.id,
    status: approved ? 'approved' : 'submitted',
    page1: {
      fullName: name,
      nameInStateScript: '',
      parentName: 'Parent Name',
      dateOfBirth: options.dateOfBirth ?? '1998-04-12',
      gender: options.gender ?? 'female',
      bloodGroup: 'B+',
      mobile: '+919847012345',
      alternateMobile: '',
      address: { line1: 'House 1', city: 'Aluva', district, pinCode: '683101' },
      emergencyContact: { name: 'Parent Name', relation: 'Father', phone: '+919447012345' },
      hasLawfulGuardian: false,
    } as never,
    page2: {
      sports: options.sports ?? [{ sport: 'athletics', sportClass: 'T44', classStatus: 'confirmed' }],
    } as never,
    district,
    primarySport: options.sports?.[0]?.sport ?? 'athletics',
    submittedAt: now,
    decidedAt: approved ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  return { user: { ...user, uid }, token };
}

export async function adminToken(t: TestContext) {
  const [existing] = await t.ctx.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  if (!existing) await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  return loginAs(t, ADMIN_EMAIL);
}

/** A published event whose first day is `startDate`. */
export async function publishedEvent(t: TestContext, startDate = '2027-01-15') {
  const now = t.clock.now();
  const [event] = await t.ctx.db
    .insert(publicEvents)
    .values({
      title: 'State Para Athletics Championship',
      venue: 'Maharaja’s College Ground',
      district: 'Ernakulam',
      startDate,
      endDate: startDate,
      status: 'published',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!event) throw new Error('event not stored');
  return event;
}

const HOUR = 3_600_000;

/** An open form (opened an hour ago, closing in ten days) with a men's and a women's 100 m. */
export function formBody(
  eventId: string,
  now: Date,
  overrides: Partial<EntryFormBodyInput> = {},
): EntryFormBodyInput {
  return {
    title: 'State Championship entries',
    eventId,
    opensAt: new Date(now.getTime() - HOUR).toISOString(),
    closesAt: new Date(now.getTime() + 240 * HOUR).toISOString(),
    feePaise: 0,
    status: 'open',
    disciplines: [
      { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female', classes: ['T42-T47'] },
      { key: 'm100', name: "Men's 100 m", sport: 'athletics', gender: 'male', classes: ['T42-T47'] },
    ],
    fields: [],
    ...overrides,
  };
}

export async function createForm(t: TestContext, token: string, body: EntryFormBodyInput) {
  const result = await t.call({ method: 'POST', url: '/api/admin/forms', token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { _id: string; version: number };
}

export const submit = (t: TestContext, token: string, formId: string, disciplines: string[], answers = {}) =>
  t.call({ method: 'POST', url: '/api/forms/submit', token, body: { formId, disciplines, answers } });

/** What most competitions test files start from: a test server, an administrator's token and a published event. */
export async function competitionsContext(): Promise<{ t: TestContext; admin: string; eventId: string }> {
  const t = await createTestContext();
  const admin = await adminToken(t);
  return { t, admin, eventId: (await publishedEvent(t)).id };
}
