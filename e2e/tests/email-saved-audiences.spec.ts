import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { EmailMarketingPage } from '../pages/email-marketing-page';

/** The antd Select around a labelled combobox: what it shows as chosen. */
const selectOf = (combobox: Locator) =>
  combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('Admin: Email Marketing, saved audiences', () => {
  test.setTimeout(120_000);

  test('saves a campaign audience, picks it in the next campaign, renames and deletes it', async ({
    page,
  }) => {
    const email = new EmailMarketingPage(page);
    const name = `Widows ${unique()}`;
    await email.goto();

    await email.createCampaign.click();
    await email.choose('Marital Status', 'widowed');
    await email.choose('Needs', 'prayer');
    const count = email.dialog.getByTestId('audience-count');
    await expect(count).toHaveText(/^\d+ recipients?$/);
    const widowsCount = await count.textContent();
    await email.dialog.getByRole('button', { name: 'Save audience' }).click();
    const naming = page.getByRole('dialog', { name: 'Save audience' });
    await naming.getByRole('button', { name: 'Save audience' }).click();
    await expect(naming.getByText('Audience name is required')).toBeVisible();
    await naming.getByLabel('Audience name').fill(name);
    await expectAccessible(page, 'the save audience dialog');
    await naming.getByRole('button', { name: 'Save audience' }).click();
    await expect(email.toast).toContainText('Audience saved');
    await expect(naming).toHaveCount(0);
    const campaign = page.getByRole('dialog', { name: 'Create Email Campaign' });
    // The fields now hold a saved audience: the picker shows it and it cannot be saved twice.
    await expect(campaign.getByLabel('Saved audience')).toBeVisible();
    await expect(selectOf(campaign.getByLabel('Saved audience'))).toContainText(name);
    await expect(campaign.getByRole('button', { name: 'Save audience' })).toBeDisabled();

    // Changing a field leaves the saved audience; picking it again restores its choices.
    await email.choose('Marital Status', 'married');
    await expect(campaign.getByRole('button', { name: 'Save audience' })).toBeEnabled();
    await email.choose('Saved audience', name);
    await expect(selectOf(campaign.getByLabel('Marital Status', { exact: true }))).toContainText(
      'widowed',
    );
    await expect(count).toHaveText(widowsCount!);
    await expectAccessible(page, 'the campaign dialog with a saved audience');
    await campaign.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('button', { name: /Discard/ });
    if (await discard.count()) await discard.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Saved Audiences' }).click();
    const row = email.row(name);
    await expect(row).toContainText('Widowed · Prayer · with newsletter subscribers');
    await expect(row).toContainText(widowsCount!.replace(/ recipients?$/, ''));
    await expectAccessible(page, 'the saved audiences tab');

    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename audience' });
    await renaming.getByLabel('Audience name').fill(`${name} (prayer)`);
    await renaming.getByRole('button', { name: 'Rename' }).click();
    await expect(renaming).toHaveCount(0);
    const renamed = email.row(`${name} (prayer)`);
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Delete ${name} (prayer)` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(email.toast).toContainText('Audience deleted');
    await expect(email.row(`${name} (prayer)`)).toHaveCount(0);
  });

  for (const width of [412, 1280]) {
    test(`the saved audiences tab reads at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const email = new EmailMarketingPage(page);
      await email.goto();
      await page.getByRole('tab', { name: 'Saved Audiences' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Saved audiences' })
          .or(page.getByText('No saved audiences yet.').first()),
      ).toBeVisible();
      await expectAccessible(page, `saved audiences at ${width} px`);
      // Kept with the run's results, to look at the screen as it was.
      await page.screenshot({
        path: testInfo.outputPath(`saved-audiences-${width}.png`),
        fullPage: true,
      });
    });
  }
});
