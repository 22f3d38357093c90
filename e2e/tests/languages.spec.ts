import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { HomePage } from '../pages/home-page';

/**
 * The site in the languages a ministry offers (docs/translating.md): the address's prefix names the
 * language (`/es/`, `/he/community`), the header's and footer's language menus switch it without a
 * reload and keep the page, Hebrew is laid out right to left.
 */

// Each test saves the settings twice (offering the languages, then putting them back) and runs axe
// over a whole page: 30 to 45 s on a loaded two-core CI machine with three stacks, past the 30 s default.
test.setTimeout(90_000);

let restore: () => Promise<void> = async () => undefined;
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
});
test.afterEach(async () => {
  await restore();
});

const HOME_IN = {
  es: { about: 'Acerca de nuestro ministerio', study: 'Estudie la Palabra', dir: 'ltr' },
  he: { about: 'אודות השירות שלנו', study: 'לימוד הדבר', dir: 'rtl' },
} as const;

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['es', 'he'] as const) {
      test(`the home page in ${language}: translated, ${HOME_IN[language].dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        const home = new HomePage(page);
        await page.goto(`/${language}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', HOME_IN[language].dir);
        await expect(page.getByRole('heading', { name: HOME_IN[language].about })).toBeVisible();
        await expect(page.getByRole('heading', { name: HOME_IN[language].study })).toBeVisible();
        await expect(home.study.root.getByRole('article').first()).toBeVisible();
        await expect(home.events.root.getByRole('article').first()).toBeVisible();
        await expect(page.locator('[aria-busy]')).toHaveCount(0);
        // The footer's language menu, the page's links in its language.
        const footerMenu = page.getByRole('contentinfo').getByRole('navigation', {
          name: language === 'es' ? 'Idioma' : 'שפה',
        });
        await expect(footerMenu.getByRole('link', { name: 'English' })).toHaveAttribute(
          'href',
          '/',
        );
        await expect(
          page
            .getByRole('contentinfo')
            .getByRole('link', { name: language === 'es' ? 'Quiénes somos' : 'מי אנחנו' }),
        ).toHaveAttribute('href', `/${language}/#about`);
        await expectNoSidewaysScroll(page, `/${language}/`);
        await expectAccessible(page, `/${language}/ at ${viewport.width} px`);
        await page.screenshot({
          path: test.info().outputPath(`home-${language}-${viewport.width}.png`),
          fullPage: false,
        });
      });
    }
  });
}

const COMMUNITY_IN = {
  es: { title: 'Nuestra comunidad', read: 'Leer testimonios' },
  he: { title: 'הקהילה שלנו', read: 'קריאת עדויות' },
} as const;

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the community page at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['es', 'he'] as const) {
      test(`in ${language}: its title and tabs translated, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await page.goto(`/${language}/community`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          page.getByRole('heading', { level: 1, name: COMMUNITY_IN[language].title }),
        ).toBeVisible();
        await expect(page.getByRole('tab', { name: COMMUNITY_IN[language].read })).toBeVisible();
        await expect(page.locator('[aria-busy]')).toHaveCount(0);
        await expectNoSidewaysScroll(page, `/${language}/community`);
        await expectAccessible(page, `/${language}/community at ${viewport.width} px`);
      });
    }
  });
}

test.describe('switching language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps the page, without a reload, and is remembered', async ({ page }) => {
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.evaluate(() => {
      (window as { stillTheSameDocument?: boolean }).stillTheSameDocument = true;
    });

    await header.getByRole('button', { name: /^Language/ }).click();
    await header.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/community$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header.getByRole('link', { name: 'Comunidad' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await page.evaluate(
        () => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument,
      ),
    ).toBe(true);

    // From the footer, to Hebrew: the same page again, right to left.
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'עברית' })
      .click();
    await expect(page).toHaveURL(/\/he\/community$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(
      await page.evaluate(
        () => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument,
      ),
    ).toBe(true);

    // The links of the page stay in the language; the choice is remembered.
    await header.getByRole('link', { name: 'אודות' }).click();
    await expect(page).toHaveURL(/\/he\/?#about$/);
    await page.goto('/community');
    await expect(page).toHaveURL(/\/he\/community$/);

    await page.goBack();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  });

  test('a first visit gets the offered language that best matches the browser', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await offerLanguages(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.getByRole('heading', { name: 'Estudie la Palabra' })).toBeVisible();
    await context.close();
  });
});
