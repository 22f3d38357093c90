import { expect, test } from '@playwright/test';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminScripturesTab } from '../pages/admin-scriptures-tab';
import { HomePage } from '../pages/home-page';

// Long flows through several dialogs on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an administrator adds a scripture, puts it on the home page, edits and deletes it', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const scriptures = new AdminScripturesTab(dashboard);
  const reference = unique('Psalm 119:105');
  const text = 'Your word is a lamp to my feet and a light to my path.';
  await dashboard.goto();
  await scriptures.open();

  await scriptures.addButton.click();
  const add = dashboard.dialog('Add Scripture');
  await add.getByRole('button', { name: 'Add Scripture' }).click();
  await expect(add.getByText('Scripture text must be at least 2 characters')).toBeVisible();
  await expect(add.getByText('Reference must be at least 2 characters')).toBeVisible();
  await expect(add.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
  await add.getByLabel('Scripture Text').fill(text);
  await add.getByLabel('Reference').fill(reference);
  await add.getByRole('button', { name: 'Add Scripture' }).click();
  await expect(dashboard.toast).toContainText('Scripture added successfully');

  const card = scriptures.card(reference);
  await expect(card).toContainText(text);
  await expect(card).toContainText('Active');
  await expect(card).not.toContainText('Home Display');

  await card.getByRole('button', { name: 'Show on Home' }).click();
  await expect(dashboard.toast).toContainText('Set to display on home page');
  await expect(card).toContainText('Home Display');
  await expect(card.getByRole('button', { name: 'Remove from Home' })).toBeVisible();

  const weekly = await (await page.request.get('/api/scripture/weekly')).json();
  expect(weekly).toMatchObject({ text, reference });
  const home = new HomePage(page);
  await home.goto('#teachings');
  await expect(home.section('teachings')).toContainText(text);
  await expect(home.section('teachings')).toContainText(reference);

  await dashboard.goto();
  await scriptures.open();
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = dashboard.dialog('Edit Scripture');
  await expect(edit.getByLabel('Reference')).toHaveValue(reference);
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Update Scripture' }).click();
  await expect(dashboard.toast).toContainText('Scripture updated successfully');
  await expect(card).toContainText('Inactive');

  await card.getByRole('button', { name: 'Remove from Home' }).click();
  await expect(dashboard.toast).toContainText('Removed from home page display');
  await expect(card).not.toContainText('Home Display');

  await card.getByRole('button', { name: 'Delete' }).click();
  await dashboard.dialog('Delete Scripture').getByRole('button', { name: 'Delete' }).click();
  await expect(dashboard.toast).toContainText('Scripture deleted successfully');
  await expect(card).toHaveCount(0);
});
