import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { deleteEvents, signInAsAdmin, unique } from '../pages/admin-api';

/**
 * The dashboard in the site's language (docs/translating.md, "The dashboard"): its own catalogue,
 * antd's texts and, in Hebrew, right to left. The Events tab, its dialog with the field messages and
 * an event's registrations, in Spanish and in Hebrew, on a phone and a desktop. The English
 * dashboard is what the other admin specs check.
 */

const IN = {
  es: {
    dir: 'ltr',
    title: 'Panel de administración',
    tab: 'Eventos',
    heading: 'Gestionar eventos',
    add: 'Añadir evento',
    create: 'Crear evento',
    titleMin: 'El título debe tener al menos 2 caracteres',
    dateRequired: 'La fecha es obligatoria',
    registration: 'Inscripción',
    cancel: 'Cancelar',
    discardTitle: '¿Descartar los cambios?',
    discard: 'Descartar',
    registrations: 'Inscripciones',
    back: 'Volver a los eventos',
    seatsTaken: 'Plazas ocupadas',
    logout: 'Cerrar sesión',
  },
  he: {
    dir: 'rtl',
    title: 'לוח הבקרה',
    tab: 'אירועים',
    heading: 'ניהול אירועים',
    add: 'הוספת אירוע',
    create: 'יצירת אירוע',
    titleMin: 'הכותרת חייבת להכיל לפחות 2 תווים',
    dateRequired: 'חובה להזין תאריך',
    registration: 'הרשמה',
    cancel: 'ביטול',
    discardTitle: 'לבטל את השינויים?',
    discard: 'ביטול השינויים',
    registrations: 'הרשמות',
    back: 'חזרה לאירועים',
    seatsTaken: 'מקומות תפוסים',
    logout: 'התנתקות',
  },
} as const;

const nextYear = new Date().getFullYear() + 1;

// Two settings saves, an event, three screens and axe over each: past the 30 s default on a loaded
// two-core machine.
test.setTimeout(120_000);

let restore: () => Promise<void> = async () => undefined;
let title = '';
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
  title = unique('Noche de estudio');
  const created = await page.request.post('/api/admin/events', {
    data: {
      title,
      description: 'Una tarde de estudio.',
      date: `${nextYear}-03-15`,
      time: '19:00 - 20:30',
      location: 'Salón',
      isSpecial: true,
      registration: { enabled: true, capacity: 20, reminderHoursBefore: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
});
test.afterEach(async ({ page }) => {
  await signInAsAdmin(page);
  await deleteEvents(page.request, title);
  await restore();
});

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['es', 'he'] as const) {
      const t = IN[language];
      test(`the Events tab in ${language}: translated, ${t.dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await page.goto(`/${language}/admin`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.tab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const section = page.getByRole('region', { name: t.heading, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
        await expect(page.getByRole('link', { name: t.logout })).toBeVisible();
        const card = section.getByRole('article', { name: title });
        await expect(card).toBeVisible();
        // antd laid out in the page's direction, its own texts in the language.
        await expect(page.locator('.ant-tabs').first()).toHaveClass(
          language === 'he' ? /ant-tabs-rtl/ : /^(?!.*ant-tabs-rtl)/,
        );
        await expectNoSidewaysScroll(page, `/${language}/admin`);
        await expectAccessible(page, `/${language}/admin at ${viewport.width} px`);
        await page.screenshot({
          path: test.info().outputPath(`admin-events-${language}-${viewport.width}.png`),
          fullPage: true,
        });

        // The add dialog: its registration section, and the field messages in the language.
        await section.getByRole('button', { name: t.add }).click();
        const dialog = page.getByRole('dialog', { name: t.add });
        await dialog.getByRole('button', { name: t.create }).click();
        await expect(dialog.getByText(t.titleMin, { exact: true })).toBeVisible();
        await expect(dialog.getByText(t.dateRequired, { exact: true })).toBeVisible();
        await expect(dialog.getByRole('heading', { name: t.registration })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the add dialog`);
        await expectAccessible(page, `/${language}/admin's add dialog at ${viewport.width} px`);
        await page.screenshot({
          path: test.info().outputPath(`admin-event-dialog-${language}-${viewport.width}.png`),
        });
        await dialog.getByRole('textbox').first().fill('A');
        await dialog.getByRole('button', { name: t.cancel }).click();
        await page
          .getByRole('dialog', { name: t.discardTitle })
          .getByRole('button', { name: t.discard })
          .click();
        await expect(dialog).toBeHidden();

        // The event's registrations.
        await card.getByRole('button', { name: new RegExp(`^${t.registrations}`) }).click();
        const registrations = page.getByRole('region', { name: new RegExp(title) });
        await expect(registrations.getByText(t.seatsTaken, { exact: true })).toBeVisible();
        await expect(registrations.getByRole('button', { name: t.back })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the registrations`);
        await expectAccessible(page, `/${language}/admin's registrations at ${viewport.width} px`);
        await page.screenshot({
          path: test.info().outputPath(`admin-registrations-${language}-${viewport.width}.png`),
        });
      });
    }
  });
}

test.describe('the dashboard follows the site language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the language remembered on the site opens the dashboard in it', async ({ page }) => {
    // What the site's language menu remembers (the `lang` cookie).
    await page.goto('/');
    await page.evaluate(() => {
      document.cookie = 'lang=he; path=/; samesite=lax';
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/he\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: IN.he.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

const TABS_IN = {
  es: {
    scriptures: ['Escrituras', 'Gestión de escrituras'],
    testimonials: ['Testimonios', 'Gestionar testimonios'],
    counseling: ['Consejería', 'Solicitudes de consejería'],
    signIn: ['Acceso de administración', 'Iniciar sesión', 'El nombre de usuario es obligatorio'],
  },
  he: {
    scriptures: ['כתובים', 'ניהול פסוקים'],
    testimonials: ['עדויות', 'ניהול עדויות'],
    counseling: ['ייעוץ', 'בקשות ייעוץ'],
    signIn: ['כניסת מנהלים', 'התחברות', 'חובה להזין שם משתמש'],
  },
} as const;

test.describe('other translated screens at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  for (const language of ['es', 'he'] as const) {
    const t = TABS_IN[language];
    test(`in ${language}: Scriptures, Testimonials, Counseling and the sign-in screen, no sideways scroll, axe clean`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto(`/${language}/admin`);
      for (const [tab, heading] of [t.scriptures, t.testimonials, t.counseling]) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const section = page.getByRole('region', { name: heading, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSidewaysScroll(page, `/${language}/admin, ${tab}`);
        await expectAccessible(page, `/${language}/admin, ${tab}`);
      }

      // Signed out, in a context of its own: the sign-in screen and its field messages.
      const signedOut = await browser.newContext({
        baseURL,
        viewport: { width: 412, height: 915 },
      });
      const login = await signedOut.newPage();
      await login.goto(`/${language}/admin/login`);
      await expect(login.locator('html')).toHaveAttribute('dir', IN[language].dir);
      await expect(login.getByRole('heading', { level: 1, name: t.signIn[0] })).toBeVisible();
      await login.getByRole('button', { name: t.signIn[1], exact: true }).click();
      await expect(login.getByText(t.signIn[2], { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(login, `/${language}/admin/login`);
      await expectAccessible(login, `/${language}/admin/login`);
      await login.screenshot({ path: test.info().outputPath(`admin-login-${language}-412.png`) });
      await signedOut.close();
    });
  }
});
