import type { TestContext } from './context.js';
import { STRONG_PASSWORD, uniqueIp, uniquePhone } from './factories.js';
import { codeIn } from './mailbox.js';
import { jpegBytes, page1, page2, page3, payFee, upload } from './registration-fixtures.js';

/** The steps of embedded-journeys.test.ts that are not what it checks: calls as the web app makes them. */

export const EVENT_DAY = '2027-01-15';

/** The lines of a CSV export, without the byte-order mark. */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** Signs up through the API, verifies with the code the mail brought, and logs in. */
export async function signUpAndLogIn(t: TestContext, name: string, email: string) {
  const body = { name, email, phone: uniquePhone(), password: STRONG_PASSWORD };
  const signup = await t.call({ method: 'POST', url: '/api/signup', ip: uniqueIp(), body });
  const otp = codeIn(await t.mailbox.waitFor(email));
  const verified = await t.call({ method: 'POST', url: '/api/verify-email', body: { email, otp } });
  const login = await t.call({
    method: 'POST',
    url: '/api/login',
    body: { email, password: STRONG_PASSWORD },
  });
  return { signup, verified, login };
}

/** The three pages and the four documents, finalized, and the fee paid with the test gateway. */
export async function registerAndPay(t: TestContext, token: string, fullName: string) {
  const saved = [];
  for (const [index, body] of [page1({ fullName }), page2(), page3()].entries())
    saved.push(
      await t.call({ method: 'POST', url: `/api/user/update-registration-page-${index + 1}`, body, token }),
    );
  const jpeg = await jpegBytes(120, 150);
  const uploads = [];
  for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof'])
    uploads.push(await upload(t, token, kind, `${kind}.jpg`, jpeg));
  const finalized = await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
  const { order } = await payFee(t, token);
  return { saved, uploads, finalized, order };
}

/** An entry's fee paid online: the order, the test gateway's checkout, and the browser's verify call. */
export async function payEntryOnline(t: TestContext, token: string, entryId: string) {
  const order = await t.call({ method: 'POST', url: `/api/forms/submissions/${entryId}/payment`, token });
  const orderId = order.body.data.orderId;
  const url = `/api/payments/test-gateway/orders/${orderId}/pay`;
  const paid = await t.call({ method: 'POST', url, body: { outcome: 'success' }, token });
  const { paymentId, signature } = paid.body.data;
  const body = { orderId, paymentId, signature };
  return t.call({ method: 'POST', url: '/api/forms/verify-payment', body, token });
}

export const championshipEvent = {
  title: 'State Para Athletics Championship',
  sports: ['Para athletics'],
  venue: 'Maharaja’s College Ground',
  district: 'Ernakulam',
  startDate: EVENT_DAY,
  endDate: '2027-01-16',
  status: 'published',
};

export const entriesOpenNews = {
  title: 'Entries open for the state championship',
  summary: 'Enter by the first of December.',
  body: 'Entries are **open**.',
  publishedOn: '2026-11-22',
  status: 'published',
};

/** The named fields of each item of a list, in order: `[[name, status], …]`. */
export const pick = (items: Record<string, unknown>[], ...keys: string[]) =>
  items.map((item) => keys.map((key) => item[key]));
