import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { deleteEvents, signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';

test.describe.configure({ timeout: 120_000 });

const nextYear = new Date().getFullYear() + 1;

test('an Administrator finds their own change in the Audit tab and exports it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const title = unique('Audit Study Night');
  const created = await page.request.post('/api/admin/events', {
    data: {
      title,
      description: 'An evening of study and fellowship.',
      date: `${nextYear}-07-01`,
      time: '7:00 PM - 8:30 PM',
      location: 'Fellowship Hall',
      isSpecial: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The staff list names the administrator as the person select does.
  const staff = (await (await page.request.get('/api/admin/staff')).json()) as {
    userId: number | null;
    name: string;
    email: string | null;
  }[];
  const me = staff.find((row) => row.email === ADMIN_ACCOUNT.email);
  expect(me, `the staff list names ${ADMIN_ACCOUNT.email}`).toBeDefined();
  const person = me!.name || me!.email!;

  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  const audit = await dashboard.open('Audit', 'Audit');
  await dashboard.choose(audit.getByLabel('Person'), person);
  await dashboard.choose(audit.getByLabel('Action'), 'Created an event');

  const table = audit.getByRole('table');
  const row = table.locator('tbody tr').filter({ hasText: `event ${id}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Created an event');
  await expect(row).toContainText('Administrator');
  await expect(row).toContainText('Fields: date, description, isSpecial, location, time, title');
  // Every row shown is this person's event creation.
  for (const text of await table.locator('tbody tr.ant-table-row').allInnerTexts())
    expect(text).toContain('Created an event');

  // Days are the browser's: a range that ends yesterday leaves the change out, today brings it back.
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
  };
  const pickDay = async (label: 'From' | 'To', value: string) => {
    const input = audit.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(value);
    await input.press('Enter');
    await expect(input).toHaveValue(value);
  };
  await pickDay('To', day(-1));
  await expect(table.getByText('No entries match the filters.')).toBeVisible();
  await pickDay('To', day(0));
  await pickDay('From', day(0));
  await expect(row).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    audit.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    'When,Person ID,Name,E-mail,Role,Action,Target type,Target ID,Summary,Address,Request ID',
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(csv).toContain(`,event.create,event,${id},`);
  for (const line of lines.slice(1)) expect(line).toContain(',event.create,');

  await deleteEvents(page.request, title);
});
