import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin } from '../pages/admin-api';

/**
 * What an administrator saves in the settings is what every visitor sees (docs/architecture.md,
 * "The served page carries the site settings"), in the served HTML itself (JavaScript disabled) and
 * in the app, with no rebuild. The settings are put back afterwards: the other suites expect a
 * fresh install's texts.
 */

/** Every field `PUT /api/admin/settings` takes (docs/settings-contract.md); the others are read-only. */
const EDITABLE = [
  'ministryName',
  'tagline',
  'accentColor',
  'heroHeadline',
  'heroSubline',
  'heroPrimaryLabel',
  'heroSecondaryLabel',
  'aboutText',
  'aboutVideoUrl',
  'footerMission',
  'closingQuote',
  'closingQuoteReference',
  'newsletterPromise',
  'postalAddress',
  'phone',
  'email',
  'serviceTimes',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'channelUrl',
  'timeZone',
  'locale',
  'senderName',
  'senderAddress',
  'mailPostalAddress',
  'replyTo',
] as const;

type Editable = Record<(typeof EDITABLE)[number], unknown>;

const NAME = 'Grace Chapel of Testville';
const HEADLINE = 'Come as you are to Grace Chapel';
const FACEBOOK = 'https://www.facebook.com/gracechapel-testville';
const SERVICE_TIMES = [
  { name: 'Sunday Worship', days: 'Sunday', time: '9:30 AM - 11:00 AM' },
  { name: 'Prayer Breakfast', days: '', time: 'First Saturday at 8 AM' },
];

async function editableSettings(api: APIRequestContext): Promise<Editable> {
  const res = await api.get('/api/admin/settings');
  expect(res.status(), await res.text()).toBe(200);
  const all = (await res.json()) as Record<string, unknown>;
  return Object.fromEntries(EDITABLE.map((field) => [field, all[field]])) as Editable;
}

async function saveSettings(api: APIRequestContext, settings: Editable): Promise<void> {
  const res = await api.put('/api/admin/settings', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** What the visitor's page shows of the settings, from the header, the home page and the footer. */
async function expectSavedSettings(page: Page, { withJavaScript }: { withJavaScript: boolean }) {
  // Without JavaScript the prerendered picture is the page (inert, so not found by role).
  const scope = withJavaScript ? page.locator('#root') : page.locator('[data-prerendered-page]');
  await expect(scope.locator('header .brand__name')).toHaveText(NAME);
  await expect(scope.locator('h1')).toHaveText(HEADLINE);
  const footer = scope.locator('footer.site-footer');
  await expect(footer.locator('#footer-mission')).toHaveText(NAME);
  await expect(footer.locator('.service-times dt')).toHaveText(SERVICE_TIMES.map((r) => r.name));
  await expect(footer.locator('.service-times dd')).toHaveText([
    'Sunday 9:30 AM - 11:00 AM',
    'First Saturday at 8 AM',
  ]);
  await expect(footer.locator('.social-links a', { hasText: 'Facebook' })).toHaveAttribute(
    'href',
    FACEBOOK,
  );
  // An empty link is not shown.
  await expect(footer.locator('.social-links a', { hasText: 'Instagram' })).toHaveCount(0);
  await expect(footer.locator('.site-footer__copyright')).toContainText(NAME);
  await expect(page).toHaveTitle(new RegExp(NAME));
  expect(await page.content()).not.toContain('Spirit &amp; Truth Ministry');
}

test.describe('site settings saved by an administrator', () => {
  let original: Editable | undefined;

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    original = await editableSettings(page.request);
    await saveSettings(page.request, {
      ...original,
      ministryName: NAME,
      senderName: NAME,
      heroHeadline: HEADLINE,
      serviceTimes: SERVICE_TIMES,
      facebookUrl: FACEBOOK,
      instagramUrl: '',
    });
    // Every API process renders the page again within 2 s of a save (LISTEN/NOTIFY).
    await expect
      .poll(async () => (await (await page.request.get('/')).text()).includes(NAME), {
        timeout: 5_000,
      })
      .toBe(true);
  });

  test.afterEach(async ({ page }) => {
    if (original) await saveSettings(page.request, original);
  });

  test('show on the home page, header and footer, and in the HTML without JavaScript', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible();
    await expectSavedSettings(page, { withJavaScript: true });

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/');
      await expect(plain.locator('[data-prerendered-page]')).toBeVisible();
      await expectSavedSettings(plain, { withJavaScript: false });
    } finally {
      await noScript.close();
    }
  });

  test('the About video poster shows the new name, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    const pictures: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image') pictures.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    const poster = page.locator('#root #about .video-facade');
    await expect(poster.getByRole('img')).toHaveCount(0);
    await expect(poster.locator('.video-facade__poster')).toContainText(NAME);
    await expect(poster).not.toContainText('Spirit & Truth');
    expect(pictures.filter((path) => /about-video-poster/.test(path))).toEqual([]);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/');
      const prerendered = plain.locator('[data-prerendered-page] #about .video-facade');
      await expect(prerendered.locator('.video-facade__poster')).toContainText(NAME);
      await expect(prerendered.locator('img')).toHaveCount(0);
      expect(await plain.content()).not.toContain('about-video-poster');
    } finally {
      await noScript.close();
    }
  });

  test('need no request for the settings on the first paint: they come in the page', async ({
    page,
  }) => {
    const settingsRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(settings|site)(\?|$)/.test(new URL(req.url()).pathname)) {
        settingsRequests.push(req.url());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expectSavedSettings(page, { withJavaScript: true });
    await page.waitForLoadState('networkidle');
    expect(settingsRequests).toEqual([]);
  });
});

test.describe('a long ministry name', () => {
  // 56 characters: what a real ministry's full name can be.
  const LONG_NAME = 'The Messianic Fellowship of Spirit and Truth of Testville';
  let original: Editable | undefined;

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    original = await editableSettings(page.request);
    await saveSettings(page.request, { ...original, ministryName: LONG_NAME });
    await expect
      .poll(async () => (await (await page.request.get('/')).text()).includes(LONG_NAME), {
        timeout: 5_000,
      })
      .toBe(true);
  });

  test.afterEach(async ({ page }) => {
    if (original) await saveSettings(page.request, original);
  });

  for (const width of [412, 820, 1024, 1280]) {
    test(`stays inside the header at ${width} px, in two lines at most`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // The app's header (the prerendered picture's is replaced by it): measured in one go, again
      // until it is there.
      await expect(page.locator('#root header.site-header .brand__name')).toHaveText(LONG_NAME);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const header = document.querySelector('#root header.site-header');
            const name = header?.querySelector('.brand__name');
            if (!header || !name) return 'no header yet';
            const box = header.getBoundingClientRect();
            const text = name.getBoundingClientRect();
            const lines = text.height / parseFloat(getComputedStyle(name).lineHeight);
            const entries = Array.from(header.querySelectorAll('.main-nav__link')).map(
              (link) => link.getBoundingClientRect().top,
            );
            const oneRow = entries.every((top) => Math.abs(top - (entries[0] ?? top)) < 2);
            return [
              text.top >= box.top ? 'inside at the top' : 'above the header',
              text.bottom <= box.bottom ? 'inside at the bottom' : 'below the header',
              lines <= 2.05 ? 'two lines at most' : `${lines.toFixed(1)} lines`,
              oneRow ? 'menu on one row' : 'menu wrapped',
            ].join(', ');
          }),
        )
        .toBe('inside at the top, inside at the bottom, two lines at most, menu on one row');
    });
  }
});
