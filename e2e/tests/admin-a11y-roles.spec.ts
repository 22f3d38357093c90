import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { signInAsStaff, staffAccount, type StaffRole } from '../pages/staff-accounts';

// axe-core over every tab each staff role sees, and the screens and dialogs the Administrator's suite
// (admin-a11y.spec.ts) leaves out: My account, System, deactivating a staff member, the invitation's
// open role list. No serious or critical violation, label-content-name-mismatch (axe's experimental
// rule: a control's name contains its visible text) included.
test.describe.configure({ timeout: 180_000 });

/** Opens every tab the signed-in account sees and checks each once its content is there. */
async function everyTab(page: Page, who: string): Promise<void> {
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length, `${who}'s tabs`).toBeGreaterThan(0);
  for (const name of names) {
    await dashboard.tab(name).click();
    await expect(dashboard.tab(name)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
    await panel.getByRole('heading', { level: 2 }).first().waitFor();
    // Whatever the tab loads is in (no spinner left).
    await expect(panel.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessible(page, `${who}: ${name}`);
  }
}

for (const role of ['pastoral', 'content', 'communications'] satisfies StaffRole[]) {
  test(`every tab a ${role} staff member sees`, async ({ page, baseURL }) => {
    const email = await staffAccount(baseURL!, role);
    await signInAsStaff(page, email);
    await everyTab(page, role);
  });
}

test('the Administrator: My account, System, deactivating someone, the invitation role list', async ({
  page,
  baseURL,
}) => {
  const someone = await staffAccount(baseURL!, 'content');
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();

  await dashboard.open('My account', 'My account');
  await expectAccessible(page, 'My account');
  await dashboard.tab('System').click();
  await page.getByRole('heading', { level: 2, name: 'System' }).waitFor();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expectAccessible(page, 'System');

  const staff = await dashboard.open('Staff', 'Staff');
  const row = staff.getByRole('row').filter({ hasText: someone });
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(dashboard.dialog('Deactivate staff member?')).toBeVisible();
  await expectAccessible(page, 'the Deactivate dialog');
  await page.keyboard.press('Escape');

  await staff.getByRole('button', { name: 'Invite staff' }).click();
  const invite = dashboard.dialog('Invite staff');
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  await expectAccessible(page, 'the Invite dialog with its role list open');
});
