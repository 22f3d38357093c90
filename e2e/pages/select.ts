import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an option of an antd Select (its list is rendered at the end of the body) and waits until the
 * select shows it. As a person would, it opens the list when it is not open and tries again when a
 * click was lost: to a list that is read again while open, to another select's list still closing, or
 * to a re-render of the table behind it. `option` is the start of the option's text (an option may add a
 * description after it).
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${escape(option)}`) })
      .first()
      .click({ timeout: 5_000 });
    await expect(field).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
