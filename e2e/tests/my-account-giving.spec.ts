import { readFileSync } from 'node:fs';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { MY_STACK } from '../fixtures/stacks';
import { stripeOf, turnGivingOff, turnGivingOn } from '../fixtures/stripe';
import { signInAsAdmin } from '../pages/admin-api';
import { CommunityApi, CommunityPage, uniqueMember, type Member } from '../pages/community-page';

/**
 * My account › Giving end to end: a member gives once and monthly through the (fake) hosted
 * checkout page, then sees the gifts under My account, downloads the year's statement (a PDF), and
 * ends the monthly gift, in Stripe's (fake) Billing Portal at 412 px and in the app at 1280 px.
 * Giving is turned off again at the end, so other tests on the stack see the site without it.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const stripe = stripeOf(MY_STACK);
let admin: APIRequestContext;
let generalFund: number;

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  await turnGivingOn(admin, MY_STACK, {
    currency: 'USD',
    statementText: 'No goods or services were provided in exchange for these gifts.',
  });
  const settings = (await (await admin.get('/api/giving/settings')).json()) as {
    funds: { id: number; name: string }[];
  };
  generalFund = settings.funds.find((f) => f.name === 'General Fund')!.id;
});

test.afterAll(async () => {
  await turnGivingOff(admin);
  await admin.dispose();
});

/** A gift started as the /give page starts one, paid on the fake hosted page, recorded by the webhook. */
async function give(page: Page, member: Member, amount: number, frequency: 'once' | 'monthly') {
  const res = await page.request.post('/api/giving/checkout', {
    data: {
      amount,
      fundId: generalFund,
      frequency,
      name: `${member.firstName} Giver`,
      email: member.email,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(((await res.json()) as { url: string }).url);
  await page.getByRole('button', { name: frequency === 'once' ? 'Pay' : 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/give\/thanks\?ref=/);
  await expect(page.getByRole('status').filter({ hasText: 'was received' })).toBeVisible({
    timeout: 45_000,
  });
}

async function openGiving(page: Page) {
  const community = new CommunityPage(page);
  await community.goto();
  await community.tab('My account').click();
  const section = page
    .getByRole('tabpanel', { name: 'My account' })
    .getByRole('region', { name: 'Giving' });
  await expect(section.getByRole('heading', { name: 'My gifts' })).toBeVisible();
  return section;
}

test('at 412 px: the gifts, the year’s statement as a PDF, and Stripe’s Billing Portal', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const member = uniqueMember('giving');
  await new CommunityApi(page.request).signUp(member);
  await give(page, member, 5000, 'once');
  await give(page, member, 1234, 'monthly');

  const section = await openGiving(page);
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('General Fund');
  await expect(rows.nth(1)).toContainText('Card, monthly');
  await expect(rows.nth(1)).toContainText('$12.34');
  await expect(rows.nth(2)).toContainText('$50.00');
  const recurring = section.getByRole('list', { name: 'My recurring gifts' }).getByRole('listitem');
  await expect(recurring).toHaveCount(1);
  await expect(recurring).toContainText('$12.34 monthly to General Fund');
  await expect(recurring).toContainText('Active');
  await expectNoSidewaysScroll(page, 'My account › Giving at 412 px');
  await expectAccessible(page, 'My account › Giving at 412 px');
  await section.screenshot({ path: testInfo.outputPath('my-giving-412.png') });

  const year = new Date().getFullYear();
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: `${year} statement (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Change or cancel: Stripe's portal, which cancels and sends the member back to My account.
  await section
    .getByRole('button', { name: 'Change or cancel the gift of $12.34 monthly to General Fund' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.baseUrl}/p/session/test_`));
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  // Back to My account: the return address is the stack's PUBLIC_URL (localhost, another host
  // to the browser than the stack's 127.0.0.1, so without the member's cookie); the same address on
  // the test's host opens the My account tab, signed in.
  await expect(page).toHaveURL(/\/community(\?tab=account)?$/);
  await page.goto('/community?tab=account');
  await expect(page.getByRole('tab', { name: 'My account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/community$/);
  const back = page
    .getByRole('tabpanel', { name: 'My account' })
    .getByRole('region', { name: 'Giving' })
    .getByRole('list', { name: 'My recurring gifts' })
    .getByRole('listitem');
  await expect(back).toContainText('Cancelled');
  await expect(back.getByRole('button')).toHaveCount(0);
});

test('at 1280 px: cancelling a monthly gift in the app, asked first', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = uniqueMember('givingcancel');
  await new CommunityApi(page.request).signUp(member);
  await give(page, member, 2500, 'monthly');

  const section = await openGiving(page);
  const recurring = section.getByRole('list', { name: 'My recurring gifts' }).getByRole('listitem');
  await expect(recurring).toContainText('$25.00 monthly to General Fund');
  await expectAccessible(page, 'My account › Giving at 1280 px');
  await section.screenshot({ path: testInfo.outputPath('my-giving-1280.png') });

  await section
    .getByRole('button', { name: 'Cancel gift of $25.00 monthly to General Fund' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this recurring gift?' });
  await expect(dialog).toContainText('no further payment will be taken');
  await expectAccessible(page, 'the cancel dialog at 1280 px');
  await dialog.getByRole('button', { name: 'Keep Gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(recurring).toContainText('Active');

  await section
    .getByRole('button', { name: 'Cancel gift of $25.00 monthly to General Fund' })
    .click();
  await dialog.getByRole('button', { name: 'Cancel Gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Recurring Gift Cancelled').first()).toBeVisible();
  await expect(recurring).toContainText('Cancelled');
  await expect(recurring.getByRole('button')).toHaveCount(0);
  // Its buttons went with the gift's activity: the focus is on the gift, not the page's start.
  await expect(recurring).toBeFocused();
});

test('My account › Giving says so when nothing was given with the address', async ({ page }) => {
  const member = uniqueMember('givingnone');
  await new CommunityApi(page.request).signUp(member);
  const community = new CommunityPage(page);
  await community.goto();
  await community.tab('My account').click();
  await expect(
    page.getByRole('tabpanel', { name: 'My account' }).getByRole('region', { name: 'Giving' }),
  ).toContainText('No gifts have been given with your e-mail address yet.');
});
