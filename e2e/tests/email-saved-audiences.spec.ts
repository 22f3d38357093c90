import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';

test.describe.configure({ timeout: 180_000 });

/** The audience the test saves: few other tests' members are divorced leaders wanting fellowship. */
const AUDIENCE = {
  maritalStatus: 'divorced',
  spiritualLevel: 'leader',
  needs: 'fellowship',
  includeNewsletterSubscribers: false,
};

test('an audience saved in the campaign composer is picked again, and counts who it reaches now', async ({
  page,
  baseURL,
}) => {
  const tag = unique('aud').replace(/\W/g, '');
  const name = `Leaders in fellowship ${tag}`;
  const member = (first: string) => ({
    firstName: first,
    lastName: `Audience${tag}`,
    email: `${first.toLowerCase()}.${tag}@example.test`,
    maritalStatus: AUDIENCE.maritalStatus,
    spiritualLevel: AUDIENCE.spiritualLevel,
    needs: [AUDIENCE.needs],
    subscribeToEmails: true,
  });
  await (await signUpMember(baseURL!, member('Apollos'))).dispose();

  await signInAsAdmin(page);
  const templateName = `Fellowship ${tag}`;
  const template = await page.request.post('/api/email/templates', {
    data: { name: templateName, subject: 'Fellowship night', message: 'Come and share a meal.' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const counted = await page.request.post('/api/email/audience/count', { data: AUDIENCE });
  expect(counted.status(), await counted.text()).toBe(200);
  const before = ((await counted.json()) as { count: number }).count;
  expect(before).toBeGreaterThanOrEqual(1);
  const recipients = (n: number) => `${n} ${n === 1 ? 'recipient' : 'recipients'}`;

  const email = new EmailMarketingPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
  await email.heading.waitFor();

  // In the composer: the audience chosen, counted, and saved under a name from the keyboard.
  await email.createCampaign.click();
  const composer = page.getByRole('dialog', { name: 'Create Email Campaign' });
  await email.field('Campaign Name').fill(`Fellowship night ${tag}`);
  await email.choose('Email Template', templateName);
  await email.choose('Marital Status', 'divorced');
  await email.choose('Spiritual Level', 'leader');
  await email.choose('Needs', 'fellowship');
  await composer.getByLabel('Include newsletter subscribers').uncheck();
  const count = composer.getByTestId('audience-count');
  await expect(count).toHaveText(recipients(before));
  await composer.getByRole('button', { name: 'Save audience' }).focus();
  await page.keyboard.press('Enter');
  const naming = page.getByRole('dialog', { name: 'Save audience' });
  await expect(naming.getByLabel('Audience name')).toBeFocused();
  await page.keyboard.type(name);
  await expectAccessible(page, 'the audience name dialog');
  await page.keyboard.press('Enter');
  await expect(email.toast).toContainText('Audience saved');
  await expect(naming).toBeHidden();
  // Saving the audience does not create the campaign: the composer is still open, and says which
  // saved audience its choices are.
  await expect(composer).toBeVisible();
  await expect(composer.getByLabel('Saved audience')).toBeVisible();
  await expect(
    composer.locator('.ant-select', { has: page.locator('#em-saved-audience') }),
  ).toContainText(name);
  await expect(composer.getByRole('button', { name: 'Save audience' })).toBeDisabled();
  await composer.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(composer).toBeHidden();
  expect(
    ((await (await page.request.get('/api/email/campaigns')).json()) as { name: string }[]).some(
      (c) => c.name === `Fellowship night ${tag}`,
    ),
  ).toBe(false);

  // A second member of that audience joins: the saved audience counts them, live.
  await (await signUpMember(baseURL!, member('Aquila'))).dispose();

  // The next campaign starts from the saved audience: every choice is filled in, and the count too.
  await email.createCampaign.click();
  await email.field('Campaign Name').fill(`Fellowship night ${tag}`);
  await email.choose('Email Template', templateName);
  await email.choose('Saved audience', name);
  for (const [label, value] of [
    ['Marital Status', 'divorced'],
    ['Spiritual Level', 'leader'],
    ['Needs', 'fellowship'],
  ]) {
    await expect(
      composer.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) }),
    ).toContainText(value);
  }
  await expect(composer.getByLabel('Include newsletter subscribers')).not.toBeChecked();
  await expect(count).toHaveText(recipients(before + 1));
  await expectAccessible(page, 'the composer with a saved audience');
  await composer.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(email.toast).toContainText('Campaign created');
  const campaigns = (await (await page.request.get('/api/email/campaigns')).json()) as {
    name: string;
    targetCriteria: typeof AUDIENCE;
  }[];
  expect(campaigns.find((c) => c.name === `Fellowship night ${tag}`)?.targetCriteria).toEqual(
    AUDIENCE,
  );

  // The Saved Audiences tab: its criteria and the count now, at both widths.
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 412, height: 915 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole('tab', { name: 'Saved Audiences', exact: true }).click();
    const row = page
      .getByRole('table', { name: 'Saved audiences' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(
      'Divorced · Leader · Fellowship · without newsletter subscribers',
    );
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(before + 1));
    await expectNoSidewaysScroll(page, `the Saved Audiences tab at ${viewport.width} px`);
    await expectAccessible(page, `the Saved Audiences tab at ${viewport.width} px`);
    await page.screenshot({
      path: test.info().outputPath(`saved-audiences-${viewport.width}.png`),
      fullPage: true,
    });
    await page.getByRole('tab', { name: 'Email Campaigns', exact: true }).click();
  }
});
