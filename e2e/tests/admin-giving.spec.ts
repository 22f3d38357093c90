import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { MY_STACK } from '../fixtures/stacks';
import { stripeOf } from '../fixtures/stripe';
import { signInAsAdmin } from '../pages/admin-api';
import { signInAsStaff, staffAccount } from '../pages/staff-accounts';

/**
 * The admin's side of giving: Settings → Giving saves the Stripe keys write-only and tests the
 * connection; the Giving tab records an offline gift and shows it with the totals; a Finance
 * account sees the Giving tab and nothing else. Giving is turned off again at the end.
 */
test.describe.configure({ mode: 'serial' });
// The dashboard's bundle, a save, a call to Stripe and an invitation by mail: more than the default
// on a loaded two-core machine.
test.setTimeout(120_000);

const stripe = stripeOf(MY_STACK);
let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  await signInAsAdmin(api);
});

test.afterAll(async () => {
  await api.put('/api/admin/giving/settings', { data: { secretKey: '', webhookSecret: '' } });
  await api.dispose();
});

test('Settings → Giving keeps the keys write-only and tests the connection', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=settings#settings-giving');
  const form = page.getByRole('form', { name: 'Giving settings' });
  await form.getByLabel('Stripe secret key').fill(stripe.secretKey);
  await form.getByLabel('Webhook signing secret').fill(stripe.webhookSecret);
  await form.getByLabel('Receipt text').fill('Registered charity 12345.');
  await form.getByRole('button', { name: 'Save giving settings' }).click();
  await expect(form.getByText('Set', { exact: true })).toHaveCount(2);
  await expect(form.getByRole('button', { name: 'Replace' })).toHaveCount(2);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Connected to Stripe account Fake Ministry (acct_fakeministry0001)',
  );
  const saved = await (await api.get('/api/admin/giving/settings')).text();
  expect(saved).not.toContain(stripe.secretKey);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('settings-giving.png'), fullPage: false });
  await expectAccessible(page, 'Settings with the Giving section');
});

test('the Giving tab records an offline gift and totals it; Finance sees only Giving', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=giving');
  await expect(page.getByRole('heading', { level: 2, name: 'Giving' })).toBeVisible();
  await page.getByRole('button', { name: 'Record offline gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an offline gift' });
  await dialog.getByLabel('Amount').fill('123.45');
  await dialog.getByLabel('Date').fill('2026-03-01');
  const donor = `Barnabas ${Date.now().toString(36)}`;
  await dialog.getByLabel('Donor name').fill(donor);
  await dialog.getByLabel('Deposit batch').fill('Sunday 2026-03-01');
  await dialog.getByRole('button', { name: 'Record gift' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: donor });
  await expect(row).toContainText('$123.45');
  await expect(row).toContainText('Cash');
  await expect(page.locator('.giving-chart')).toContainText('2026-03');
  await page.screenshot({ path: testInfo.outputPath('giving-tab.png'), fullPage: true });
  await expectAccessible(page, 'the Giving tab');

  const finance = await staffAccount(baseURL!, 'finance');
  await page.context().clearCookies();
  await signInAsStaff(page, finance);
  const tabs = page.locator('.admin-dashboard-tabs > .ant-tabs-nav').getByRole('tab');
  await expect(tabs).toHaveText(['Giving', 'My account']);
  await expect(page.getByRole('button', { name: 'Record offline gift' })).toBeVisible();
});

test('Settings → Giving → Funds: add, rename and describe a fund, deactivate it, keep one active', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=settings#settings-giving');
  const funds = page.getByRole('list', { name: 'Funds' });
  await expect(funds.getByRole('form', { name: 'Fund General Fund' })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add a fund' });
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(add.getByText('Fund name is required')).toBeVisible();
  // Names are unique whatever their case: the server says so.
  await add.getByLabel('New fund name').fill('general fund');
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(add.getByText('A fund with this name already exists')).toBeVisible();

  const name = `Missions ${Date.now().toString(36)}`;
  await add.getByLabel('New fund name').fill(name);
  await add.getByLabel('New fund description').fill('Our partners abroad');
  await add.getByRole('button', { name: 'Add fund' }).click();
  const fund = funds.getByRole('form', { name: `Fund ${name}` });
  await expect(fund).toBeVisible();
  await expect(fund).toContainText('Offered');
  await expect(add.getByLabel('New fund name')).toHaveValue('');
  let offered = (await (await api.get('/api/giving/settings')).json()) as {
    funds: { name: string; description: string }[];
  };
  expect(offered.funds).toContainEqual(
    expect.objectContaining({ name, description: 'Our partners abroad' }),
  );

  const renamed = `${name} and Outreach`;
  await fund.getByLabel('Name').fill(renamed);
  await fund.getByLabel('Description').fill('Abroad and at home');
  await fund.getByRole('button', { name: 'Save fund' }).click();
  const renamedFund = funds.getByRole('form', { name: `Fund ${renamed}` });
  await expect(renamedFund).toBeVisible();
  await renamedFund.getByRole('switch', { name: 'Offered on the giving page' }).click();
  await renamedFund.getByRole('button', { name: 'Save fund' }).click();
  await expect(renamedFund).toContainText('Inactive');
  offered = (await (await api.get('/api/giving/settings')).json()) as typeof offered;
  expect(offered.funds.map((f) => f.name)).not.toContain(renamed);
  await expectAccessible(page, 'Settings → Giving → Funds');
  await funds.screenshot({ path: testInfo.outputPath('giving-funds.png') });

  // The last active fund stays active, and says why.
  const general = funds.getByRole('form', { name: 'Fund General Fund' });
  await general.getByRole('switch', { name: 'Offered on the giving page' }).click();
  await general.getByRole('button', { name: 'Save fund' }).click();
  await expect(general.getByText('At least one fund must stay active')).toBeVisible();
  await expect(general).toContainText('Offered');
});
