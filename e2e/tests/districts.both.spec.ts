import { expect } from '@playwright/test';
import { ATHLETE_PASSWORD, adminSession, createVerifiedAthlete, loginByApi } from '../support/athletes.js';
import { look, personPage, switchLanguage } from '../support/competitions.js';
import { test } from '../support/fixtures.js';
import { press, typeIn } from '../support/keyboard.js';
import { registrationPages, saveRegistrationPages, uploadDocument } from '../support/registrations.js';
import { openNavigationMenu } from '../support/shell.js';

// A district secretary's journey, at both widths since the secretary works from a phone at a camp:
// the administrator appoints them, they find their district's athlete and only theirs, and the role
// ends at once when the administrator removes it.

const DISTRICT = 'Wayanad';

async function athleteIn(
  request: Parameters<typeof createVerifiedAthlete>[0],
  name: string,
  district: string,
) {
  const athlete = await createVerifiedAthlete(request, name);
  await saveRegistrationPages(request, athlete.accessToken, {
    page1: { fullName: name, address: { ...registrationPages[1].address, district } },
  });
  await uploadDocument(request, athlete.accessToken, 'photo');
  return athlete;
}

test('a district secretary is appointed, sees only their district’s athletes, and loses the role at once', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const options = testInfo.project.use;
  const tag = `${width}-${Date.now().toString(36)}`;
  const mine = await athleteIn(request, `Bindu Wayanad ${tag}`, DISTRICT);
  const other = await athleteIn(request, `Raghavan Kollam ${tag}`, 'Kollam');
  const account = await createVerifiedAthlete(request, `Suresh Secretary ${tag}`);

  const admin = await personPage(browser, options, adminSession());

  await test.step('the administrator appoints the secretary, by keyboard', async () => {
    await admin.goto('/admin/district-secretaries');
    await expect(admin.getByRole('heading', { level: 1, name: 'District secretaries' })).toBeVisible();
    await typeIn(admin, admin.getByRole('textbox', { name: /E-mail address of the account/ }), account.email);
    const box = admin.getByRole('checkbox', { name: DISTRICT });
    await box.focus();
    await admin.keyboard.press('Space');
    await expect(box).toBeChecked();
    await press(admin, admin.getByRole('button', { name: 'Save' }));
    await expect(admin.getByText(`Suresh Secretary ${tag} is now a district secretary.`)).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(DISTRICT);
    await look(admin, 'district secretaries', 'district-secretaries');
  });

  const session = await loginByApi(request, account.email, ATHLETE_PASSWORD);
  expect(session.districts).toEqual([DISTRICT]);
  const secretary = await personPage(browser, options, session);

  await test.step('the secretary lands on their dashboard and finds their athlete through the menu', async () => {
    await secretary.goto('/');
    await secretary.goto('/user/dashboard');
    await expect(secretary).toHaveURL(/\/district\/dashboard$/);
    await expect(secretary.getByRole('heading', { level: 2, name: DISTRICT })).toBeVisible();
    await look(secretary, 'district dashboard', 'district-dashboard');
    if (width < 700) {
      const menu = await openNavigationMenu(secretary);
      await press(secretary, menu.getByRole('link', { name: 'District athletes' }));
    } else {
      await press(
        secretary,
        secretary
          .getByRole('navigation', { name: "Secretary's area" })
          .getByRole('link', { name: 'District athletes' }),
      );
    }
    await expect(secretary.getByRole('heading', { level: 1, name: 'District athletes' })).toBeVisible();
    await typeIn(secretary, secretary.getByRole('searchbox', { name: /Name, e-mail, phone or UID/ }), tag);
    await secretary.keyboard.press('Enter');
    const table = secretary.getByRole('table', { name: 'District athletes' });
    await expect(table.getByRole('link', { name: `Bindu Wayanad ${tag}` })).toBeVisible();
    await expect(table).not.toContainText(`Raghavan Kollam ${tag}`);
    await look(secretary, 'district athletes', 'district-athletes');
    await press(secretary, table.getByRole('link', { name: `Bindu Wayanad ${tag}` }));
    await expect(secretary.getByRole('heading', { level: 1, name: `Bindu Wayanad ${tag}` })).toBeVisible();
    await expect(secretary.getByText(/Photo/).first()).toBeVisible();
    await look(secretary, 'district athlete', 'district-athlete');
    await switchLanguage(secretary, 'hi');
    await look(secretary, 'district athlete', 'district-athlete');
    await secretary.goto('/district/dashboard');
    await look(secretary, 'district dashboard', 'district-dashboard');
    await switchLanguage(secretary, 'en');
  });

  await test.step('another district’s athlete is not found', async () => {
    await secretary.goto(`/district/athletes/${other._id}`);
    await expect(secretary.getByText('No athlete of your districts has this account.')).toBeVisible();
    await expect(secretary.getByText(`Raghavan Kollam ${tag}`)).toHaveCount(0);
    await secretary.goto(`/district/athletes/${mine._id}`);
    await expect(secretary.getByRole('heading', { level: 1, name: `Bindu Wayanad ${tag}` })).toBeVisible();
  });

  await test.step('the administrator ends the role, after a confirmation; the secretary’s next page is no longer the district’s', async () => {
    await admin.reload();
    await press(
      admin,
      admin.getByRole('button', { name: `End the secretary role of Suresh Secretary ${tag}` }),
    );
    const dialog = admin.getByRole('dialog', { name: 'End this secretary role?' });
    await expect(dialog).toContainText(DISTRICT);
    await look(admin, 'end role dialog', 'district-secretaries-remove');
    await press(admin, dialog.getByRole('button', { name: 'End the role' }));
    await expect(admin.getByText(`Suresh Secretary ${tag} is no longer a district secretary.`)).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);

    await secretary.goto('/district/athletes');
    await expect(secretary).not.toHaveURL(/\/district\//);
    const refused = await request.get('/api/district/athletes', {
      headers: { 'access-token': session.accessToken },
    });
    expect(refused.status()).toBe(403);
  });
});
