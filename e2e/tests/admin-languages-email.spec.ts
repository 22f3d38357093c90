import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';

/**
 * The Email Marketing, System and Audit tabs in the site's language (docs/translating.md, "The
 * dashboard"): their headings, buttons, tables and dialogs, a field message of the campaign and
 * template dialogs, in Spanish and in Hebrew (right to left), on a phone and a desktop. The English
 * tabs are what email-marketing, email-*, admin-system and admin-audit check.
 */

const IN = {
  es: {
    dir: 'ltr',
    email: {
      tab: 'Correo electrónico',
      heading: 'Correo electrónico',
      createTemplate: 'Crear plantilla',
      createCampaign: 'Crear campaña',
      subTabs: [
        'Campañas de correo',
        'Plantillas de correo',
        'Audiencias guardadas',
        'Automatizaciones',
      ],
      campaignDialog: 'Crear campaña de correo',
      campaignNameRequired: 'El nombre de la campaña es obligatorio',
      templateRequired: 'Elija una plantilla de correo',
      targetAudience: 'Audiencia objetivo',
      languages: 'Idiomas',
      maritalStatus: 'Estado civil',
      recipients: /^\d+ destinatarios?$/,
      cancel: 'Cancelar',
      templateDialog: 'Crear plantilla de correo',
      templateNameRequired: 'El nombre de la plantilla es obligatorio',
      series: 'Serie de bienvenida para nuevos miembros',
      editSteps: 'Editar pasos de Serie de bienvenida para nuevos miembros',
      stepsDialog: 'Editar pasos: Serie de bienvenida para nuevos miembros',
      addStep: 'Añadir paso',
      audiencesHint: /^Guarde una audiencia/,
    },
    system: {
      tab: 'Sistema',
      heading: 'Sistema',
      columns: ['Cola', 'En espera', 'Activos', 'Fallidos', 'Aplazados', 'Completados'],
      failedJobs: 'Tareas fallidas',
      retryAll: 'Reintentar todas',
      queue: 'Cola',
    },
    audit: {
      tab: 'Auditoría',
      heading: 'Auditoría',
      export: 'Exportar CSV',
      columns: ['Cuándo', 'Quién', 'Acción', 'Objeto'],
      person: 'Persona',
      action: 'Acción',
      from: 'Desde',
      summary: 'Resumen',
    },
  },
  he: {
    dir: 'rtl',
    email: {
      tab: 'דיוור',
      heading: 'דיוור',
      createTemplate: 'יצירת תבנית',
      createCampaign: 'יצירת קמפיין',
      subTabs: ['קמפייני דואר', 'תבניות דואר', 'קהלים שמורים', 'אוטומציות'],
      campaignDialog: 'יצירת קמפיין דואר',
      campaignNameRequired: 'חובה להזין שם לקמפיין',
      templateRequired: 'נא לבחור תבנית דואר',
      targetAudience: 'קהל יעד',
      languages: 'שפות',
      maritalStatus: 'מצב משפחתי',
      recipients: /^(נמען אחד|שני נמענים|\d+ נמענים)$/,
      cancel: 'ביטול',
      templateDialog: 'יצירת תבנית דואר',
      templateNameRequired: 'חובה להזין שם לתבנית',
      series: 'סדרת ברוכים הבאים לחברים חדשים',
      editSteps: 'עריכת שלבים: סדרת ברוכים הבאים לחברים חדשים',
      stepsDialog: 'עריכת שלבים: סדרת ברוכים הבאים לחברים חדשים',
      addStep: 'הוספת שלב',
      audiencesHint: /^שמרו קהל/,
    },
    system: {
      tab: 'מערכת',
      heading: 'מערכת',
      columns: ['תור', 'ממתינים', 'פעילים', 'נכשלו', 'נדחו', 'הושלמו'],
      failedJobs: 'משימות שנכשלו',
      retryAll: 'ניסיון חוזר לכולן',
      queue: 'תור',
    },
    audit: {
      tab: 'ביקורת',
      heading: 'ביקורת',
      export: 'ייצוא CSV',
      columns: ['מתי', 'מי', 'פעולה', 'יעד'],
      person: 'אדם',
      action: 'פעולה',
      from: 'מתאריך',
      summary: 'סיכום',
    },
  },
} as const;

type Language = keyof typeof IN;

// Two settings saves, three tabs, four dialogs and axe over each: past the 30 s default on a loaded
// two-core machine.
test.setTimeout(180_000);

let restore: () => Promise<void> = async () => undefined;
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
});
test.afterEach(async () => {
  await restore();
});

/**
 * A screenshot in the test's output (the whole page for a tab, the window for a dialog), and the
 * phone's Hebrew ones in /tmp to look at.
 */
async function shoot(page: Page, name: string, language: Language, width: number, fullPage = true) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${language}-${width}.png`),
    fullPage,
  });
  if (language === 'he' && width === 412)
    await page.screenshot({ path: `/tmp/admin-languages-email/${name}-he-412.png`, fullPage });
}

/** Opens the dashboard in the language, on one of its tabs. */
async function openTab(page: Page, language: Language, tab: string) {
  await page.goto(`/${language}/admin`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', IN[language].dir);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['es', 'he'] as const) {
      const { dir, email: t, system: s, audit: a } = IN[language];

      test(`the Email Marketing tab in ${language}: its lists and dialogs translated, ${dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await openTab(page, language, t.tab);
        await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
        const createCampaign = page.getByRole('button', { name: t.createCampaign, exact: true });
        const createTemplate = page.getByRole('button', { name: t.createTemplate, exact: true });
        await expect(createCampaign).toBeVisible();
        await expect(createTemplate).toBeVisible();
        for (const name of t.subTabs)
          await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
        // antd laid out in the page's direction.
        await expect(page.locator('.ant-tabs').first()).toHaveClass(
          language === 'he' ? /ant-tabs-rtl/ : /^(?!.*ant-tabs-rtl)/,
        );
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSidewaysScroll(page, `/${language}/admin, Email Marketing`);
        await expectAccessible(page, `/${language}/admin, Email Marketing at ${viewport.width} px`);
        await shoot(page, 'admin-email', language, viewport.width);

        // The campaign dialog: its sections, the live count and the field messages.
        await createCampaign.click();
        const campaign = page.getByRole('dialog', { name: t.campaignDialog });
        await expect(campaign.getByRole('heading', { name: t.targetAudience })).toBeVisible();
        await expect(campaign.getByRole('heading', { name: t.languages })).toBeVisible();
        await expect(campaign.getByLabel(t.maritalStatus, { exact: true })).toBeVisible();
        await expect(campaign.getByTestId('audience-count')).toHaveText(t.recipients);
        await campaign.getByRole('button', { name: t.createCampaign, exact: true }).click();
        await expect(campaign.getByText(t.campaignNameRequired, { exact: true })).toBeVisible();
        await expect(campaign.getByText(t.templateRequired, { exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the campaign dialog`);
        await expectAccessible(
          page,
          `/${language}/admin's campaign dialog at ${viewport.width} px`,
        );
        await shoot(page, 'admin-email-campaign', language, viewport.width, false);
        await campaign.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(campaign).toBeHidden();

        // The template dialog's field message.
        await createTemplate.click();
        const template = page.getByRole('dialog', { name: t.templateDialog });
        await template.getByRole('button', { name: t.createTemplate, exact: true }).click();
        await expect(template.getByText(t.templateNameRequired, { exact: true })).toBeVisible();
        await template.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(template).toBeHidden();

        // Saved audiences, then the automations and a series' steps dialog.
        await page.getByRole('tab', { name: t.subTabs[2], exact: true }).click();
        await expect(page.getByText(t.audiencesHint)).toBeVisible();
        await page.getByRole('tab', { name: t.subTabs[3], exact: true }).click();
        await expect(page.getByRole('heading', { level: 3, name: t.series })).toBeVisible();
        await expectNoSidewaysScroll(page, `/${language}/admin, the automations`);
        await expectAccessible(page, `/${language}/admin's automations at ${viewport.width} px`);
        await shoot(page, 'admin-email-automations', language, viewport.width);
        await page.getByRole('button', { name: t.editSteps, exact: true }).click();
        const steps = page.getByRole('dialog', { name: t.stepsDialog });
        await expect(steps.getByRole('button', { name: t.addStep })).toBeVisible();
        await expectAccessible(page, `/${language}/admin's steps dialog at ${viewport.width} px`);
        await steps.getByRole('button', { name: t.cancel, exact: true }).click();
        await expect(steps).toBeHidden();
      });

      test(`the System tab in ${language}: translated, ${dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await openTab(page, language, s.tab);
        const section = page.getByRole('region', { name: s.heading, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: s.heading })).toBeVisible();
        await expect(section.getByRole('table').first().getByRole('columnheader')).toHaveText([
          ...s.columns,
        ]);
        await expect(section.getByRole('heading', { level: 3, name: s.failedJobs })).toBeVisible();
        await expect(section.getByRole('button', { name: s.retryAll })).toBeVisible();
        await expect(section.getByRole('radiogroup', { name: s.queue })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSidewaysScroll(page, `/${language}/admin, System`);
        await expectAccessible(page, `/${language}/admin, System at ${viewport.width} px`);
        await shoot(page, 'admin-system', language, viewport.width);
      });

      test(`the Audit tab in ${language}: translated, ${dir}, no sideways scroll, axe clean`, async ({
        page,
      }) => {
        await openTab(page, language, a.tab);
        const section = page.getByRole('region', { name: a.heading, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: a.heading })).toBeVisible();
        await expect(section.getByRole('link', { name: a.export })).toBeVisible();
        await expect(section.getByLabel(a.person, { exact: true })).toBeVisible();
        await expect(section.getByLabel(a.action, { exact: true })).toBeVisible();
        await expect(section.getByLabel(a.from, { exact: true })).toBeVisible();
        const headers = section.getByRole('table').getByRole('columnheader');
        for (const column of a.columns)
          await expect(headers.filter({ hasText: column }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // A row opened (the settings saves of offerLanguages are rows): its details in the language.
        await section.locator('.ant-table-row-expand-icon').first().click();
        await expect(section.locator('.audit-details dt').first()).toHaveText(a.summary);
        await expectNoSidewaysScroll(page, `/${language}/admin, Audit`);
        await expectAccessible(page, `/${language}/admin, Audit at ${viewport.width} px`);
        await shoot(page, 'admin-audit', language, viewport.width);
      });
    }
  });
}
