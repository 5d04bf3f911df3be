import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedAthlete, type SessionRecord } from './athletes.js';
import { repoRoot } from './paths.js';

// An athlete whose registration is complete and paid, made through the real API: for tests whose
// subject is what the administrator does with it.

const photo = readFileSync(path.join(repoRoot, 'e2e/fixtures/athlete-photo.jpg'));

export const registrationPages = {
  1: {
    fullName: 'Kavya Menon',
    parentName: 'Suresh Menon',
    dateOfBirth: '1998-04-12',
    gender: 'female',
    bloodGroup: 'B+',
    mobile: '9847012345',
    address: {
      line1: 'Kaithakkal House, Temple Road',
      city: 'Aluva',
      district: 'Ernakulam',
      pinCode: '683101',
    },
    emergencyContact: { name: 'Suresh Menon', relation: 'Father', phone: '9447012345' },
    hasLawfulGuardian: false,
  },
  2: {
    disabilityType: 'locomotor',
    disabilityPercentage: 60,
    certificate: { kind: 'udid', udidNumber: 'KL0120119980012345' },
    sports: [{ sport: 'athletics', sportClass: 't44', classStatus: 'confirmed' }],
    participantRole: 'athlete',
    districtUnit: 'Ernakulam',
  },
  3: {
    proofOfAgeType: 'birth_certificate',
    identityProofType: 'masked_aadhaar',
    declarationTrue: true,
    privacyConsent: true,
    antiDopingAcknowledged: true,
  },
};

/** A call with a session token that must succeed; returns its data. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, {
    headers: { 'Access-Token': token },
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(body.success, `${url}: ${body.message}`).toBe(true);
  return body.data;
}

export async function uploadDocument(request: APIRequestContext, token: string, kind: string) {
  const response = await request.post('/api/user/upload-registration-document', {
    headers: { 'Access-Token': token },
    multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A UDID of its own (born 1998, like registrationPages[1]): one UDID is one athlete, and the server
 * refuses a second UID for it, so athletes made by different tests must not share one.
 */
export const uniqueUdid = (birthYear = 1998) =>
  `KL01201${birthYear}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}5`;

/** Saves the three registration pages: the athlete's name (and anything else) on page 1, a UDID of its own on page 2. */
export async function saveRegistrationPages(
  request: APIRequestContext,
  token: string,
  { page1 = {}, udid = uniqueUdid() }: { page1?: Record<string, unknown>; udid?: string } = {},
) {
  const bodies = {
    1: { ...registrationPages[1], ...page1 },
    2: { ...registrationPages[2], certificate: { kind: 'udid', udidNumber: udid } },
    3: registrationPages[3],
  };
  for (const page of [1, 2, 3] as const) {
    await apiCall(request, token, 'post', `/api/user/update-registration-page-${page}`, bodies[page]);
  }
}

/** Submits a complete registration and pays its fee through the test gateway; returns the new flags. */
export async function submitAndPay(request: APIRequestContext, token: string) {
  await apiCall(request, token, 'post', '/api/user/finalize-registration');
  const order = await apiCall(request, token, 'post', '/api/user/create-registration-payment-order');
  const paid = await apiCall(
    request,
    token,
    'post',
    `/api/payments/test-gateway/orders/${order.orderId}/pay`,
    {
      outcome: 'success',
    },
  );
  const flags = await apiCall(request, token, 'post', '/api/user/verify-registration-payment', {
    orderId: paid.orderId,
    paymentId: paid.paymentId,
    signature: paid.signature,
  });
  expect(flags.registrationPaymentCompleted).toBe(true);
  return flags;
}

/** Signs up, fills the three pages, uploads every document, finalizes and pays (test gateway). */
export async function paidAthlete(
  request: APIRequestContext,
  name = 'Kavya Menon',
  udid = uniqueUdid(),
): Promise<SessionRecord> {
  const athlete = await createVerifiedAthlete(request, name);
  const token = athlete.accessToken;
  await saveRegistrationPages(request, token, { page1: { fullName: name }, udid });
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
    await uploadDocument(request, token, kind);
  }
  await submitAndPay(request, token);
  return athlete;
}
