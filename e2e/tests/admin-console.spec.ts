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

/**
 * Chromium warns about every preloaded file left unused in one pass, a few seconds after the load
 * event. A preload the test adds and never uses is warned about in that same pass: its warning proves
 * the check has run, so every other warning of it has been logged by then.
 */
const UNUSED_PRELOAD = '/og-image.jpg?unused-preload-sentinel';

for (const path of ['/admin/login', '/admin']) {
  test(`a signed-out visit to ${path} logs no errors or warnings`, async ({ page }) => {
    await page.addInitScript((href) => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = Object.assign(document.createElement('link'), {
          rel: 'preload',
          as: 'image',
          href,
        });
        document.head.append(link);
      });
    }, UNUSED_PRELOAD);
    const checked = page.waitForEvent('console', {
      predicate: (message) => message.text().includes(UNUSED_PRELOAD),
      timeout: 20_000,
    });
    const logged = collectConsole(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await checked;
    // A round trip: what the page logged in the same pass has arrived before its answer.
    await page.evaluate(() => undefined);
    expect(logged.filter((line) => !line.includes(UNUSED_PRELOAD))).toEqual([]);
  });
}
