import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * The one message a signed-out visit may log: Chromium reports the spec's 401 of GET
 * /api/auth/user ("a failure means not signed in") as a failed resource, and no page script
 * can silence that. Anything else logged is a defect.
 */
const isSignedOutAuthCheck = (message: ConsoleMessage) =>
  message.type() === 'error' &&
  message.text().includes('status of 401') &&
  message.location().url.endsWith('/api/auth/user');

function collectConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !isSignedOutAuthCheck(message)) {
      logged.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  return logged;
}

for (const path of ['/admin/login', '/admin']) {
  test(`a signed-out visit to ${path} logs no errors or warnings`, async ({ page }) => {
    const logged = collectConsole(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    // Chromium warns about unused preloads a few seconds after the load event.
    await page.waitForLoadState('load');
    await page.waitForTimeout(5_000);
    expect(logged).toEqual([]);
  });
}
