import { expect } from '@playwright/test';
import { adminSession } from '../support/athletes.js';
import { look, personPage, switchLanguage } from '../support/competitions.js';
import { test } from '../support/fixtures.js';
import { press } from '../support/keyboard.js';
import { apiCall, paidAthlete } from '../support/registrations.js';
import { whatsappMessage } from '../support/whatsapp.js';

// An athlete without much use for e-mail opts into WhatsApp on the settings page, by keyboard, and the
// approval of their registration reaches them there (the portal's WhatsApp outbox, as no provider is
// set); the administrator sees the notice and its channels on the athlete's review page.

test('an athlete opts into WhatsApp in settings and receives the approval notice there', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const options = testInfo.project.use;
  const width = options.viewport?.width ?? 1280;
  const name = `Arjun Notices ${width}-${Date.now().toString(36)}`;
  const athlete = await paidAthlete(request, name);
  const page = await personPage(browser, options, athlete);

  await test.step('the settings page offers the channels, in Hindi too, axe clean', async () => {
    await page.goto('/user/settings');
    await switchLanguage(page, 'hi');
    await expect(page.getByRole('heading', { level: 2, name: 'सूचनाएँ' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'WhatsApp' })).not.toBeChecked();
    await look(page, 'notice settings', 'notice-settings');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Notices' })).toBeVisible();
    await look(page, 'notice settings', 'notice-settings');
  });

  await test.step('WhatsApp is turned on by keyboard and saved', async () => {
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp' });
    await press(page, whatsapp, 'Space');
    await expect(whatsapp).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Save notice settings' }));
    await expect(page.getByText('Notice settings saved.')).toBeVisible();
    await expect(page.getByText(/^On since/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'WhatsApp' })).toBeChecked();
  });

  const admin = adminSession().accessToken;
  const approved = await apiCall(request, admin, 'post', '/api/admin/approve-user-registration', {
    userId: athlete._id,
  });
  const uid = approved.uid as string;

  await test.step('the approval notice arrives on WhatsApp with the UID', async () => {
    const message = await whatsappMessage(
      (item) => item.kind === 'registration_approved' && item.text.includes(uid),
    );
    expect(message.to).toBe(athlete.phone);
    expect(message.templateId).toBe('registration_approved');
    expect(message.variables).toEqual([name, uid, expect.stringMatching(/\/user\/identity-card$/)]);
  });

  await test.step('the administrator sees the notice and its channels on the review page', async () => {
    const reviewer = await personPage(browser, options, adminSession());
    await reviewer.goto(`/admin/registrations/${athlete._id}`);
    const notices = reviewer.getByRole('region', { name: 'Notices' });
    await expect(notices.getByText('Registration approved')).toBeVisible();
    await expect(notices.getByText('WhatsApp', { exact: true })).toBeVisible();
    await expect(notices.getByText(/^(Sent|Waiting)$/).first()).toBeVisible();
    await look(reviewer, 'review page with notices', 'review-notices');
    await reviewer.goto('/admin/notices');
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Notices sent' })).toBeVisible();
    await expect(reviewer.getByRole('rowheader', { name: 'WhatsApp' })).toBeVisible();
    await look(reviewer, 'notices of the day', 'notices-day');
  });
});
