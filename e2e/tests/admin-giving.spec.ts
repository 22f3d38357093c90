import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll, LONG_WORD } from '../fixtures/layout';
import { waitForMail } from '../fixtures/mailbox';
import { MY_STACK } from '../fixtures/stacks';
import { stripeOf, turnGivingOff } from '../fixtures/stripe';
import { signInAsAdmin } from '../pages/admin-api';
import { chooseOption } from '../pages/select';
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
  await turnGivingOff(api);
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
  // The switch says what is saved, as the tag beside the name does.
  await expect(general.getByRole('switch', { name: 'Offered on the giving page' })).toBeChecked();
});

test('the Giving tab previews a donor’s year-end statement and e-mails the statements', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const year = new Date().getFullYear();
  const email = `statement-${Date.now().toString(36)}@example.org`;
  const name = `Priscilla ${Date.now().toString(36)}`;
  const settings = (await (await api.get('/api/admin/giving/settings')).json()) as {
    funds: { id: number; name: string }[];
  };
  const fundId = settings.funds.find((f) => f.name === 'General Fund')!.id;
  const recorded = await api.post('/api/admin/giving/gifts', {
    data: {
      amount: 20000,
      fundId,
      method: 'bank_transfer',
      givenOn: `${year}-01-15`,
      donorName: name,
      donorEmail: email,
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  // A donor whose name is one long word: chosen to preview, it is cut short, not widening the page.
  const longName = `${Date.now().toString(36)}${LONG_WORD}`.slice(0, 200);
  const long = await api.post('/api/admin/giving/gifts', {
    data: {
      amount: 500,
      fundId,
      method: 'cash',
      givenOn: `${year}-02-01`,
      donorName: longName,
      donorEmail: `long-${email}`,
    },
  });
  expect(long.status(), await long.text()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin?tab=giving');
  const section = page.getByRole('region', { name: 'Year-end statements' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('combobox', { name: 'Year' })).toBeVisible();
  await expect(section.getByText(String(year), { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Preview statement (PDF)' })).toBeDisabled();

  const donor = section.getByRole('combobox', { name: 'Donor to preview' });
  await donor.fill(longName.slice(0, 30));
  await chooseOption(page, donor, longName.slice(0, 30));
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the statements panel with a long donor name chosen');
  await page.setViewportSize({ width: 412, height: 900 });
  await expectNoSidewaysScroll(page, 'the statements panel at 412 px with a long donor name');
  await page.setViewportSize({ width: 1280, height: 900 });
  await donor.fill(name);
  await chooseOption(page, donor, name);
  const preview = section.getByRole('link', { name: 'Preview statement (PDF)' });
  const href = await preview.getAttribute('href');
  expect(href).toBe(
    `/api/admin/giving/statements/${year}/preview?email=${encodeURIComponent(email)}`,
  );
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page, 'the Giving tab’s statements');
  await section.screenshot({ path: testInfo.outputPath('giving-statements.png') });

  await section.getByRole('button', { name: `E-mail the ${year} statements` }).click();
  const confirm = page.getByRole('dialog', { name: `E-mail the ${year} statements?` });
  // Donors of other files on this stack may have theirs already: the count says who gets one now.
  await expect(confirm).toContainText(/gets? their statement/);
  await confirm.getByRole('button', { name: 'E-mail statements' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Statements queued').first()).toBeVisible();
  const ministry = ((await (await api.get('/api/settings')).json()) as { ministryName: string })
    .ministryName;
  const mail = await waitForMail(email, `Your ${year} giving statement from ${ministry}`);
  expect(mail.text).toContain(`Total given in ${year}: $200.00`);
  expect(mail.attachments.map((a) => a.filename)).toEqual([`giving-statement-${year}.pdf`]);
  await expect(section.getByRole('status')).toContainText(/\d+ of \d+ statements? e-mailed/);
  // Once every statement of the year is out, pressing again says nobody is sent another.
  await expect(section.getByRole('status')).toContainText(
    /(\d+) donors? .* · \1 of \1 statements? e-mailed/,
  );
  await section.getByRole('button', { name: `E-mail the ${year} statements` }).click();
  await expect(confirm).toContainText(
    /already (have|has) their statement: nobody is sent another\./,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('the Giving tab’s donors: found by name, one opened with every gift (audited), at 412 and 1280 px', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const name = `Lois ${stamp}`;
  const email = `lois-${stamp}@example.org`;
  const settings = (await (await api.get('/api/admin/giving/settings')).json()) as {
    funds: { id: number; name: string }[];
  };
  const fundId = settings.funds.find((f) => f.name === 'General Fund')!.id;
  const gift = async (data: Record<string, unknown>) => {
    const res = await api.post('/api/admin/giving/gifts', {
      data: { fundId, method: 'cash', givenOn: '2026-04-05', ...data },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await gift({ amount: 3000, donorName: name, donorEmail: email });
  await gift({ amount: 4500, method: 'cheque', donorName: name, donorEmail: email.toUpperCase() });
  // A donor whose name is one long word: it wraps in its cell instead of widening the page.
  const longName = `${stamp}${LONG_WORD}`.slice(0, 200);
  await gift({ amount: 100, donorName: longName, donorEmail: `long-${stamp}@example.org` });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=giving');
  const section = page.getByRole('region', { name: 'Donors' });
  await section.scrollIntoViewIfNeeded();
  const search = section.getByLabel('Find a donor');
  await search.fill(stamp);
  await search.press('Enter');
  const table = section.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3); // the header and the two donors
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('$75.00');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the donors with a long name');
  await page.setViewportSize({ width: 412, height: 900 });
  await expectNoSidewaysScroll(page, 'the donors at 412 px with a long name');

  // Opened from the keyboard: a drawer with the donor's every gift.
  await row.getByRole('button', { name: `Open ${name}` }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(email);
  const gifts = drawer.getByRole('table', { name: `Gifts of ${name}` });
  await expect(gifts.getByRole('row')).toHaveCount(3);
  await expect(gifts).toContainText('$30.00');
  await expect(gifts).toContainText('$45.00');
  await expect(gifts).toContainText('Cheque');
  await expect(drawer).toContainText('None.');
  await expectNoSidewaysScroll(page, 'a donor opened at 412 px');
  await expectAccessible(page, 'a donor opened at 412 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await drawer.screenshot({ path: testInfo.outputPath('giving-donor.png') });
  await expectAccessible(page, 'a donor opened');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The opening is in the audit trail under the donor's name, with no address in it.
  const trail = (await (await api.get('/api/admin/audit?action=giving.donor.view')).json()) as {
    items: { targetLabel: string | null }[];
  };
  expect(trail.items[0].targetLabel).toBe(name);
  expect(JSON.stringify(trail.items[0]).toLowerCase()).not.toContain(email);
});
