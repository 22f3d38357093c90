import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

test('Stay Connected has a name field, an e-mail field, a button and the privacy note', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const { newsletter } = home;
  await expect(newsletter.name).toBeVisible();
  await expect(newsletter.email).toHaveAttribute('type', 'email');
  await expect(newsletter.submit).toBeVisible();
  await expect(newsletter.privacyNote).toBeVisible();
});

test('invalid input shows the messages of the spec and sends nothing', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { newsletter } = home;
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/subscribe')) sent += 1;
  });

  await newsletter.submit.click();
  await expect(newsletter.root.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(newsletter.root.getByText('Please enter a valid email address')).toBeVisible();
  await expect(newsletter.name).toBeFocused();
  await expect(newsletter.name).toHaveAttribute('aria-invalid', 'true');
  await expect(newsletter.name).toHaveAccessibleDescription('Name must be at least 2 characters');

  await newsletter.name.fill('A');
  await newsletter.email.fill('not-an-address');
  await newsletter.submit.click();
  await expect(newsletter.root.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(newsletter.root.getByText('Please enter a valid email address')).toBeVisible();
  expect(sent).toBe(0);
});

test('a valid sign-up shows the success toast and empties the form', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { newsletter } = home;

  await newsletter.name.fill('Miriam Cohen');
  await newsletter.email.fill(`miriam.${Date.now()}@example.org`);
  await newsletter.submit.click();

  await expect(newsletter.toast).toContainText('Success!');
  await expect(newsletter.toast).toContainText('You have been subscribed to our newsletter.');
  await expect(newsletter.name).toHaveValue('');
  await expect(newsletter.email).toHaveValue('');
});

test('a failed sign-up shows the error toast and keeps what was typed', async ({ page }) => {
  const home = new HomePage(page);
  await home.failRequests('**/api/subscribe');
  await home.goto();
  const { newsletter } = home;
  const email = `ruth.${Date.now()}@example.org`;

  await newsletter.name.fill('Ruth Levi');
  await newsletter.email.fill(email);
  await newsletter.submit.click();

  const toast = page.getByRole('alert').filter({ has: page.getByTestId('toast') });
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText(
    'There was an error subscribing to the newsletter. Please try again.',
  );
  await expect(newsletter.name).toHaveValue('Ruth Levi');
  await expect(newsletter.email).toHaveValue(email);
});
