import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { adminSession, useSession } from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { repoRoot } from '../support/paths.js';
import { apiCall as call, paidAthlete, uniqueUdid } from '../support/registrations.js';

// The review screen shows a PDF's first pages as images drawn by the server (no PDF plug-in needed,
// so on any phone too), each document once; it flags a second registration of the same athlete with a
// link to the first; an approval that would give one UDID a second UID is refused with the first UID
// named; the decision history shows the athlete's resubmission. axe at 1280 and 360 px, English and Hindi.

const pdf = readFileSync(path.join(repoRoot, 'e2e/fixtures/certificate-4-pages.pdf'));
const name = 'Nandini Pillai';

async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** Every download button of the document list stays inside the screen (long labels wrap). */
async function expectButtonsInside(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  for (const button of await page.getByRole('button', { name: /^Download the whole file|पूरी फ़ाइल/ }).all()) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  }
}

async function look(page: Page, label: string, shot: string) {
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|लोड)/ })).toHaveCount(0);
  await expectNoAxeViolations(page, `${label} at ${page.viewportSize()?.width} px`);
  await screenshot(page, shot);
}

test('PDF pages as images, a possible duplicate linked, a second UID for one UDID refused', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = adminSession();
  const udid = uniqueUdid();

  // The first registration of this athlete is approved and has its UID.
  const first = await paidAthlete(request, name, udid);
  const approved = await call(request, admin.accessToken, 'post', '/api/admin/approve-user-registration', {
    userId: first._id,
  });
  const firstUid = approved.uid as string;

  // A second account registers the same athlete; sent back once, it answers with a PDF certificate.
  const second = await paidAthlete(request, name, udid);
  await call(request, admin.accessToken, 'post', '/api/admin/reject-user-registration', {
    userId: second._id,
    reasons: [{ section: 'disability_certificate', reason: 'Upload the whole certificate as a PDF.' }],
    note: '',
  });
  const uploaded = await request.post('/api/user/upload-registration-document', {
    headers: { 'Access-Token': second.accessToken },
    multipart: {
      kind: 'disability_certificate',
      file: { name: 'medical-board-certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await call(request, second.accessToken, 'post', '/api/user/finalize-registration');

  await useSession(page, admin);
  await page.goto(`/admin/registrations/${second._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${name}` })).toBeVisible();

  await test.step('the PDF shows as its first three pages, drawn as images; each document once', async () => {
    for (const n of [1, 2, 3]) {
      await expectDrawn(page.getByRole('img', { name: `Disability certificate, page ${n} of 4` }));
    }
    await expect(page.getByRole('img', { name: /page 4 of 4/ })).toHaveCount(0);
    await expect(page.getByText('Pages 1 to 3 of 4 are shown.', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Download the whole file: Disability certificate' }),
    ).toBeVisible();
    // No PDF plug-in involved.
    await expect(page.locator('object, embed, iframe')).toHaveCount(0);
    await expect(page.getByText('medical-board-certificate.pdf', { exact: false })).toHaveCount(1);
    await expectDrawn(page.getByRole('img', { name: 'Photo uploaded by the athlete' }));
  });

  await test.step('the resubmission is in the decision history', async () => {
    const history = page.getByRole('region', { name: 'Decision history' });
    await expect(history.getByText(/^Resubmitted by the athlete on /)).toBeVisible();
    await expect(history.getByText('Registration sent back')).toBeVisible();
  });

  const warning = page.getByRole('status').filter({ hasText: 'Possible duplicate registration' });
  await test.step('the possible duplicate is named, with a link to the first registration', async () => {
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('same UDID, same name, date of birth and district');
    await expect(
      warning.getByRole('link', { name: `Registration of ${name}, UID ${firstUid}` }),
    ).toHaveAttribute('href', `/admin/registrations/${first._id}`);
    await look(page, 'review screen with a PDF and a possible duplicate', 'review-docs-en');
  });

  await test.step('at 360 px the pages and labels fit the screen', async () => {
    await page.setViewportSize({ width: 360, height: 760 });
    await expectDrawn(page.getByRole('img', { name: 'Disability certificate, page 1 of 4' }));
    await expectButtonsInside(page);
    await look(page, 'review screen', 'review-docs-en');
  });

  await test.step('in Hindi at 360 and 1280 px', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await expectDrawn(page.getByRole('img', { name: /पृष्ठ 1 \/ 4/ }));
    await expect(page.getByText('संभावित दोहरा पंजीकरण')).toBeVisible();
    await expectButtonsInside(page);
    await look(page, 'review screen in Hindi', 'review-docs-hi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await look(page, 'review screen in Hindi', 'review-docs-hi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Review: ${name}` })).toBeVisible();
  });

  await test.step('approving would give the UDID a second UID: refused, the first UID named', async () => {
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this registration?' });
    await dialog.getByRole('button', { name: 'Approve and assign UID' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `Not approved: this UDID already belongs to the athlete with UID ${firstUid}. One athlete gets one UID; compare the two registrations.`,
    );
    await expectNoAxeViolations(page, 'approval refused');
    await screenshot(page, 'review-docs-refused');
    await dialog.getByRole('link', { name: `Open the registration with UID ${firstUid}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/registrations/${first._id}$`));
    await expect(page.getByTestId('review-uid')).toHaveText(firstUid);
  });
});
