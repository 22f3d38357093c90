import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';

/**
 * The dashboard's Settings, Staff and My account tabs in the site's language (docs/translating.md,
 * "The dashboard"), in Spanish and in Hebrew (right to left), on a phone and a desktop: their
 * headings, some buttons and labels, a field message of the browser's own checks, and the screen
 * each opens (the invite dialog, the authenticator app's enrolment). The English tabs are what
 * admin-settings, admin-staff, admin-account and admin-two-factor check.
 */

const IN = {
  es: {
    dir: 'ltr',
    settings: {
      tab: 'Configuración',
      heading: 'Configuración del sitio',
      sections: ['Identidad', 'Textos de la página de inicio', 'Región', 'Donaciones'],
      ministryName: 'Nombre del ministerio',
      defaultLanguage: 'Idioma predeterminado',
      save: 'Guardar la configuración',
      undo: 'Deshacer los cambios',
      addFund: 'Añadir el fondo',
      fundNameRequired: 'El nombre del fondo es obligatorio',
      checklist: 'Hágalo suyo',
    },
    staff: {
      tab: 'Personal',
      heading: 'Personal',
      columns: ['Nombre', 'Rol', 'Estado', 'Acciones'],
      invite: 'Invitar al personal',
      send: 'Enviar la invitación',
      emailRequired: 'El correo electrónico es obligatorio',
      role: 'Rol',
      cancel: 'Cancelar',
    },
    account: {
      tab: 'Mi cuenta',
      heading: 'Mi cuenta',
      password: 'Contraseña',
      currentPassword: 'Contraseña actual',
      change: 'Cambiar la contraseña',
      currentRequired: 'La contraseña actual es obligatoria',
      sessions: 'Sesiones',
      thisDevice: 'Este dispositivo',
      twoFactor: 'Inicio de sesión en dos pasos',
      appOff: 'Aplicación de autenticación: Desactivada',
      setUp: 'Configurar la aplicación de autenticación',
      qr: 'Código QR para su aplicación de autenticación',
      turnOn: 'Activar',
      codeRequired: 'Introduzca el código de 6 dígitos',
      cancel: 'Cancelar',
      passkeys: 'Llaves de acceso',
      addPasskey: 'Añadir una llave de acceso',
      passkeyNameRequired: 'Dé un nombre a la llave de acceso',
    },
  },
  he: {
    dir: 'rtl',
    settings: {
      tab: 'הגדרות',
      heading: 'הגדרות האתר',
      sections: ['זהות', 'טקסטים של דף הבית', 'אזור', 'תרומות'],
      ministryName: 'שם הקהילה',
      defaultLanguage: 'שפת ברירת המחדל',
      save: 'שמירת ההגדרות',
      undo: 'ביטול השינויים',
      addFund: 'הוספת הקרן',
      fundNameRequired: 'חובה להזין שם לקרן',
      checklist: 'התאמה אישית',
    },
    staff: {
      tab: 'צוות',
      heading: 'צוות',
      columns: ['שם', 'תפקיד', 'סטטוס', 'פעולות'],
      invite: 'הזמנת איש צוות',
      send: 'שליחת ההזמנה',
      emailRequired: 'חובה להזין דואר אלקטרוני',
      role: 'תפקיד',
      cancel: 'ביטול',
    },
    account: {
      tab: 'החשבון שלי',
      heading: 'החשבון שלי',
      password: 'סיסמה',
      currentPassword: 'הסיסמה הנוכחית',
      change: 'שינוי הסיסמה',
      currentRequired: 'חובה להזין את הסיסמה הנוכחית',
      sessions: 'הפעלות',
      thisDevice: 'מכשיר זה',
      twoFactor: 'התחברות דו-שלבית',
      appOff: 'אפליקציית אימות: כבויה',
      setUp: 'הגדרת אפליקציית אימות',
      qr: 'קוד QR לאפליקציית האימות',
      turnOn: 'הפעלה',
      codeRequired: 'הזינו את הקוד בן 6 הספרות',
      cancel: 'ביטול',
      passkeys: 'מפתחות גישה',
      addPasskey: 'הוספת מפתח גישה',
      passkeyNameRequired: 'תנו שם למפתח הגישה',
    },
  },
} as const;

type Language = keyof typeof IN;

// A settings save, three tabs, two screens and axe over each: past the 30 s default on a loaded
// two-core machine.
test.setTimeout(180_000);

let restore: () => Promise<void> = async () => undefined;
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
});
test.afterEach(async () => {
  await restore();
});

/** Opens a dashboard tab by its name and returns its region, once its heading shows. */
async function openTab(page: Page, tab: string, heading: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  // The first: a table that scrolls sideways (a phone) is a region of the same name inside it.
  const section = page.getByRole('region', { name: heading, exact: true }).first();
  await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return section;
}

async function checkScreen(page: Page, language: Language, width: number, what: string) {
  await expectNoSidewaysScroll(page, `/${language}/admin, ${what}`);
  await expectAccessible(page, `/${language}/admin, ${what} at ${width} px`);
  await page.screenshot({
    path: test.info().outputPath(`admin-${what.replace(/\W+/g, '-')}-${language}-${width}.png`),
    fullPage: true,
  });
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['es', 'he'] as const) {
      const t = IN[language];

      test(`Settings in ${language}: translated, ${t.dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await page.goto(`/${language}/admin`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
        // The checklist above the tabs, while it is not dismissed (another spec dismisses it).
        const checklist = page.getByRole('region', { name: t.settings.checklist });
        if ((await checklist.count()) > 0) {
          await expect(
            checklist.getByRole('heading', { level: 2, name: t.settings.checklist }),
          ).toBeVisible();
        }

        const settings = await openTab(page, t.settings.tab, t.settings.heading);
        for (const name of t.settings.sections) {
          await expect(
            settings.getByRole('heading', { level: 3, name, exact: true }),
          ).toBeVisible();
        }
        // The Identity section's (each other language offered has a box of the same name).
        const identity = settings.getByRole('region', {
          name: t.settings.sections[0],
          exact: true,
        });
        await expect(identity.getByLabel(t.settings.ministryName, { exact: true })).toBeVisible();
        await expect(
          // Its name starts with the required mark.
          settings.getByRole('combobox', { name: t.settings.defaultLanguage }),
        ).toBeVisible();
        await expect(
          settings.getByRole('button', { name: t.settings.save, exact: true }),
        ).toBeVisible();
        await expect(
          settings.getByRole('button', { name: t.settings.undo, exact: true }),
        ).toBeVisible();

        // The funds' add form: its field message, checked in the browser.
        const addFund = settings.getByRole('button', { name: t.settings.addFund, exact: true });
        await addFund.scrollIntoViewIfNeeded();
        await addFund.click();
        await expect(
          settings.getByText(t.settings.fundNameRequired, { exact: true }),
        ).toBeVisible();
        await checkScreen(page, language, viewport.width, 'settings');
      });

      test(`Staff in ${language}: translated, ${t.dir}, the invite dialog, axe clean`, async ({
        page,
      }) => {
        await page.goto(`/${language}/admin`);
        await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
        const staff = await openTab(page, t.staff.tab, t.staff.heading);
        const table = staff.getByRole('table', { name: t.staff.heading });
        for (const name of t.staff.columns) {
          await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
        }
        await checkScreen(page, language, viewport.width, 'staff');

        await staff.getByRole('button', { name: t.staff.invite }).click();
        const dialog = page.getByRole('dialog', { name: t.staff.invite });
        await expect(dialog.getByRole('combobox', { name: t.staff.role })).toBeVisible();
        await dialog.getByRole('button', { name: t.staff.send }).click();
        await expect(dialog.getByText(t.staff.emailRequired, { exact: true })).toBeVisible();
        await checkScreen(page, language, viewport.width, 'staff invite dialog');
        await dialog.getByRole('button', { name: t.staff.cancel }).click();
        await expect(dialog).toBeHidden();
      });

      test(`My account in ${language}: translated, ${t.dir}, the authenticator app's enrolment, axe clean`, async ({
        page,
      }) => {
        const a = t.account;
        await page.goto(`/${language}/admin`);
        await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
        const account = await openTab(page, a.tab, a.heading);
        const password = account.getByRole('region', { name: a.password, exact: true });
        await password.getByRole('button', { name: a.change }).click();
        await expect(password.getByText(a.currentRequired, { exact: true })).toBeVisible();
        await expect(password.getByLabel(a.currentPassword, { exact: true })).toBeVisible();
        const sessions = account.getByRole('region', { name: a.sessions, exact: true });
        await expect(sessions.getByText(a.thisDevice, { exact: true })).toBeVisible();
        const passkeys = account.getByRole('region', { name: a.passkeys, exact: true });
        await passkeys.getByRole('button', { name: a.addPasskey }).click();
        await expect(passkeys.getByText(a.passkeyNameRequired, { exact: true })).toBeVisible();
        const twoFactor = account.getByRole('region', { name: a.twoFactor, exact: true });
        await expect(twoFactor.getByText(a.appOff, { exact: true })).toBeVisible();
        await checkScreen(page, language, viewport.width, 'my account');

        // The enrolment's screen, left without turning anything on.
        await twoFactor.getByRole('button', { name: a.setUp }).click();
        await expect(twoFactor.getByRole('img', { name: a.qr })).toBeVisible();
        await twoFactor.getByRole('button', { name: a.turnOn, exact: true }).click();
        await expect(twoFactor.getByText(a.codeRequired, { exact: true })).toBeVisible();
        await checkScreen(page, language, viewport.width, 'two-factor enrolment');
        await twoFactor.getByRole('button', { name: a.cancel, exact: true }).click();
        await expect(twoFactor.getByRole('button', { name: a.setUp })).toBeVisible();
      });
    }
  });
}
