import { expect, test } from '@playwright/test';
import { E2E_POSTAL_ADDRESS } from '../fixtures/site';
import { HomePage } from '../pages/home-page';

interface SiteInfo {
  name: string;
  channelUrl: string;
  postalAddress: string;
  email: string;
}

/** The placeholder the links used to carry, whatever the configured channel. */
const PLACEHOLDER = 'https://www.youtube.com/';

for (const width of [412, 1280]) {
  test(`the sermons link, the footer channel link and the contact block come from the server (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const site = (await (await page.request.get('/api/site')).json()) as SiteInfo;
    expect(site.postalAddress).toBe(E2E_POSTAL_ADDRESS);
    expect(site.channelUrl).toMatch(/^https:\/\/www\.youtube\.com\/./);
    expect(site.channelUrl).not.toBe(PLACEHOLDER);

    const home = new HomePage(page);
    await home.goto();
    const { footer, contactBlock } = home.layout;
    await expect(home.watch.channelLink).toHaveAttribute('href', site.channelUrl);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      site.channelUrl,
    );
    // The address the e-mails print (MINISTRY_POSTAL_ADDRESS), not a second, built-in one.
    await expect(contactBlock).toContainText(E2E_POSTAL_ADDRESS);
    await expect(contactBlock.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
}
