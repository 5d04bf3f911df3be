import {
  ATHLETE_PASSWORD,
  adminSession,
  createVerifiedAthlete,
  newAthleteEmail,
  useSession,
} from '../support/athletes.js';
import { expect, expectNoAxeViolations, screenshot, test } from '../support/fixtures.js';
import { choose, expectNoSideways, press, typeIn } from '../support/keyboard.js';
import {
  declare,
  download,
  fillPage1,
  fillPage2Rest,
  fillPage2Start,
  stepHeading,
  uploadDocuments,
} from '../support/keyboard-registration.js';
import { codeFromMail } from '../support/mail.js';
import { uniqueUdid } from '../support/registrations.js';
import { bringTheApp } from '../support/take-over.js';

// Keyboard only: focus moves by script or Tab, everything else is typed or pressed. No mouse.

test('an athlete registers, pays and gets the identity card, by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = newAthleteEmail('registration');
  const width = page.viewportSize()?.width ?? 0;

  await test.step('sign up and verify', async () => {
    await page.goto('/register');
    // The app comes at the first input in the form; this journey types once it has taken the page
    // over (what is typed before then is forms-before-the-app.both.spec.ts's).
    await bringTheApp(page);
    await typeIn(page, page.getByLabel('Full name'), 'Devika Nair');
    await typeIn(page, page.getByLabel('E-mail'), email);
    await typeIn(page, page.getByLabel('Mobile number'), '9847012345');
    await typeIn(page, page.getByLabel(/^Password/), ATHLETE_PASSWORD);
    await press(page, page.getByRole('button', { name: 'Create account' }));
    const code = await codeFromMail(email, 0);
    await typeIn(page, page.getByLabel('Verification code'), code);
    await press(page, page.getByRole('button', { name: 'Verify' }));
    await expect(page).toHaveURL(/\/account-setup$/);
  });

  await test.step('account setup', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Account setup' })).toBeVisible();
    await expect(page.getByText(/Registration fee: ₹/)).toBeVisible();
    await expect(page.getByText(/masked Aadhaar/).first()).toBeVisible();
    await expectNoAxeViolations(page, '/account-setup');
    await expectNoSideways(page);
    await screenshot(page, 'registration-account-setup');
    await press(page, page.getByRole('link', { name: 'Start registration' }));
    await expect(page).toHaveURL(/\/registration$/);
  });

  await test.step('page 1: errors are announced, then saved', async () => {
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Devika Nair');
    await expect(page.getByLabel(/^Mobile number/)).toHaveValue('9847012345');
    await expectNoAxeViolations(page, 'registration page 1');
    await press(page, page.getByRole('button', { name: 'Save and continue' }));
    await expect(page.getByLabel(/^Father's or mother's name/)).toBeFocused();
    await expect(page.getByText('Enter your name (2 to 100 characters).').first()).toBeVisible();
    await expectNoAxeViolations(page, 'registration page 1 with errors');
    await fillPage1(page);
    await expectNoSideways(page);
    await screenshot(page, 'registration-page1');
    await press(page, page.getByRole('button', { name: 'Save and continue' }));
    await expect(stepHeading(page, 2)).toBeFocused();
  });

  await test.step('page 2: UDID year warning, sport class', async () => {
    await fillPage2Start(page);
    await typeIn(page, page.getByLabel(/^UDID number/), 'KL0120119850012345');
    await expect(page.getByText(/birth year in this UDID number does not match/)).toBeVisible();
    await expectNoAxeViolations(page, 'registration page 2 with the UDID warning');
    // A UDID of its own: the journey runs at two widths, and each approves its athlete.
    await typeIn(page, page.getByLabel(/^UDID number/), uniqueUdid(1999));
    await expect(page.getByText(/birth year in this UDID number does not match/)).toHaveCount(0);
    await fillPage2Rest(page);
    await typeIn(page, page.getByLabel(/^Sport class/), 'S9');
    await press(page, page.getByRole('button', { name: 'Save and continue' }));
    await expect(page.getByText('This is not a class of this sport.')).toBeVisible();
    await expect(page.getByLabel(/^Sport class/)).toBeFocused();
    await typeIn(page, page.getByLabel(/^Sport class/), 'T44');
    await screenshot(page, 'registration-page2');
    await press(page, page.getByRole('button', { name: 'Save and continue' }));
    await expect(stepHeading(page, 3)).toBeFocused();
  });

  await test.step('page 3: finalize names what is missing, uploads, declarations, submit', async () => {
    await expectNoAxeViolations(page, 'registration page 3');
    await declare(page);
    await choose(page, page.getByLabel(/^Type of proof of age/), 'Birth', 'birth_certificate');
    await choose(page, page.getByLabel(/^Type of identity proof/), 'Voter', 'voter_id');
    await press(page, page.getByRole('button', { name: 'Finalize registration' }));
    await expect(page.getByRole('button', { name: 'Photo — go to step 3' })).toBeVisible();
    await expectNoAxeViolations(page, 'registration page 3 with missing items');
    await press(page, page.getByRole('button', { name: 'Photo — go to step 3' }));
    await expect(page.getByRole('button', { name: 'Choose file: Photo' })).toBeFocused();
    await uploadDocuments(page);
    await expectNoAxeViolations(page, 'registration page 3 with uploads');
    await expectNoSideways(page);
    await screenshot(page, 'registration-page3');
    await press(page, page.getByRole('button', { name: 'Finalize registration' }));
    await expect(page).toHaveURL(/\/registration-payment$/);
    expect(await page.evaluate(() => localStorage.getItem('regFromData'))).toBeNull();
  });

  await test.step('pay in the test gateway', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Registration payment' })).toBeVisible();
    await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE — no real money');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeVisible();
    await expectNoAxeViolations(page, '/registration-payment');
    await screenshot(page, 'registration-payment');
    await press(page, pay);
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await expect(page.getByText('TEST MODE — no real money')).toBeVisible();
    await expectNoAxeViolations(page, 'test checkout');
    await screenshot(page, 'registration-test-checkout');
    await press(page, page.getByRole('button', { name: 'Pay successfully' }));
    await expect(page).toHaveURL(/\/uid-status$/);
    await expect(page.getByText(/registration is under review/)).toBeVisible();
    await expectNoAxeViolations(page, '/uid-status under review');
    await screenshot(page, 'registration-uid-status');
    const receipt = await download(page, page.getByRole('button', { name: 'Download receipt (PDF)' }));
    expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('approval moves the athlete to the dashboard', async () => {
    const userId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userinfo') ?? '{}')._id as string,
    );
    const admin = adminSession();
    const approved = await request.post('/api/admin/approve-user-registration', {
      headers: { 'Access-Token': admin.accessToken },
      data: { userId },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    // The page asks again every 30 s; a reload does the same at once.
    await page.reload();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByTestId('dashboard-uid')).toHaveText(/\S+/);
    await expectNoAxeViolations(page, '/user/dashboard');
    await screenshot(page, 'registration-dashboard');
  });

  await test.step('identity card: on screen, as PDF, and its public check', async () => {
    await press(page, page.getByRole('link', { name: /Identity Card/ }).last());
    await expect(page).toHaveURL(/\/user\/identity-card$/);
    await expect(page.getByRole('region', { name: 'Identity card, front' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Photo of Devika Nair/ })).toBeVisible();
    await expectNoAxeViolations(page, '/user/identity-card');
    await expectNoSideways(page);
    await screenshot(page, 'registration-identity-card');
    const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const verifyUrl = await page.getByRole('link', { name: /\/verify\// }).getAttribute('href');
    expect(verifyUrl).toMatch(/\/verify\/[\w-]{10,}$/);
    const code = verifyUrl!.split('/verify/')[1]!;
    await page.goto(`/verify/${code}`);
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Devika Nair')).toBeVisible();
    await expectNoAxeViolations(page, '/verify/:code');
    await screenshot(page, 'registration-verify');
    await page.goto('/verify/not-a-real-card-code');
    await expect(page.getByText('This card is not known')).toBeVisible();
    await expectNoAxeViolations(page, '/verify/:code unknown');
  });
  expect(width).toBeGreaterThan(0);
});

test('a failed payment, a retry, and a reload in the middle of page 2 that loses nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const athlete = await createVerifiedAthlete(request, 'Arjun Menon');
  await useSession(page, athlete);

  await test.step('page 1', async () => {
    await page.goto('/registration');
    await expect(stepHeading(page, 1)).toBeVisible();
    await fillPage1(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
  });

  await test.step('reload in the middle of page 2', async () => {
    await fillPage2Start(page);
    await page.getByLabel(/^Coach's name/).fill('Radhakrishnan P');
    await page.getByRole('button', { name: 'Add another sport' }).click();
    await expect(page.getByRole('group', { name: 'Sport 2' })).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('regFromData')?.includes('Radhakrishnan P'));
    await page.reload();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByLabel(/^Type of disability/)).toHaveValue('locomotor');
    await expect(page.getByLabel(/^Disability percentage/)).toHaveValue(/60/);
    await expect(page.getByLabel(/^Coach's name/)).toHaveValue('Radhakrishnan P');
    await expect(page.getByRole('group', { name: 'Sport 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Sport 2' }).click();
    await page.getByLabel(/^UDID number/).fill(uniqueUdid(1999));
    await fillPage2Rest(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel(/^PIN code/)).toHaveValue('682016');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByLabel(/^Coach's name/)).toHaveValue('Radhakrishnan P');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
  });

  await test.step('documents and finalize', async () => {
    await uploadDocuments(page);
    await declare(page);
    await page.getByRole('button', { name: 'Finalize registration' }).click();
    await expect(page).toHaveURL(/\/registration-payment$/);
  });

  await test.step('a failed payment, then a retry that succeeds', async () => {
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await expect(page).toHaveURL(/\/registration-payment$/);
    await expect(page.getByText('The payment did not go through')).toBeVisible();
    await expectNoAxeViolations(page, '/registration-payment after a failure');
    await screenshot(page, 'registration-payment-failed');
    await page.getByRole('button', { name: /^Try again: pay ₹/ }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page).toHaveURL(/\/uid-status$/);
    await expect(page.getByText(/registration is under review/)).toBeVisible();
  });

  await test.step('registration details are on the status page', async () => {
    await page.getByRole('link', { name: 'See everything I submitted' }).click();
    await expect(page).toHaveURL(/\/user\/registration-details$/);
    await expect(page.getByText('Radhakrishnan P')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/user/registration-details');
    await screenshot(page, 'registration-details');
  });
});
