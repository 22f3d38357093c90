import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { waitForMail } from '../fixtures/mailbox';
import { MY_STACK } from '../fixtures/stacks';
import { stripeOf, turnGivingOff, turnGivingOn } from '../fixtures/stripe';
import { signInAsAdmin } from '../pages/admin-api';

/**
 * Giving end to end: an Administrator saves the Stripe keys, a visitor gives once and monthly from
 * /give through the (fake) hosted checkout page, which posts Stripe's signed webhooks and redirects
 * back; the thank-you page shows the recorded gift and the receipt reaches the mailbox. Giving is
 * turned off again at the end, so other tests on the stack see the site without it.
 */
test.describe.configure({ mode: 'serial' });
// A gift is many round trips (the page, Stripe's page, four webhooks that each ask Stripe again, the
// thank-you page's polling, the mail): more than the default on a loaded two-core machine.
test.setTimeout(120_000);

const stripe = stripeOf(MY_STACK);
let admin: APIRequestContext;

const address = (tag: string) =>
  `giver-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  await turnGivingOn(admin, MY_STACK, {
    currency: 'USD',
    suggestedAmounts: [2500, 5000, 10000],
    coverFeeEnabled: true,
    feePercentBasisPoints: 290,
    feeFixed: 30,
    receiptText: 'No goods or services were provided in exchange for this gift.',
  });
});

test.afterAll(async () => {
  await turnGivingOff(admin);
  await admin.dispose();
});

test('a one-time gift at 412 px: the page, the hosted checkout, the thank-you page, the receipt', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/give');
  await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Give' });
  await expect(form.getByRole('radio', { name: '$50' })).toBeChecked();
  await expectAccessible(page, 'the giving page at 412 px');

  // The server checks again; the page says what is missing first.
  await form.getByRole('button', { name: /^Give \$50$/ }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  const email = address('once');
  await form.getByLabel('Name').fill('Lydia Purple');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Note (optional)').fill('For the food bank');
  await form.getByRole('checkbox', { name: 'Add $1.81 to cover the processing fee' }).check();
  await page.screenshot({ path: testInfo.outputPath('give-412.png'), fullPage: true });
  await form.getByRole('button', { name: 'Give $51.81' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stripe.baseUrl}/checkout/pay/cs_test_`));
  await expect(page.getByTestId('amount')).toHaveText('51.81 USD');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/give\/thanks\?ref=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your gift of $51.81 to the General Fund' }),
  ).toContainText('was received', { timeout: 45_000 });
  await expectAccessible(page, 'the thank-you page at 412 px');
  await page.screenshot({ path: testInfo.outputPath('thanks-412.png') });

  const receipt = await waitForMail(email, 'Your gift to ' + (await ministryName()) + ': $51.81');
  expect(receipt.text).toContain('Amount: $51.81 (including $1.81 to cover the processing fee)');
  expect(receipt.text).toContain('Fund: General Fund');
  expect(receipt.text).toContain('No goods or services were provided in exchange for this gift.');
});

test('a monthly gift of one’s own amount at 1280 px, and the Give entries', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const give = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Give' });
  await expect(give).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Give', exact: true }),
  ).toBeVisible();
  await give.click();
  await expect(page).toHaveURL(/\/give$/);

  const form = page.getByRole('form', { name: 'Give' });
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByLabel('Your amount (USD)').fill('12.34');
  await form.getByRole('radio', { name: 'Monthly' }).check();
  const email = address('monthly');
  await form.getByLabel('Name').fill('Dorcas Tabitha');
  await form.getByLabel('Email').fill(email);
  await expectAccessible(page, 'the giving page at 1280 px');
  await page.screenshot({ path: testInfo.outputPath('give-1280.png') });
  await form.getByRole('button', { name: 'Give $12.34 monthly' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stripe.baseUrl}/checkout/pay/`));
  await expect(page.getByTestId('amount')).toHaveText('12.34 USD every month');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/give\/thanks\?ref=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your gift of $12.34 every month' }),
  ).toContainText('to the General Fund was received', { timeout: 45_000 });
  const receipt = await waitForMail(email, 'Your gift to ' + (await ministryName()) + ': $12.34');
  expect(receipt.text).toContain('Thank you for your monthly gift');

  // Recorded once, from Stripe's webhook, and visible to Finance.
  const gifts = await admin.get(`/api/admin/giving/gifts?donor=${encodeURIComponent(email)}`);
  expect(await gifts.json()).toMatchObject({
    total: 1,
    items: [{ amount: 1234, frequency: 'monthly', method: 'card' }],
  });
});

async function ministryName(): Promise<string> {
  const res = await admin.get('/api/settings');
  return ((await res.json()) as { ministryName: string }).ministryName;
}

test('/give is served with its form drawn and does not move as the app takes over', async ({
  page,
  request,
}) => {
  // The page as sent: the form from the saved settings, not "Loading the giving form…".
  const html = await (await request.get('/give')).text();
  expect(html).toContain('$50');
  expect(html).toContain('General Fund');
  expect(html).not.toContain('Loading the giving form');

  // The app takes the served page's place without a layout shift.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/give');
  const form = page.getByRole('form', { name: 'Give' });
  await expect(form.getByRole('radio', { name: '$50' })).toBeChecked();
  // The app has rendered: its enabled submit button is the app's.
  await expect(form.getByRole('button', { name: /^Give \$50$/ })).toBeEnabled();
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
  );
  expect(shift).toBeLessThan(0.05);
});
