import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { waitForMail } from '../fixtures/mailbox';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';

/**
 * A campaign per language (docs/architecture.md, "Languages"): when the site offers more than one
 * language, the campaign dialog has a tab per offered language (the default one is the template's
 * text), and the preview and the test send are in each; with English alone the dialog is as before.
 */

// Settings are saved twice per test and axe runs over two dialogs at two widths.
test.describe.configure({ timeout: 150_000 });

/** The fields `PUT /api/admin/settings` takes, of `GET /api/admin/settings`'s answer. */
/** Spanish offered beside English. */
const offerSpanish = (page: Page) => offerLanguages(page, ['en', 'es']);

async function openEmailMarketing(page: Page, email: EmailMarketingPage): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
  await email.heading.waitFor();
}

test('a campaign written in English and Spanish: tabs, keyboard, preview and test in each', async ({
  page,
}) => {
  const restore = await offerSpanish(page);
  try {
    const tag = unique('lang').replace(/\W/g, '');
    const templateName = `Hope ${tag}`;
    const template = await page.request.post('/api/email/templates', {
      data: {
        name: templateName,
        subject: 'A word of hope, {{firstName}}',
        greeting: 'Dear {{firstName}},',
        message: 'Grace and peace to you.',
      },
    });
    expect(template.status(), await template.text()).toBe(201);
    const campaignName = `Two languages ${tag}`;
    const email = new EmailMarketingPage(page);

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 412, height: 915 },
    ]) {
      await page.setViewportSize(viewport);
      await openEmailMarketing(page, email);
      await email.createCampaign.click();
      const dialog = page.getByRole('dialog', { name: 'Create Email Campaign' });
      await expect(dialog.getByRole('heading', { name: 'Languages' })).toBeVisible();
      const english = dialog.getByRole('tab', { name: 'English · default' });
      // (antd names the selected tab with its place too: 'Tab 2 of 2 Español · …'.)
      const spanish = dialog.getByRole('tab', { name: /Español · / });
      await expect(english).toHaveAttribute('aria-selected', 'true');
      await expect(spanish).toHaveAccessibleName(/Español · gets English$/);
      await expect(spanish.locator('[lang="es"]')).toHaveText('Español');
      await expect(
        dialog.getByText("The English version is the template's own text"),
      ).toBeVisible();

      await email.field('Campaign Name').fill(`${campaignName} ${viewport.width}`);
      await email.choose('Email Template', templateName);
      await expect(dialog.getByText('Subject: A word of hope, {{firstName}}')).toBeVisible();

      // By keyboard: the arrow moves along the tabs, Enter opens one.
      await english.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(spanish).toHaveAttribute('aria-selected', 'true');
      const subject = dialog.getByRole('tabpanel').getByLabel('Email Subject', { exact: true });
      await expect(subject).toHaveAttribute('lang', 'es');
      await subject.fill('Una palabra de esperanza, {{firstName}}');
      await expect(spanish).toHaveAccessibleName(/Español · written$/);

      // A version half written is refused under its field, and its tab comes forward to show it.
      await english.click();
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      await expect(spanish).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByText('Message is required')).toBeVisible();
      await expectNoSidewaysScroll(page, `the campaign dialog at ${viewport.width} px`);
      await expectAccessible(page, `the campaign dialog's Spanish tab at ${viewport.width} px`);
      await dialog.getByRole('region', { name: 'Languages' }).screenshot({
        path: test.info().outputPath(`campaign-languages-dialog-${viewport.width}.png`),
      });

      const panel = dialog.getByRole('tabpanel');
      await panel
        .getByLabel('Greeting (optional)', { exact: true })
        .fill('Querido/a {{firstName}}:');
      await panel.getByLabel('Message Content', { exact: true }).fill('Gracia y paz a usted.');
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      await expect(email.toast).toContainText('Campaign created');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The preview in each language, and a test of the one shown.
      const name = `${campaignName} ${viewport.width}`;
      await email
        .row(name)
        .getByRole('button', { name: `Preview ${name}` })
        .click();
      const preview = page.getByRole('dialog', { name: 'Campaign Preview' });
      const choice = preview.getByRole('group', { name: 'Preview in' });
      await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(preview.getByText('Subject: A word of hope, Sarah')).toBeVisible();
      await choice.getByText('Español').click();
      await expect(choice.getByRole('radio', { name: 'Español' })).toBeChecked();
      await expect(preview.getByText('Subject: Una palabra de esperanza, Sarah')).toBeVisible();
      const frame = page.frameLocator('iframe[title="E-mail preview"]');
      await expect(frame.getByText('Querido/a Sarah:')).toBeVisible();
      await expect(frame.getByRole('link', { name: 'Darse de baja' })).toBeVisible();
      await expect(preview.getByText('The test is the version shown above.')).toBeVisible();
      await expectNoSidewaysScroll(page, `the campaign preview at ${viewport.width} px`);
      await expectAccessible(page, `the campaign preview in Spanish at ${viewport.width} px`);
      await page.screenshot({
        path: test.info().outputPath(`campaign-languages-preview-${viewport.width}.png`),
        fullPage: true,
      });
      const address = `pastor.${tag}.${viewport.width}@example.org`;
      await preview.getByLabel('Send a test to').fill(address);
      await preview.getByRole('button', { name: 'Send Test' }).click();
      await expect(email.toast).toContainText('Test email sent');
      const mail = await waitForMail(address, '[Test] Una palabra de esperanza, Sarah');
      expect(mail.text).toContain('Darse de baja: ');
      await preview.getByRole('button', { name: 'Close' }).click();
    }
  } finally {
    await restore();
  }
});

test('with English alone the campaign dialog and preview are as they were', async ({ page }) => {
  await signInAsAdmin(page);
  const offered = (await (await page.request.get('/api/settings')).json()) as {
    languages: string[];
  };
  expect(offered.languages).toEqual(['en']);
  const email = new EmailMarketingPage(page);
  await openEmailMarketing(page, email);
  await email.createCampaign.click();
  const dialog = page.getByRole('dialog', { name: 'Create Email Campaign' });
  await expect(dialog.getByLabel('Campaign Name', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Languages' })).toHaveCount(0);
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  // Nothing typed: Cancel closes at once, as before.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
