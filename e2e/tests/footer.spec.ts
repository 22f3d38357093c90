import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

test('the footer shows the links, contact block, service times and social links of the spec', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const { layout } = home;
  const footer = layout.footer;

  for (const [name, href] of [
    ['About Us', '/#about'],
    ['Study', '/#study'],
    ['Sermons', '/#watch'],
    ['Events', '/#events'],
    ['Contact', '/#contact'],
  ]) {
    await expect(layout.footerLink(name)).toHaveAttribute('href', href);
  }

  await expect(layout.contactBlock).toBeAttached();
  await expect(layout.contactBlock).toContainText('Contact Us');
  await expect(layout.contactBlock.getByRole('link', { name: /\(555\) 123-4567/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(layout.contactBlock.getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );

  await expect(footer).toContainText('Shabbat Fellowship');
  await expect(footer).toContainText('Saturday 10:00 AM - 12:00 PM');
  await expect(footer).toContainText('Torah Study');
  await expect(footer).toContainText('Wednesday 7:00 PM - 8:30 PM');
  await expect(footer).toContainText('Youth Ministry');
  await expect(footer).toContainText('Fridays at 6:30 PM');

  for (const name of ['Facebook', 'Instagram', 'Twitter']) {
    await expect(layout.footerLink(name)).toBeVisible();
  }
  const channel = footer.getByRole('link', { name: /YouTube/ });
  await expect(channel).toHaveAttribute('target', '_blank');
  await expect(channel).toHaveAttribute('rel', /noopener/);

  await expect(footer).toContainText("share God's Word");
  await expect(footer).toContainText('community of faith');
  await expect(footer.locator('blockquote')).toContainText('worship in spirit and truth');
});

test('the footer Contact link scrolls to the contact block', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.layout.footerLink('Contact').click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(home.layout.contactBlock).toBeInViewport();
});
