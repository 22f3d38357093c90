import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  requestCounseling,
  signInAsAdmin,
  signUpMember,
  submitTestimony,
  unique,
} from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminSettingsTab } from '../pages/admin-settings-tab';
import { expectAccessible } from '../fixtures/axe';

// axe-core over every admin tab and dialog, and the login page: no serious or critical violation
// (colour contrast among them) in the dashboard's theme.
test.describe.configure({ timeout: 120_000 });

/** Opens a dialog (or drawer) with `open`, checks it, then closes it with Escape. */
async function expectDialogAccessible(
  page: Page,
  what: string,
  open: () => Promise<void>,
  dialog: Locator,
): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what, '.ant-modal-wrap, .ant-drawer');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the admin login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await expectAccessible(page, '/admin/login');
  // With its validation messages and failure alert shown too.
  await page.getByRole('button', { name: /Sign In$/ }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expectAccessible(page, '/admin/login with errors');
});

test.describe('every admin tab and dialog has no serious accessibility violations', () => {
  const tag = unique('axe').split(' ')[1];
  const campaignName = `Axe campaign ${tag}`;
  const templateName = `Axe ${tag}`;

  test.beforeAll(async ({ browser, baseURL }) => {
    const email = `axe.${tag}@example.org`;
    const member = await signUpMember(baseURL!, {
      firstName: 'Axe',
      lastName: tag,
      email,
      maritalStatus: 'married',
      spiritualLevel: 'growing',
      needs: ['prayer', 'bible_study', 'counseling', 'fellowship'],
      city: 'Springfield',
    });
    await submitTestimony(member, {
      name: `Axe ${tag}`,
      email,
      title: `Accessible ${tag}`,
      testimony: 'A story to look at in the view dialog.',
    });
    await requestCounseling(member, { name: `Axe ${tag}`, email, urgency: 'urgent' });
    await member.dispose();

    const context = await browser.newContext({ baseURL });
    await signInAsAdmin(context.request);
    const template = await context.request.post('/api/email/templates', {
      data: { name: templateName, subject: 'Hello {{firstName}}', message: 'Grace and peace.' },
    });
    expect(template.status()).toBe(201);
    const templateId = ((await template.json()) as { id: number }).id;
    const campaign = await context.request.post('/api/email/campaigns', {
      data: { name: campaignName, templateId },
    });
    expect(campaign.status()).toBe(201);
    await context.close();
  });

  let dashboard: AdminDashboardPage;
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    dashboard = new AdminDashboardPage(page);
    await dashboard.goto();
  });

  const button = (page: Page, name: string) =>
    page.getByRole('button', { name, exact: true }).first();

  test('Events', async ({ page }) => {
    await page.getByTestId('event-card').first().waitFor();
    await expectAccessible(page, 'Events tab');
    const add = dashboard.dialog('Add New Event');
    await expectDialogAccessible(
      page,
      'Add New Event',
      () => button(page, 'Add New Event').click(),
      add,
    );
    await button(page, 'Add New Event').click();
    await expect(add).toBeVisible();
    // An empty form never creates an event, so a click lost to the opening dialog is simply repeated,
    // as a person would click again.
    await expect(async () => {
      await add.getByRole('button', { name: 'Create Event' }).click();
      await expect(add.getByText('Title must be at least 2 characters')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page, 'Add New Event with errors', '.ant-modal-wrap');
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    await expectDialogAccessible(
      page,
      'Edit Event',
      () =>
        page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click(),
      dashboard.dialog('Edit Event'),
    );
    await expectDialogAccessible(
      page,
      'Delete Event',
      () =>
        page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click(),
      dashboard.dialog('Delete Event'),
    );
  });

  test('Scriptures', async ({ page }) => {
    const section = await dashboard.open('Scriptures', 'Scripture Management');
    await expectAccessible(page, 'Scriptures tab');
    await expectDialogAccessible(
      page,
      'Add Scripture',
      () => button(page, 'Add Scripture').click(),
      dashboard.dialog('Add Scripture'),
    );
    await expectDialogAccessible(
      page,
      'Edit Scripture',
      () => section.getByRole('button', { name: 'Edit', exact: true }).first().click(),
      dashboard.dialog('Edit Scripture'),
    );
  });

  test('Staff', async ({ page }) => {
    const section = await dashboard.open('Staff', 'Staff');
    await section.getByRole('table').waitFor();
    await expectAccessible(page, 'Staff tab');
    await expectDialogAccessible(
      page,
      'Invite staff',
      () => button(page, 'Invite staff').click(),
      dashboard.dialog('Invite staff'),
    );
  });

  test('Audit', async ({ page }) => {
    const section = await dashboard.open('Audit', 'Audit');
    await section.getByRole('table').locator('tbody tr.ant-table-row').first().waitFor();
    await expectAccessible(page, 'Audit tab');
  });

  test('Testimonials', async ({ page }) => {
    const section = await dashboard.open('Testimonials', 'Manage Testimonials');
    await expectAccessible(page, 'Testimonials tab');
    await expectDialogAccessible(
      page,
      'testimonial view',
      () => section.getByRole('button', { name: 'View', exact: true }).first().click(),
      page.getByRole('dialog').first(),
    );
  });

  test('Counseling', async ({ page }) => {
    const section = await dashboard.open('Counseling', 'Counseling Requests');
    await expectAccessible(page, 'Counseling tab');
    await expectDialogAccessible(
      page,
      'counseling detail',
      () => section.getByRole('button', { name: 'View Details' }).first().click(),
      page.getByRole('dialog', { name: /^Counseling request from / }),
    );
    await expectDialogAccessible(
      page,
      'counseling respond',
      () => section.getByRole('button', { name: 'Respond', exact: true }).first().click(),
      page.getByRole('dialog', { name: /^Respond to / }),
    );
  });

  test('Community', async ({ page }) => {
    const section = await dashboard.open('Community', 'Community');
    await expectAccessible(page, 'Community tab');
    await expectDialogAccessible(
      page,
      'member view drawer',
      () =>
        section
          .getByRole('button', { name: /^View / })
          .first()
          .click(),
      page.locator('.admin-drawer'),
    );
  });

  test('Email Marketing', async ({ page }) => {
    await dashboard.tab('Email Marketing').click();
    await page.getByRole('heading', { level: 2, name: 'Email Marketing' }).waitFor();
    await expectAccessible(page, 'Email Campaigns tab');
    await expectDialogAccessible(
      page,
      'Create Email Template',
      () => button(page, 'Create Template').click(),
      dashboard.dialog('Create Email Template'),
    );
    await expectDialogAccessible(
      page,
      'Create Email Campaign',
      () => button(page, 'Create Campaign').click(),
      dashboard.dialog('Create Email Campaign'),
    );
    await expectDialogAccessible(
      page,
      'Send Campaign',
      () => button(page, `Send ${campaignName}`).click(),
      dashboard.dialog('Send Campaign'),
    );
    await expectDialogAccessible(
      page,
      'Campaign Preview',
      () => button(page, `Preview ${campaignName}`).click(),
      dashboard.dialog('Campaign Preview'),
    );
    await page.getByRole('tab', { name: 'Email Templates' }).click();
    await expectAccessible(page, 'Email Templates tab');
    await expectDialogAccessible(
      page,
      'Edit Template',
      () => button(page, `Edit ${templateName}`).click(),
      dashboard.dialog('Edit Template'),
    );
    await expectDialogAccessible(
      page,
      'Template Preview',
      () => button(page, `Preview ${templateName}`).click(),
      dashboard.dialog('Template Preview'),
    );
  });

  test('Settings', async ({ page }) => {
    const settings = new AdminSettingsTab(dashboard);
    await settings.open();
    await expectAccessible(page, 'Settings tab');
    // With the server's field errors shown (nothing is saved: the name is refused).
    await settings.field('Ministry name').fill('A');
    await settings.save.click();
    await expect(settings.fieldError('Ministry name')).toBeVisible();
    await expectAccessible(page, 'Settings tab with errors');
  });
});
