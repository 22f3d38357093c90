import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { deleteEvents, signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { stripReadOnlySettings } from '../../backend/test/support/settings';

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
  // The target is named by the event's title, not "event 42".
  const row = table.locator('tbody tr.ant-table-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Created an event');
  await expect(row).toContainText('Administrator');
  await row.getByRole('button', { name: /expand row/i }).click();
  const details = table.locator('tbody tr.ant-table-expanded-row');
  await expect(details).toContainText(
    'Fields: date, description, isSpecial, location, time, title',
  );
  await expect(details).toContainText(`event ${id}`);
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

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a settings save lists only the switch that moved, old → new; labels are words; the table fits', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const current = (await (await page.request.get('/api/admin/settings')).json()) as Record<
      string,
      unknown
    >;
    const body = { ...current };
    stripReadOnlySettings(body);
    const saved = await page.request.put('/api/admin/settings', {
      data: { ...body, doubleOptIn: !current.doubleOptIn },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const [from, to] = current.doubleOptIn ? ['on', 'off'] : ['off', 'on'];

    const dashboard = new AdminDashboardPage(page);
    await dashboard.goto();
    const audit = await dashboard.open('Audit', 'Audit');
    const table = audit.getByRole('table');
    const row = table.locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('Changed the settings');
    await expect(row).toContainText('Site settings');

    // Every column is on screen: no sideways scroll, nothing cut off.
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    const scrolls = await audit
      .locator('.ant-table-content, .ant-table-body')
      .evaluateAll((nodes) => nodes.some((node) => node.scrollWidth > node.clientWidth + 1));
    expect(scrolls).toBe(false);
    for (const header of ['When', 'Who', 'Action', 'Target'])
      await expect(table.getByRole('columnheader', { name: header })).toBeInViewport();

    await row.getByRole('button', { name: /expand row/i }).click();
    const details = table.locator('tbody tr.ant-table-expanded-row').first();
    await expect(details).toContainText(`Double opt in: ${from} → ${to}`);
    await expect(details.locator('li')).toHaveCount(1);
    await expect(details).toContainText('Address');
    await expect(details.getByText('Address')).toBeInViewport();

    // Sign-ins name the person, not "user 4"; their action is words, not "auth sign in".
    await dashboard.choose(audit.getByLabel('Action'), 'Signed in');
    const signIn = table.locator('tbody tr.ant-table-row').first();
    await expect(signIn).toContainText('Signed in');
    await expect(signIn).not.toContainText(/user \d/);
    await expect(signIn).not.toContainText('auth sign in');

    // Other tests read the switch: it goes back.
    const restored = await page.request.put('/api/admin/settings', { data: body });
    expect(restored.status(), await restored.text()).toBe(200);
  });
});
