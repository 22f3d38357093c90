import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { signInAsStaff, staffAccount } from '../pages/staff-accounts';

/**
 * The dashboard's content tabs in the site's language (docs/translating.md, "The dashboard"): the
 * Teachings tab with its series and a teaching's dialog, the Giving tab with the offline gift's dialog
 * and its field messages, and the Check-in screen as a Check-in volunteer sees it at the door, in
 * Spanish and in Hebrew (right to left), on a phone and a desktop. The English tabs are what
 * admin-teachings, admin-giving and admin-check-in check.
 */

const IN = {
  es: {
    dir: 'ltr',
    teachings: {
      tab: 'Enseñanzas',
      all: 'Todas las enseñanzas',
      search: 'Buscar por título',
      column: 'Enseñanza',
      series: /^Series \(/,
      add: 'Añadir serie',
      create: 'Crear serie',
      titleRange: 'El título debe tener entre 1 y 200 caracteres',
      edit: 'Editar',
      editTitle: 'Editar enseñanza',
      override: 'Reemplazar el título del canal',
    },
    giving: {
      tab: 'Donaciones',
      export: 'Exportar CSV',
      totals: 'Totales por mes',
      donors: 'Donantes',
      statements: 'Resúmenes de fin de año',
      record: 'Registrar donación fuera de línea',
      dialog: 'Registrar una donación fuera de línea',
      submit: 'Registrar donación',
      amountRequired: 'El importe es obligatorio',
      deposit: 'Lote de depósito',
    },
    checkIn: {
      heading: 'Registro de entrada',
      arrived: 'Llegadas',
      counts: 'Llegadas: 0 de 3 personas',
      registrations: '0 de 2 inscripciones',
      scan: 'Escanear entrada',
      find: 'Buscar por nombre o correo',
      people: 'Personas',
      state: 'Grupo de 2 · Aún no ha llegado',
      mark: 'Marcar presente: Naomi Bethlehem',
      checkedIn: 'Entrada registrada: Naomi Bethlehem',
      undo: 'Deshacer',
      undone: 'Entrada deshecha: Naomi Bethlehem no figura como presente.',
    },
    cancel: 'Cancelar',
  },
  he: {
    dir: 'rtl',
    teachings: {
      tab: 'שיעורים',
      all: 'כל השיעורים',
      search: 'חיפוש לפי כותרת',
      column: 'שיעור',
      series: /^סדרות \(/,
      add: 'הוספת סדרה',
      create: 'יצירת סדרה',
      titleRange: 'הכותרת חייבת להכיל בין 1 ל-200 תווים',
      edit: 'עריכה',
      editTitle: 'עריכת שיעור',
      override: 'החלפת הכותרת של הערוץ',
    },
    giving: {
      tab: 'תרומות',
      export: 'ייצוא CSV',
      totals: 'סיכומים לפי חודש',
      donors: 'תורמים',
      statements: 'דוחות שנתיים',
      record: 'רישום תרומה לא מקוונת',
      dialog: 'רישום תרומה לא מקוונת',
      submit: 'רישום התרומה',
      amountRequired: 'חובה להזין סכום',
      deposit: 'אצוות הפקדה',
    },
    checkIn: {
      heading: 'צ׳ק-אין',
      arrived: 'הגיעו',
      counts: 'הגיעו: 0 מתוך 3 אנשים',
      registrations: '0 מתוך 2 הרשמות',
      scan: 'סריקת כרטיס',
      find: 'חיפוש לפי שם או דואר',
      people: 'אנשים',
      state: 'קבוצה של 2 · טרם הגיעו',
      mark: 'סימון נוכחות: Naomi Bethlehem',
      checkedIn: 'בוצע צ׳ק-אין: Naomi Bethlehem',
      undo: 'ביטול',
      undone: 'הצ׳ק-אין בוטל: Naomi Bethlehem לא מסומן כנוכח.',
    },
    cancel: 'ביטול',
  },
} as const;

type Language = keyof typeof IN;
const LANGUAGES = Object.keys(IN) as Language[];
const WIDTHS = [412, 1280];

// Two settings saves, several screens and axe over each, on a loaded two-core machine.
test.setTimeout(180_000);

let restore: () => Promise<void> = async () => undefined;
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
});
test.afterEach(async () => {
  await restore();
});

/** The dashboard in `language`, its direction and one of its tabs opened; returns the tab's region. */
async function openTab(page: Page, language: Language, tab: string, heading = tab) {
  await page.goto(`/${language}/admin`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', IN[language].dir);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const section = page.getByRole('region', { name: heading, exact: true });
  await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return section;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const language of LANGUAGES) {
      const t = IN[language];

      test(`the Teachings tab in ${language}: translated, ${t.dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        const w = t.teachings;
        const section = await openTab(page, language, w.tab);
        await expect(section.getByRole('tab', { name: w.all, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(section.getByLabel(w.search, { exact: true })).toBeVisible();
        const table = section.getByRole('table').first();
        await expect(
          table.getByRole('columnheader', { name: w.column, exact: true }),
        ).toBeVisible();
        await expect(section.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
        await expectNoSidewaysScroll(page, `/${language}/admin, Teachings`);
        await expectAccessible(page, `/${language}/admin, Teachings at ${width} px`);
        await shoot(page, `admin-teachings-${language}-${width}`);

        // A teaching's dialog: its overrides, in the language.
        await section
          .getByRole('button', { name: new RegExp(`^${w.edit}`) })
          .first()
          .click();
        const teaching = page.getByRole('dialog', { name: w.editTitle });
        await expect(teaching.getByText(w.override, { exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, a teaching's dialog`);
        await expectAccessible(page, `/${language}/admin, a teaching's dialog at ${width} px`);
        await shoot(page, `admin-teaching-dialog-${language}-${width}`);
        await teaching.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(teaching).toBeHidden();

        // The series, and the add dialog's field message.
        const seriesTab = section.getByRole('tab', { name: w.series });
        await seriesTab.click();
        await expect(seriesTab).toHaveAttribute('aria-selected', 'true');
        await section.getByRole('button', { name: w.add, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.add });
        // Open once it has focused its first field (FormDialog's afterOpenChange): a click on
        // Create while it still animated open under load showed no field message (flaky in the
        // full run, not on its own).
        await expect(dialog.getByRole('textbox').first()).toBeFocused();
        await dialog.getByRole('button', { name: w.create, exact: true }).click();
        await expect(dialog.getByText(w.titleRange, { exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the Add Series dialog`);
        await expectAccessible(page, `/${language}/admin, the Add Series dialog at ${width} px`);
        await shoot(page, `admin-series-dialog-${language}-${width}`);
        await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expectNoSidewaysScroll(page, `/${language}/admin, the series`);
        await expectAccessible(page, `/${language}/admin, the series at ${width} px`);
      });

      test(`the Giving tab in ${language}: translated, ${t.dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        const w = t.giving;
        const section = await openTab(page, language, w.tab);
        await expect(section.getByRole('link', { name: w.export })).toBeVisible();
        await expect(
          section.getByRole('heading', { level: 3, name: w.totals, exact: true }),
        ).toBeVisible();
        await expect(
          section.getByRole('heading', { level: 3, name: w.donors, exact: true }),
        ).toBeVisible();
        await expect(
          section.getByRole('heading', { level: 3, name: w.statements, exact: true }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, Giving`);
        await expectAccessible(page, `/${language}/admin, Giving at ${width} px`);
        await shoot(page, `admin-giving-${language}-${width}`);

        // The offline gift's dialog and its field message.
        await section.getByRole('button', { name: w.record, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.dialog });
        await expect(dialog.getByLabel(w.deposit, { exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: w.submit, exact: true }).click();
        await expect(dialog.getByText(w.amountRequired, { exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the offline gift's dialog`);
        await expectAccessible(
          page,
          `/${language}/admin, the offline gift's dialog at ${width} px`,
        );
        await shoot(page, `admin-gift-dialog-${language}-${width}`);
        await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(dialog).toBeHidden();
      });
    }

    test.describe('the Check-in screen', () => {
      let admin: APIRequestContext;
      let eventId = 0;
      let title = '';

      test.beforeEach(async ({ baseURL }) => {
        admin = await request.newContext({ baseURL });
        await signInAsAdmin(admin);
        title = unique('Cena de Shabat');
        eventId = await todaysEvent(admin, title, [
          { first: 'Naomi', party: 2 },
          { first: 'Boaz', party: 1 },
        ]);
      });
      test.afterEach(async () => {
        if (eventId) await admin.delete(`/api/admin/events/${eventId}`);
        await admin.dispose();
      });

      for (const language of LANGUAGES) {
        const t = IN[language];
        test(`in ${language} for a Check-in volunteer: translated, ${t.dir}, no sideways scroll, axe clean`, async ({
          page,
          baseURL,
        }) => {
          const w = t.checkIn;
          const volunteer = await staffAccount(baseURL!, 'check_in', {
            prefix: `door-${language}-${width}`,
          });
          // The administrator who offered the languages signs out first.
          await page.context().clearCookies();
          await signInAsStaff(page, volunteer);
          await page.goto(`/${language}/admin`);
          await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
          const section = page.getByRole('region', { name: w.heading, exact: true });
          await expect(section.getByRole('heading', { level: 2, name: w.heading })).toBeVisible();
          // The day may hold other events: this one picked.
          const choice = section.getByRole('radio', { name: new RegExp(`^${title}`) });
          if (await choice.count()) await choice.check();
          await expect(
            section.getByRole('heading', { level: 3, name: new RegExp(title) }),
          ).toBeVisible();
          const counts = section.getByRole('status', { name: w.arrived });
          await expect(counts).toContainText(w.counts);
          await expect(counts).toContainText(w.registrations);
          await expect(section.getByRole('button', { name: w.scan })).toBeVisible();
          await section.getByLabel(w.find).fill('naomi');
          const people = section.getByRole('list', { name: w.people });
          await expect(people.getByRole('listitem')).toHaveCount(1);
          await expect(people.getByRole('listitem')).toContainText(w.state);
          await expectNoSidewaysScroll(page, `/${language}/admin, Check-in`);
          await expectAccessible(page, `/${language}/admin, Check-in at ${width} px`);
          await shoot(page, `admin-check-in-${language}-${width}`);

          // Marked present, then undone: the outcome in the language.
          await people.getByRole('button', { name: w.mark }).click();
          const outcome = section.locator('.check-in__outcome');
          await expect(outcome).toContainText(w.checkedIn);
          await expectAccessible(page, `/${language}/admin, a person checked in at ${width} px`);
          await outcome.getByRole('button', { name: w.undo, exact: true }).click();
          await expect(outcome).toContainText(w.undone);
          await expectNoSidewaysScroll(page, `/${language}/admin, a check-in undone`);
        });
      }
    });
  });
}

/** An event of today taking registrations, with people registered while it was days away. */
async function todaysEvent(
  admin: APIRequestContext,
  title: string,
  people: { first: string; party: number }[],
): Promise<number> {
  const body = {
    title,
    description: 'Una comida juntos para recibir el Shabat.',
    date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    time: '11:00 PM - 11:30 PM',
    location: 'Salón',
    isSpecial: true,
    registration: { enabled: true, capacity: 50 },
  };
  const created = await admin.post('/api/admin/events', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number };
  const suffix = Date.now().toString(36);
  for (const { first, party } of people) {
    const registered = await admin.post(`/api/events/${event.id}/registrations`, {
      data: {
        firstName: first,
        lastName: 'Bethlehem',
        email: `${first.toLowerCase()}-${suffix}@example.test`,
        partySize: party,
        answers: [],
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }
  const today = (
    (await (await admin.get('/api/admin/check-in/events')).json()) as { today: string }
  ).today;
  const moved = await admin.put(`/api/admin/events/${event.id}`, {
    data: { ...body, date: today },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return event.id;
}
