import sharp from 'sharp';
import type { TestContext } from './context.js';
import { createLoggedInUser } from './factories.js';

/** A complete, valid page 1 for an adult athlete in Kerala. */
export const page1 = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Anjali Krishnan',
  nameInStateScript: 'അഞ്ജലി കൃഷ്ണൻ',
  parentName: 'Krishnan Nair',
  dateOfBirth: '1998-04-12',
  gender: 'female',
  bloodGroup: 'B+',
  mobile: '9847012345',
  alternateMobile: '',
  address: {
    line1: 'Kaithakkal House, Temple Road',
    city: 'Aluva',
    district: 'Ernakulam',
    pinCode: '683101',
  },
  emergencyContact: { name: 'Krishnan Nair', relation: 'Father', phone: '9447012345' },
  hasLawfulGuardian: false,
  ...overrides,
});

let udidSerial = 12344;
/** A UDID of its own for each athlete (born 1998): one UDID is one athlete, and gets one UID. */
export function uniqueUdid() {
  udidSerial += 1;
  return `KL012011998${String(udidSerial).padStart(6, '0')}5`;
}

export const page2 = (overrides: Record<string, unknown> = {}) => ({
  disabilityType: 'locomotor',
  disabilityPercentage: 60,
  certificate: { kind: 'udid', udidNumber: uniqueUdid() },
  sports: [{ sport: 'athletics', sportClass: 't44', classStatus: 'confirmed' }],
  participantRole: 'athlete',
  coachName: 'P. T. Usha',
  clubOrSchool: 'Aluva Sports Club',
  districtUnit: 'Ernakulam',
  bestPerformances: '100 m: 14.2 s (State meet 2025)',
  achievements: 'Gold, State Para Athletics 2025',
  ...overrides,
});

export const page3 = (overrides: Record<string, unknown> = {}) => ({
  proofOfAgeType: 'birth_certificate',
  identityProofType: 'masked_aadhaar',
  declarationTrue: true,
  privacyConsent: true,
  antiDopingAcknowledged: true,
  ...overrides,
});

/** Real image files made on the spot (with EXIF, so stripping can be checked). */
export const jpegBytes = (width = 400, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 200, b: 220 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-marker' } } })
    .jpeg()
    .toBuffer();

export const pngBytes = () =>
  sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();

/** A small, valid one-page PDF. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** multipart/form-data with the field "kind" first, then the file. */
export function multipart(
  kind: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----para${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(t: TestContext, token: string, kind: string, fileName: string, bytes: Buffer) {
  const body = multipart(kind, fileName, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/upload-registration-document',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** An athlete with all three pages saved and every required document uploaded (not yet finalized). */
export async function athleteReadyToFinalize(t: TestContext) {
  const { user, token } = await createLoggedInUser(t);
  for (const [n, body] of [
    [1, page1()],
    [2, page2()],
    [3, page3()],
  ] as const) {
    const result = await t.call({
      method: 'POST',
      url: `/api/user/update-registration-page-${n}`,
      body,
      token,
    });
    if (result.status !== 200) throw new Error(`page ${n}: ${result.status} ${JSON.stringify(result.body)}`);
  }
  const jpeg = await jpegBytes();
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
    const result = await upload(t, token, kind, `${kind}.jpg`, jpeg);
    if (result.status !== 201)
      throw new Error(`upload ${kind}: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return { user, token };
}

/** Pays the registration fee through the test gateway and the browser's verify call; returns the verify answer. */
export async function payFee(t: TestContext, token: string) {
  const order = await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token });
  const paid = await t.call({
    method: 'POST',
    url: `/api/payments/test-gateway/orders/${order.body.data.orderId}/pay`,
    body: { outcome: 'success' },
    token,
  });
  const verify = await t.call({
    method: 'POST',
    url: '/api/user/verify-registration-payment',
    body: {
      orderId: paid.body.data.orderId,
      paymentId: paid.body.data.paymentId,
      signature: paid.body.data.signature,
    },
    token,
  });
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`);
  return { order, verify };
}

/** Through finalize and a paid fee (via the test gateway and the browser's verify call). */
export async function paidAthlete(t: TestContext) {
  const athlete = await athleteReadyToFinalize(t);
  const finalize = await t.call({
    method: 'POST',
    url: '/api/user/finalize-registration',
    token: athlete.token,
  });
  if (finalize.status !== 200) throw new Error(`finalize: ${JSON.stringify(finalize.body)}`);
  const { order } = await payFee(t, athlete.token);
  return { ...athlete, orderId: order.body.data.orderId as string };
}
