import { expect, request, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { signInAsAdmin } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('Admin: Email Marketing, automations', () => {
  test.setTimeout(120_000);

  test('writes the members welcome series, turns it on, and shows who waits for each step', async ({
    page,
    baseURL,
  }) => {
    const email = new EmailMarketingPage(page);
    const subject = `Welcome ${unique()}, {{firstName}}`;
    await email.goto();
    await page.getByRole('tab', { name: 'Automations' }).click();
    const members = page.getByRole('region', { name: 'Welcome series for new members' });
    await expect(members).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Welcome series for newsletter subscribers' }),
    ).toBeVisible();

    await members
      .getByRole('button', { name: 'Edit steps of Welcome series for new members' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Edit steps/ });
    // Replace whatever an earlier run left with two fresh steps.
    while (await dialog.getByRole('button', { name: /^Remove step/ }).count())
      await dialog
        .getByRole('button', { name: /^Remove step/ })
        .first()
        .click();
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByRole('button', { name: 'Save steps' }).click();
    await expect(dialog.getByText('Subject is required')).toBeVisible();
    await dialog.getByLabel('Subject').nth(0).fill(subject);
    await dialog.getByLabel('Message').nth(0).fill('We are glad you joined us.');
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByLabel('Days after the previous step').fill('2');
    await dialog.getByLabel('Subject').nth(1).fill('A reading plan');
    await dialog.getByLabel('Message').nth(1).fill('Start with the Gospel of John.');
    await expectAccessible(page, 'the steps editor');
    await dialog.getByRole('button', { name: 'Save steps' }).click();
    await expect(email.toast).toContainText('Series saved');
    await expect(dialog).toHaveCount(0);

    const steps = members.getByRole('table', { name: 'Steps of Welcome series for new members' });
    await expect(steps.getByRole('row')).toHaveCount(3);
    await expect(steps.getByRole('row').nth(1)).toContainText('On joining');
    await expect(steps.getByRole('row').nth(1)).toContainText(subject);
    await expect(steps.getByRole('row').nth(2)).toContainText('2 days after the previous one');

    const toggle = members.getByRole('switch');
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // A new member who asked for e-mail updates waits for (or has had) the first step.
    const api = await request.newContext({ baseURL });
    await api.post('/api/community/members', {
      data: { firstName: 'Eunice', lastName: 'Lois', email: `eunice-${unique()}@example.test` },
    });
    await signInAsAdmin(api);
    await expect(async () => {
      const list = (await (await api.get('/api/email/automations')).json()) as {
        kind: string;
        steps: { waiting: number }[];
        completed: number;
      }[];
      const series = list.find((s) => s.kind === 'member_welcome')!;
      expect(series.steps.reduce((n, s) => n + s.waiting, 0) + series.completed).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('tab', { name: 'Automations' }).click();
    await expect(members.getByRole('table').getByRole('row').nth(2)).toContainText(/\d/);
    await expectAccessible(page, 'the automations tab');
    await api.dispose();
  });

  for (const width of [412, 1280]) {
    test(`the automations tab reads at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const email = new EmailMarketingPage(page);
      await email.goto();
      await page.getByRole('tab', { name: 'Automations' }).click();
      await expect(
        page.getByRole('region', { name: 'Welcome series for new members' }),
      ).toBeVisible();
      await expectAccessible(page, `automations at ${width} px`);
      // Kept with the run's results, to look at the screen as it was.
      await page.screenshot({
        path: testInfo.outputPath(`automations-${width}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
