import { expect, request, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { MY_STACK } from '../fixtures/stacks';
import { turnGivingOff, turnGivingOn } from '../fixtures/stripe';
import { signInAsAdmin } from '../pages/admin-api';
import { ContentAdminApi, type EventRecord } from '../pages/home-page';

/**
 * The public pages off the home page in the languages a ministry offers (docs/translating.md, their
 * area catalogue frontend-public/src/i18n): the teaching library (served already translated by the
 * prerender), a teaching's page, the giving page and an event's registration form, in Spanish and in
 * Hebrew (right to left), at a phone's and a desktop's width. Each page's own texts, its client-side
 * validation messages, `lang`/`dir`, no sideways scroll and axe.
 */

// Four pages, each checked with axe, on a loaded two-core machine: well past the 30 s default.
test.setTimeout(240_000);

const IN = {
  es: {
    dir: 'ltr',
    library: 'Biblioteca de enseñanzas',
    intro: 'Todas las enseñanzas, por serie, predicador, libro de la Biblia y tema.',
    filters: 'Filtrar enseñanzas',
    book: 'Libro',
    allBooks: 'Todos los libros',
    john: 'Juan',
    speaker: 'Predicador',
    grid: 'Enseñanzas',
    count: /^\d+ enseñanzas?$/,
    breadcrumb: 'Ruta de navegación',
    play: 'Reproducir el video',
    share: 'Compartir',
    copy: 'Copiar el enlace',
    give: 'Ofrendar',
    amount: 'Monto',
    other: 'Otro',
    howOften: 'Frecuencia',
    monthly: 'Mensual',
    noAmount: 'Introduzca un monto',
    noName: 'El nombre es obligatorio',
    typed: '25,50',
    giveTyped: /^Ofrendar 25,50\sUS\$ cada mes$/,
    registerNow: /^Inscribirse ahora/,
    seats: 'Quedan 40 plazas',
    register: 'Inscribirse',
    firstName: 'Nombre',
    firstNameRequired: 'El nombre es obligatorio',
    tick: 'Marque "I agree to be photographed"',
    events: 'Próximos eventos',
  },
  he: {
    dir: 'rtl',
    library: 'ספריית השיעורים',
    intro: 'כל השיעורים, לפי סדרה, מרצה, ספר במקרא ונושא.',
    filters: 'סינון שיעורים',
    book: 'ספר',
    allBooks: 'כל הספרים',
    john: 'יוחנן',
    speaker: 'מרצה',
    grid: 'שיעורים',
    count: /^(שיעור אחד|שני שיעורים|\d+ שיעורים)$/,
    breadcrumb: 'נתיב ניווט',
    play: 'הפעלת הסרטון',
    share: 'שיתוף',
    copy: 'העתקת הקישור',
    give: 'תרומה',
    amount: 'סכום',
    other: 'אחר',
    howOften: 'באיזו תדירות',
    monthly: 'חודשית',
    noAmount: 'נא להזין סכום',
    noName: 'חובה להזין שם',
    typed: '25.50',
    giveTyped: /^תרומה של .*25\.50.* בכל חודש$/,
    registerNow: /^הרשמה עכשיו/,
    seats: 'נותרו 40 מקומות',
    register: 'הרשמה',
    firstName: 'שם פרטי',
    firstNameRequired: 'חובה להזין שם פרטי',
    tick: 'יש לסמן את "I agree to be photographed"',
    events: 'אירועים קרובים',
  },
} as const;

type Language = keyof typeof IN;

/** A date `days` from today as YYYY-MM-DD. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let restoreLanguages: () => Promise<void> = async () => undefined;
let settingsPage: Page | undefined;
let admin: ContentAdminApi;
let event: EventRecord;
let teaching: { slug: string; title: string };

test.beforeAll(async ({ browser, baseURL }) => {
  // The languages offered once for the file (each save renders every page again), put back after.
  settingsPage = await browser.newPage();
  restoreLanguages = await offerLanguages(settingsPage);

  const api = await request.newContext({ baseURL });
  await signInAsAdmin(api);
  await turnGivingOn(api, MY_STACK, {
    currency: 'USD',
    suggestedAmounts: [2500, 5000, 10000],
    coverFeeEnabled: true,
    feePercentBasisPoints: 290,
    feeFixed: 30,
  });
  const list = (await (await api.get('/api/teachings?book=John')).json()) as {
    items: { slug: string; title: string }[];
  };
  expect(list.items.length).toBeGreaterThan(0);
  teaching = list.items[0];
  await api.dispose();

  admin = await ContentAdminApi.signIn(baseURL!);
  event = await admin.createEvent({
    title: `Shavuot Night ${Date.now().toString(36)}`,
    description: 'Reading and study through the night, with cheesecake at dawn.',
    // Early tomorrow, so it is among the cards the home page shows.
    date: inDays(1),
    time: '5:00 AM - 6:00 AM',
    location: 'Fellowship Hall',
    isSpecial: true,
    registration: {
      enabled: true,
      capacity: 40,
      waitlist: true,
      maxPartySize: 6,
      questions: [
        { id: 'consent', label: 'I agree to be photographed', kind: 'checkbox', required: true },
      ],
    },
  });
});

test.afterAll(async ({ baseURL }) => {
  await admin?.deleteEvent(event.id);
  await admin?.dispose();
  const api = await request.newContext({ baseURL });
  await signInAsAdmin(api);
  await turnGivingOff(api);
  await api.dispose();
  await restoreLanguages();
  await settingsPage?.close();
});

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', IN[language].dir);
}

/** The page at rest, checked: no sideways scroll, axe clean; a screenshot to look at. */
async function expectWellLaidOut(page: Page, what: string, width: number) {
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, what);
  await expectAccessible(page, `${what} at ${width} px`);
  await page.screenshot({
    path: test.info().outputPath(`${what.replace(/\W+/g, '-')}-${width}.png`),
    fullPage: true,
  });
}

for (const language of ['es', 'he'] as const) {
  test(`/${language}/teachings is served already in its language`, async ({ page }) => {
    const t = IN[language];
    const res = await page.request.get(`/${language}/teachings`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(html).toMatch(new RegExp(`<html[^>]* dir="${t.dir}"`));
    expect(html).toContain(`>${t.library}</h1>`);
    expect(html).toContain(t.intro);
    expect(html).toContain(`aria-label="${t.filters}"`);
    expect(html).toMatch(new RegExp(`<option value=""[^>]*>${t.allBooks}</option>`));
    expect(html).toMatch(new RegExp(`<option value="John"[^>]*>${t.john}</option>`));
  });
}

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const language of ['es', 'he'] as const) {
      const t = IN[language];

      test(`in ${language}: the teaching library, a teaching, giving and an event's registration`, async ({
        page,
      }) => {
        // The library: its heading, filters (a book chosen by its translated name) and a card.
        await page.goto(`/${language}/teachings`);
        await expectLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1, name: t.library })).toBeVisible();
        const filters = page.getByRole('form', { name: t.filters });
        // Each filter a select inside its label (the label's text, then the select).
        const labelOf = (name: string) =>
          filters.locator('label').filter({ has: page.locator(`select[name="${name}"]`) });
        await expect(labelOf('speaker').locator('span')).toHaveText(t.speaker);
        await expect(labelOf('book').locator('span')).toHaveText(t.book);
        const book = filters.locator('select[name="book"]');
        await expect(book.locator('option').first()).toHaveText(t.allBooks);
        await expect(page.getByRole('status').filter({ hasText: t.count })).toBeVisible();
        await book.selectOption({ label: t.john });
        await expect(page).toHaveURL(new RegExp(`^[^?]*/${language}/teachings\\?book=John$`));
        const cards = page.getByRole('list', { name: t.grid, exact: true }).getByRole('article');
        await expect(cards.first()).toBeVisible();
        await expectWellLaidOut(page, `teachings-${language}`, width);

        // A teaching's page.
        await page.goto(`/${language}/teachings/${teaching.slug}`);
        await expectLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(teaching.title);
        const crumbs = page.getByRole('navigation', { name: t.breadcrumb });
        await expect(crumbs.getByRole('link', { name: t.library })).toHaveAttribute(
          'href',
          `/${language}/teachings`,
        );
        await expect(page.getByRole('link', { name: new RegExp(`^${t.play}`) })).toBeVisible();
        await expect(page.getByRole('heading', { name: t.share })).toBeVisible();
        await expect(page.getByRole('button', { name: t.copy })).toBeVisible();
        await expectWellLaidOut(page, `teaching-${language}`, width);

        // Giving: nothing chosen but "Other" with no amount, the page's own messages first.
        await page.goto(`/${language}/give`);
        await expectLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1, name: t.give })).toBeVisible();
        const form = page.getByRole('form', { name: t.give });
        await expect(form.getByRole('group', { name: t.amount })).toBeVisible();
        await form.getByRole('radio', { name: t.other }).check();
        await form.getByRole('radio', { name: t.monthly }).check();
        await expect(form.getByRole('group', { name: t.howOften })).toBeVisible();
        await form.getByRole('button', { name: t.give, exact: true }).click();
        await expect(form.getByRole('group', { name: t.amount })).toHaveAccessibleDescription(
          t.noAmount,
        );
        await expect(form.getByText(t.noName)).toBeVisible();
        await expectWellLaidOut(page, `give-${language}`, width);
        // An amount as the page's language writes it (a decimal comma in Spanish).
        await form.getByRole('textbox').first().fill(t.typed);
        await expect(form.getByRole('button', { name: t.giveTyped })).toBeVisible();

        // An event's registration form in its dialog, with its validation.
        await page.goto(`/${language}/#events`);
        await expectLanguage(page, language);
        const card = page
          .locator('#events')
          .getByRole('list', { name: t.events })
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: event.title }) });
        await card.getByRole('button', { name: t.registerNow }).click();
        const dialog = page.getByRole('dialog', { name: event.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(t.seats)).toBeVisible();
        await dialog.getByRole('button', { name: t.register, exact: true }).click();
        const firstName = dialog.getByLabel(t.firstName, { exact: true });
        await expect(firstName).toBeFocused();
        await expect(firstName).toHaveAccessibleDescription(t.firstNameRequired);
        await expect(dialog.getByLabel('I agree to be photographed')).toHaveAccessibleDescription(
          t.tick,
        );
        await expectNoSidewaysScroll(page, `the registration form in ${language}`);
        await expectAccessible(
          page,
          `the registration form in ${language} at ${width} px`,
          '[role="dialog"]',
        );
        await dialog.screenshot({
          path: test.info().outputPath(`registration-${language}-${width}.png`),
        });
      });
    }
  });
}
