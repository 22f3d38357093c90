import { expect, request, test, type APIRequestContext, type Locator } from '@playwright/test';
import { waitForMail } from '../fixtures/mailbox';
import { solidPng } from '../fixtures/png';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminSettingsTab } from '../pages/admin-settings-tab';
import { READ_ONLY_SETTINGS } from '../../backend/test/support/settings';

// The Settings tab and the "Make it yours" checklist (docs/settings-contract.md;
// docs/architecture.md, "Site settings"). The settings are the whole site's, so what the test
// changes is put back afterwards for the suites that run after it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type Settings = Record<string, unknown> & { checklist: Record<string, boolean> };
let admin: APIRequestContext;
let before: Settings;

async function adminSettings(): Promise<Settings> {
  const res = await admin.get('/api/admin/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Settings;
}

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  before = await adminSettings();
});

test.afterAll(async () => {
  const editable = Object.fromEntries(
    Object.entries(before).filter(
      ([field]) => !(READ_ONLY_SETTINGS as readonly string[]).includes(field),
    ),
  );
  const res = await admin.put('/api/admin/settings', { data: editable });
  expect(res.status(), await res.text()).toBe(200);
  if (!before.logoUrl) await admin.delete('/api/admin/settings/logo');
  await admin.dispose();
});

// The Settings tab's form (test 1) and its logo (test 2) are two tests, each on a page of its own.
// Until this split, the logo upload and the Save after it ran on one page, and on a loaded machine the
// page sometimes stopped answering Playwright after the upload (the locator of Save never resolved,
// though the page still painted): 1 of 4 local runs of the admin suites, 2 of 4 CI runs. Apart, each
// part is checked the way an administrator does it; the cause is recorded in docs/testing.md.
test('an administrator makes the site the ministry’s own in the Settings tab', async ({
  page,
  browser,
}) => {
  const tag = unique('').trim();
  const name = `Grace Chapel ${tag}`;
  const headline = `Grace and truth ${tag}`;
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await dashboard.goto();

  // A fresh install: the checklist lists what to set, each item a link into the Settings tab.
  await expect(settings.checklist).toBeVisible();
  await expect(settings.checklistItem("Enter your ministry's name")).toContainText('To do');
  await expect(settings.checklistItem('Upload your logo')).toContainText('To do');
  await settings.checklistLink('Link your video channel').click();
  await expect(page).toHaveURL(/\/admin\?tab=settings#settings-links$/);
  await expect(dashboard.tab('Settings')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.field('Video channel')).toBeInViewport();
  await expect(page.locator('#settings-links')).toBeFocused();

  // The server's messages show on the fields they are about, a service-time row's too.
  await settings.field('Ministry name').fill('A');
  await settings.serviceTime(1).getByLabel('Name', { exact: true }).fill('');
  await settings.save.click();
  await expect(dashboard.toast).toContainText('Some settings were not saved');
  await expect(settings.fieldError('Ministry name')).toHaveText(
    'Ministry name must be at least 2 characters',
  );
  await expect(settings.fieldError('Name', settings.serviceTime(1))).toHaveText(
    'Service name is required',
  );
  // The first field refused is brought into view and focused.
  await expect(settings.field('Ministry name')).toBeFocused();

  // Identity and home texts.
  await settings.field('Ministry name').fill(name);
  await expect(settings.fieldError('Ministry name')).toHaveCount(0);
  await settings.field('Hero headline').fill(headline);

  // Service times: edit the first row, add one, move it to the top.
  const first = settings.serviceTime(1);
  await first.getByLabel('Name', { exact: true }).fill('Sabbath Worship');
  await first.getByLabel('Day(s)', { exact: true }).fill('Saturdays');
  await first.getByLabel('Time', { exact: true }).fill('9:30 AM - 11:30 AM');
  const rows = await settings.serviceTimes.count();
  await settings.button('Add service time').click();
  await expect(settings.serviceTimes).toHaveCount(rows + 1);
  const added = settings.serviceTime(rows + 1);
  await added.getByLabel('Name', { exact: true }).fill('Morning Prayer');
  await added.getByLabel('Day(s)', { exact: true }).fill('Daily');
  await added.getByLabel('Time', { exact: true }).fill('at 6:00 AM');
  for (let row = rows + 1; row > 1; row--) {
    await settings
      .serviceTime(row)
      .getByRole('button', { name: `Move service time ${row} up` })
      .click();
  }
  await expect(settings.serviceTime(1).getByLabel('Name', { exact: true })).toHaveValue(
    'Morning Prayer',
  );

  // The e-mail identity: who the mail comes from, and the postal address every message carries.
  const postal = `7 Mercy Lane ${tag}, Testville`;
  await settings.field('Sender name').fill(name);
  await settings.field('Postal address in e-mails').fill(postal);

  // A social link.
  const facebook = `https://www.facebook.com/grace-${tag}`;
  await settings.field('Facebook').fill(facebook);

  await settings.save.click();
  await expect(dashboard.toast).toContainText('Settings Saved');

  // Stored as typed, in the new order.
  const saved = await adminSettings();
  expect(saved).toMatchObject({
    ministryName: name,
    heroHeadline: headline,
    facebookUrl: facebook,
  });
  expect((saved.serviceTimes as unknown[]).slice(0, 2)).toEqual([
    { name: 'Morning Prayer', days: 'Daily', time: 'at 6:00 AM' },
    { name: 'Sabbath Worship', days: 'Saturdays', time: '9:30 AM - 11:30 AM' },
  ]);
  // The checklist follows: the name is done, the logo still to do.
  await expect(settings.checklistItem("Enter your ministry's name")).toContainText('Done');
  await expect(settings.checklistItem('Upload your logo')).toContainText('To do');

  // The public settings carry the new name at once.
  const published = await page.request.get('/api/settings');
  expect(published.status()).toBe(200);
  expect(await published.json()).toMatchObject({ ministryName: name, heroHeadline: headline });
  const site = await page.request.get('/api/site');
  expect(await site.json()).toMatchObject({ name });

  // The home page shows them, in the app and in the served HTML without JavaScript.
  const expectHome = async (scope: Locator) => {
    await expect(scope.locator('header .brand__name')).toHaveText(name);
    await expect(scope.locator('h1')).toHaveText(headline);
    const footer = scope.locator('footer.site-footer');
    await expect(footer.locator('.service-times dt').first()).toHaveText('Morning Prayer');
    await expect(footer.locator('.service-times dd').first()).toHaveText('Daily at 6:00 AM');
    await expect(footer.locator('.social-links a', { hasText: 'Facebook' })).toHaveAttribute(
      'href',
      facebook,
    );
  };
  await page.goto('/');
  await expectHome(page.locator('#root'));
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    await expectHome(plain.locator('[data-prerendered-page]'));
  } finally {
    await noScript.close();
  }

  // A test e-mail of a campaign comes from the saved sender and carries the saved postal address.
  const template = await admin.post('/api/email/templates', {
    data: { name: `Settings ${tag}`, subject: `Grace notes ${tag}`, message: 'Grace and peace.' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: number }).id;
  const campaign = await admin.post('/api/email/campaigns', {
    data: { name: `Settings ${tag}`, templateId },
  });
  expect(campaign.status(), await campaign.text()).toBe(201);
  const campaignId = ((await campaign.json()) as { id: number }).id;
  const to = `settings-${tag.replace(/\W+/g, '-')}@example.test`;
  const sent = await admin.post(`/api/email/campaigns/${campaignId}/test`, { data: { email: to } });
  expect(sent.status(), await sent.text()).toBe(202);
  const mail = await waitForMail(to, `[Test] Grace notes ${tag}`);
  expect(mail.from?.value[0]?.name).toBe(name);
  expect(mail.text).toContain(name);
  expect(mail.text).toContain(postal);
  expect(mail.html || '').toContain(postal);
});

test('an administrator uploads the logo, which the site and its favicon show at once', async ({
  page,
  browser,
}) => {
  const tag = unique('').trim();
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await page.goto('/admin?tab=settings');
  await dashboard.heading.waitFor();
  await settings.field('Ministry name').waitFor();

  // What is being typed stays while the logo goes up (the upload saves the logo alone).
  const tagline = `Rooted in grace ${tag}`;
  await settings.field('Tagline').fill(tagline);

  // Refused as the server would refuse it, then uploaded and shown, with its favicon.
  await settings.logoFile.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(
    settings.section.getByRole('alert').filter({ hasText: 'The logo must be' }),
  ).toHaveText('The logo must be a PNG, JPEG or WebP image');
  await settings.logoFile.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 48, [31, 58, 95]),
  });
  await expect(dashboard.toast).toContainText('Logo Uploaded');
  await expect(settings.logo).toHaveAttribute('src', /\/media\/site\/logo-[^/]+\.png$/);
  await expect(settings.favicon).toHaveAttribute('src', /\/media\/site\/favicon-[^/]+\.png$/);
  await expect
    .poll(() => settings.logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  await expect(settings.field('Tagline')).toHaveValue(tagline);
  // The page's own favicon (the browser tab's icon) follows at once.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    /\/media\/site\/favicon-[^/]+\.png$/,
  );
  const saved = await adminSettings();
  expect(saved.logoUrl).toMatch(/\/media\/site\/logo-[^/]+\.png$/);

  // The header of the home page shows it, with JavaScript and without.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const home = await context.newPage();
      await home.goto('/');
      await expect(home.locator('header img.brand__logo').first()).toHaveAttribute(
        'src',
        saved.logoUrl as string,
      );
      await expect(home.locator('link[rel="icon"]')).toHaveAttribute(
        'href',
        saved.faviconUrl as string,
      );
    } finally {
      await context.close();
    }
  }

  // The checklist follows; dismissed, it stays away.
  await page.reload();
  await dashboard.heading.waitFor();
  await expect(settings.checklistItem('Upload your logo')).toContainText('Done');
  await settings.checklist.getByRole('button', { name: 'Dismiss' }).click();
  await expect(settings.checklist).toBeHidden();
  await page.reload();
  await dashboard.heading.waitFor();
  // The Settings tab is still the open one (it is in the address); the checklist is gone.
  await expect(dashboard.tab('Settings')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.field('Ministry name')).toBeVisible();
  await expect(settings.checklist).toHaveCount(0);
});

// Issue 37's podcast settings block: what an administrator types there is what the feed says.
test('an administrator names the podcast in the Settings tab and the feed carries it', async ({
  page,
  baseURL,
}) => {
  const tag = unique('').trim();
  const title = `Grace Chapel Teaching ${tag}`;
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await dashboard.goto();
  await settings.open();
  await expect(settings.heading('Podcast')).toBeVisible();
  await settings.field('Podcast title').fill(title);
  await settings.field('Owner name').fill(`Pastor ${tag}`);
  await settings.field('Owner e-mail').fill('podcast@example.org');
  await settings.save.click();
  await expect(dashboard.toast).toContainText('Settings Saved');

  const feed = await (await page.request.get(`${baseURL}/podcast.xml`)).text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`<itunes:name>Pastor ${tag}</itunes:name>`);
  expect(feed).toContain('<itunes:email>podcast@example.org</itunes:email>');
});
