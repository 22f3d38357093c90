import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { READ_ONLY_SETTINGS } from '../../backend/test/support/settings';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminSettingsTab } from '../pages/admin-settings-tab';
import { chooseOption } from '../pages/select';

// The Settings tab's languages (docs/settings-contract.md, "Languages"): the default language, the
// others offered, and the ministry's own texts in each, falling back to the default language's. The
// settings are the whole site's: each test puts back what it found.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type Settings = Record<string, unknown> & {
  languages: string[];
  translations: Record<string, Record<string, unknown>>;
};
let admin: APIRequestContext;
let before: Settings;

async function adminSettings(): Promise<Settings> {
  const res = await admin.get('/api/admin/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Settings;
}

const editable = (all: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(all).filter(
      ([field]) => !(READ_ONLY_SETTINGS as readonly string[]).includes(field),
    ),
  );

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  before = await adminSettings();
});

test.afterEach(async () => {
  const res = await admin.put('/api/admin/settings', { data: editable(before) });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await admin.dispose();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`an administrator offers Español and writes its tagline; /es/ shows it, and the default language's texts where none is written`, async ({
      page,
    }) => {
      const tag = unique('').trim();
      const spanishTagline = `Caminando en Espíritu y en Verdad ${tag}`;
      const hebrewTagline = `הולכים ברוח ובאמת ${tag}`;
      await signInAsAdmin(page);
      const dashboard = new AdminDashboardPage(page);
      const settings = new AdminSettingsTab(dashboard);
      await page.goto('/admin?tab=settings#settings-region');
      await dashboard.heading.waitFor();
      await settings.field('Ministry name').waitFor();
      const toast = (text: string) => dashboard.toast.filter({ hasText: text }).first();
      const region = settings.section.getByRole('region', { name: 'Region', exact: true });
      const texts = (language: string) =>
        region.getByRole('region', { name: `Texts in ${language}`, exact: true });

      // As the site is (a fresh install offers English alone): the default always offered.
      const offered = (name: string) => region.getByRole('checkbox', { name, exact: true });
      await expect(offered('English')).toBeChecked();
      await expect(offered('English')).toBeDisabled();
      await expect(offered('Español')).not.toBeChecked();
      await expect(region.getByRole('region', { name: /^Texts in / })).toHaveCount(0);
      const englishTagline = await settings.field('Tagline').inputValue();
      const englishHeadline = await settings.field('Hero headline').inputValue();
      // Every shipped language is listed, each name in its own language.
      for (const [name, lang] of [
        ['Español', 'es'],
        ['Português (Brasil)', 'pt-BR'],
        ['Français', 'fr'],
        ['עברית', 'he'],
      ]) {
        await expect(region.locator(`label:has(input[type=checkbox]) [lang="${lang}"]`)).toHaveText(
          name,
        );
      }

      // Offered by keyboard: Español and Hebrew get their texts, each box showing the English text.
      await offered('Español').focus();
      await page.keyboard.press('Space');
      await expect(offered('Español')).toBeChecked();
      await offered('עברית').check();
      const spanish = texts('Español');
      await expect(spanish).toBeVisible();
      await expect(spanish.getByLabel('Tagline', { exact: true })).toHaveAttribute(
        'placeholder',
        englishTagline,
      );
      await expect(spanish.getByLabel('Hero headline', { exact: true })).toHaveAttribute(
        'placeholder',
        englishHeadline,
      );
      await expect(spanish.getByLabel('Tagline', { exact: true })).toHaveAttribute('lang', 'es');
      const hebrew = texts('עברית');
      await expect(hebrew.getByLabel('Tagline', { exact: true })).toHaveAttribute('dir', 'rtl');
      await expect(hebrew.getByLabel('Tagline', { exact: true })).toHaveAttribute('lang', 'he');

      await spanish.getByLabel('Tagline', { exact: true }).fill(spanishTagline);
      await hebrew.getByLabel('Tagline', { exact: true }).fill(hebrewTagline);

      await settings.save.click();
      await expect(toast('Settings Saved')).toBeVisible();
      const saved = await adminSettings();
      expect(saved.defaultLanguage).toBe('en');
      expect(saved.languages).toEqual(['en', 'es', 'he']);
      // Only the texts written are stored.
      expect(saved.translations).toEqual({
        ...before.translations,
        es: { tagline: spanishTagline },
        he: { tagline: hebrewTagline },
      });

      // Hebrew taken off: its texts stay stored, for when it is offered again.
      await offered('עברית').uncheck();
      await expect(texts('עברית')).toHaveCount(0);
      await settings.save.click();
      await expect.poll(async () => (await adminSettings()).languages).toEqual(['en', 'es']);
      expect((await adminSettings()).translations.he).toEqual({ tagline: hebrewTagline });

      // Read again, the form shows them as saved.
      await page.reload();
      // Two boxes are labelled "Ministry name" now: the default language's and the Spanish one.
      await settings.field('Ministry name').first().waitFor();
      await expect(offered('Español')).toBeChecked();
      await expect(offered('עברית')).not.toBeChecked();
      await expect(texts('Español').getByLabel('Tagline', { exact: true })).toHaveValue(
        spanishTagline,
      );

      // The section at this width: nothing wider than the screen, axe clean, looked at.
      await expectNoSidewaysScroll(page, `the Settings tab at ${viewport.width} px`);
      await expectAccessible(
        page,
        `the Region section at ${viewport.width} px`,
        'section[aria-labelledby="settings-region-title"]',
      );
      await settings.field('Default language').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`languages-${viewport.width}.png`) });
      await texts('Español').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`region-${viewport.width}.png`) });

      // The public site in Spanish: its tagline; the headline left empty is the English one.
      await expect
        .poll(async () => (await (await page.request.get('/es/')).text()).includes(spanishTagline))
        .toBe(true);
      await page.goto('/es/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(new RegExp(`^${escape(spanishTagline)} \\| `));
      await expect(page.locator('#root h1')).toHaveText(englishHeadline);
      await page.goto('/');
      await expect(page).toHaveTitle(new RegExp(`^${escape(englishTagline)} \\| `));
    });

    // A refused save, more typing and a second save on one page: where the Settings tab's "stall"
    // came, which was antd's spinner left in the Save button's name (docs/testing.md).
    test('the server’s message on a language’s text shows on that text’s box', async ({ page }) => {
      await signInAsAdmin(page);
      const dashboard = new AdminDashboardPage(page);
      const settings = new AdminSettingsTab(dashboard);
      await page.goto('/admin?tab=settings#settings-region');
      await dashboard.heading.waitFor();
      await settings.field('Ministry name').waitFor();
      const region = settings.section.getByRole('region', { name: 'Region', exact: true });
      await region.getByRole('checkbox', { name: 'Español', exact: true }).check();
      const spanish = region.getByRole('region', { name: 'Texts in Español', exact: true });
      const label = spanish.getByLabel('Primary button label', { exact: true });
      await label.fill('V');
      await settings.save.click();
      await expect(
        dashboard.toast.filter({ hasText: 'Some settings were not saved' }).first(),
      ).toBeVisible();
      await expect(settings.fieldError('Primary button label', spanish)).toHaveText(
        'Primary button label must be at least 2 characters',
      );
      // The first box refused is brought into view and focused; typing clears its message.
      await expect(label).toBeFocused();
      await label.fill('Ve');
      await expect(settings.fieldError('Primary button label', spanish)).toHaveCount(0);
      // Nothing was saved.
      expect((await adminSettings()).languages).toEqual(before.languages);

      // Another default language: offered at once, and the form says what it means for the texts.
      await chooseOption(page, settings.field('Default language'), 'Español');
      const offered = (name: string) => region.getByRole('checkbox', { name, exact: true });
      await expect(offered('Español')).toBeChecked();
      await expect(offered('Español')).toBeDisabled();
      await expect(offered('English')).toBeEnabled();
      await expect(region.getByRole('alert')).toContainText(
        'After the save, the texts of the sections above are the Español ones',
      );
      await expect(
        region.getByRole('region', { name: 'Texts in English', exact: true }),
      ).toBeVisible();
      await chooseOption(page, settings.field('Default language'), 'English');
      await expect(region.getByRole('alert')).toHaveCount(0);

      // Corrected, it saves: after the refused save, the button keeps its name (antd's own spinner
      // once stayed in it as "loading Save settings" when the answer came within its slide-in).
      await expect(settings.save).toBeEnabled();
      await settings.save.click();
      await expect(dashboard.toast.filter({ hasText: 'Settings Saved' }).first()).toBeVisible();
      expect((await adminSettings()).translations.es).toEqual({ heroPrimaryLabel: 'Ve' });
    });
  });
}
