import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';

// The admin tables on a phone, and what the campaigns table says about recipients.
test.describe.configure({ timeout: 120_000 });

/** Whether the whole of `element` is inside the viewport's width, with nothing scrolled sideways. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  // The table itself has not been scrolled sideways either.
  const scrolled = await element.evaluate((node) => {
    const body = node.closest('.ant-table-content, .ant-table-body');
    return body ? body.scrollLeft : 0;
  });
  expect(scrolled).toBe(0);
}

async function createDraft(page: Page, name: string): Promise<void> {
  const template = await page.request.post('/api/email/templates', {
    data: { name: `${name} template`, subject: 'Hello {{firstName}}', message: 'Grace.' },
  });
  expect(template.status()).toBe(201);
  const campaign = await page.request.post('/api/email/campaigns', {
    data: { name, templateId: ((await template.json()) as { id: number }).id },
  });
  expect(campaign.status()).toBe(201);
}

test('at 412 px the member and campaign actions are on screen without scrolling sideways', async ({
  page,
  baseURL,
}) => {
  const tag = unique('narrow').split(' ')[1];
  const email = `narrow.${tag}@example.org`;
  await (
    await signUpMember(baseURL!, {
      firstName: 'Narrow',
      lastName: `Screen${tag}`,
      email,
      city: 'Springfield',
      state: 'Illinois',
      country: 'USA',
      needs: ['prayer', 'bible_study', 'counseling', 'fellowship'],
    })
  ).dispose();
  await signInAsAdmin(page);
  const campaignName = `Narrow ${tag}`;
  await createDraft(page, campaignName);

  await page.setViewportSize({ width: 412, height: 915 });
  const dashboard = new AdminDashboardPage(page);
  const community = new AdminCommunityTab(dashboard);
  await dashboard.goto();
  await community.open();
  await community.search.fill(email);
  const row = community.row(email);
  await expectInView(page, row.getByRole('button', { name: `View Narrow Screen${tag}` }));
  await expectInView(page, row.getByRole('button', { name: `Delete Narrow Screen${tag}` }));
  // The Joined header is one word on one line.
  const joined = community.table
    .getByRole('columnheader', { name: 'Joined' })
    .locator('.ant-table-column-title');
  const lineHeight = await joined.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect((await joined.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

  await dashboard.tab('Email Marketing').click();
  const campaignRow = page.getByRole('row').filter({ hasText: campaignName });
  await expectInView(page, campaignRow.getByRole('button', { name: `Preview ${campaignName}` }));
  await expectInView(page, campaignRow.getByRole('button', { name: `Send ${campaignName}` }));
  await page.getByRole('tab', { name: 'Email Templates' }).click();
  const templateRow = page.getByRole('row').filter({ hasText: `${campaignName} template` });
  await expectInView(
    page,
    templateRow.getByRole('button', { name: `Edit ${campaignName} template` }),
  );
});

test('a draft lists the number of recipients its Send dialog announces', async ({
  page,
  baseURL,
}) => {
  const tag = unique('count').split(' ')[1];
  // At least one address in the audience of a new campaign (everyone who accepts e-mail).
  await (
    await signUpMember(baseURL!, {
      firstName: 'Counted',
      lastName: tag,
      email: `counted.${tag}@example.org`,
    })
  ).dispose();
  await signInAsAdmin(page);
  const name = `Counted ${tag}`;
  await createDraft(page, name);
  const live = (
    (await (
      await page.request.post('/api/email/audience/count', {
        data: {
          maritalStatus: 'all',
          spiritualLevel: 'all',
          needs: 'all',
          includeNewsletterSubscribers: true,
        },
      })
    ).json()) as { count: number }
  ).count;
  expect(live).toBeGreaterThan(0);

  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  await dashboard.tab('Email Marketing').click();
  const row = page.getByRole('row').filter({ hasText: name });
  const recipients = row.getByRole('cell').nth(2);
  await expect(recipients).toHaveText(String(live));
  await row.getByRole('button', { name: `Send ${name}` }).click();
  await expect(dashboard.dialog('Send Campaign')).toContainText(
    `"${name}" will be e-mailed to ${live} ${live === 1 ? 'recipient' : 'recipients'}.`,
  );
});
