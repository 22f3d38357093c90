import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';

// Long flows through several dialogs on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

interface Member {
  email: string;
  spiritualLevel: string | null;
  subscribeToEmails: boolean;
  needs: string[];
}

test('an administrator filters members, exports the CSV, views and deletes a member', async ({
  page,
  baseURL,
}) => {
  const tag = unique('fam').replace(/\W/g, '');
  const emailOf = (name: string) => `${name}.${tag}@example.test`;
  const members = [
    {
      firstName: 'Miriam',
      lastName: `Levi${tag}`,
      email: emailOf('miriam'),
      sex: 'prefer_not_to_say',
      maritalStatus: 'married',
      spiritualLevel: 'new_believer',
      needs: ['prayer', 'bible_study', 'counseling', 'fellowship', 'marriage_support'],
      interests: ['worship', 'prayer_team'],
      city: 'Springfield',
      state: 'Illinois',
      country: 'USA',
      occupation: 'Teacher',
      notes: 'Would love a study partner.',
      subscribeToEmails: true,
    },
    {
      firstName: 'Caleb',
      lastName: `Judah${tag}`,
      email: emailOf('caleb'),
      maritalStatus: 'single',
      spiritualLevel: 'seeking',
      subscribeToEmails: false,
    },
    {
      firstName: 'Hannah',
      lastName: `Ephraim${tag}`,
      email: emailOf('hannah'),
      maritalStatus: 'widowed',
      spiritualLevel: 'growing',
      needs: ['prayer'],
    },
  ];
  for (const member of members) {
    await (await signUpMember(baseURL!, member)).dispose();
  }

  await signInAsAdmin(page);
  const all = (await (await page.request.get('/api/community/members')).json()) as Member[];
  const dashboard = new AdminDashboardPage(page);
  const community = new AdminCommunityTab(dashboard);
  await dashboard.goto();
  await community.open();

  // The summary cards count the whole list, whatever the filters.
  const expectCounts = async () => {
    await expect(community.count('Total Members')).toHaveText(String(all.length));
    await expect(community.count('Email Subscribers')).toHaveText(
      String(all.filter((m) => m.subscribeToEmails).length),
    );
    await expect(community.count('New Believers')).toHaveText(
      String(all.filter((m) => m.spiritualLevel === 'new_believer').length),
    );
    await expect(community.count('Need Prayer')).toHaveText(
      String(all.filter((m) => m.needs.includes('prayer')).length),
    );
  };
  await expectCounts();
  await expect(community.showing).toHaveText(`Showing ${all.length} of ${all.length} members`);
  await expect(community.section.getByRole('heading', { name: 'Community Members' })).toBeVisible();
  await expect(community.section.getByText('Manage and view all community members')).toBeVisible();
  for (const column of [
    'Name',
    'Email',
    'Location',
    'Spiritual Journey',
    'Needs',
    'Joined',
    'Actions',
  ]) {
    await expect(community.table.getByRole('columnheader', { name: column })).toBeVisible();
  }

  await community.search.fill(tag.toUpperCase());
  await expect(community.showing).toHaveText(`Showing 3 of ${all.length} members`);
  await expect(community.exportButton).toHaveText('Export (3)');
  const miriam = community.row(emailOf('miriam'));
  await expect(miriam).toContainText(`Miriam Levi${tag}`);
  await expect(miriam).toContainText('prefer not to say');
  await expect(miriam).toContainText('Springfield, Illinois, USA');
  await expect(miriam).toContainText('new believer');
  await expect(miriam).toContainText('Subscribed');
  const needs = miriam.locator('.admin-tags .ant-tag');
  await expect(needs).toHaveText(['prayer', 'bible study', 'counseling', '+2 more']);
  await expect(community.row(emailOf('caleb'))).not.toContainText('Subscribed');

  // Sorting asks the server: by name A to Z, then Z to A.
  await community.sortBy('Name');
  await expect(community.names).toHaveText([/^Caleb /, /^Hannah /, /^Miriam /]);
  await community.sortBy('Name');
  await expect(community.names).toHaveText([/^Miriam /, /^Hannah /, /^Caleb /]);

  await dashboard.choose(community.maritalStatus, 'married');
  await expect(community.showing).toHaveText(`Showing 1 of ${all.length} members`);
  await expect(community.exportButton).toHaveText('Export (1)');
  await expectCounts();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    community.exportButton.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^community-members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/email/i);
  expect(lines).toHaveLength(2);
  expect(csv).toContain(emailOf('miriam'));
  expect(csv).not.toContain(emailOf('caleb'));

  await dashboard.choose(community.maritalStatus, 'All statuses');
  await dashboard.choose(community.spiritualLevel, 'seeking');
  await expect(community.showing).toHaveText(`Showing 1 of ${all.length} members`);
  await expect(community.row(emailOf('caleb'))).toBeVisible();

  await community.clearFilters.click();
  await expect(community.search).toHaveValue('');
  await expect(community.showing).toHaveText(`Showing ${all.length} of ${all.length} members`);

  await community.search.fill(emailOf('miriam'));
  await miriam.getByRole('button', { name: 'View' }).click();
  const profile = page.getByRole('dialog', { name: `Miriam Levi${tag}` });
  await expect(profile).toContainText('Would love a study partner.');
  await expect(profile).toContainText('prayer team');
  await expect(profile).toContainText('marriage support');
  await expect(profile).toContainText('Teacher');
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  await community.search.fill(emailOf('caleb'));
  const caleb = community.row(emailOf('caleb'));
  await caleb.getByRole('button', { name: 'Delete' }).click();
  const confirm = dashboard.dialog('Delete Member');
  await expect(confirm).toContainText(`Are you sure you want to delete Caleb Judah${tag}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dashboard.toast).toContainText('Member deleted');
  await expect(dashboard.toast).toContainText('Community member has been removed successfully.');
  await expect(caleb).toHaveCount(0);
  await expect(community.showing).toHaveText(`Showing 0 of ${all.length - 1} members`);
});
