import { expect, request, test } from '@playwright/test';
import { signInAsAdmin } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A small MP4 (an 'ftyp' box, then filler) for the video upload. */
const video = () => {
  const data = Buffer.alloc(64 * 1024, 1);
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return { name: 'message.mp4', mimeType: 'video/mp4', buffer: data };
};

test.describe('Admin: Email Marketing', () => {
  // Long flows through several dialogs; the shared CI machine can be slow.
  test.setTimeout(120_000);

  test('loads the tab with its buttons, tabs and table columns', async ({ page }) => {
    const email = new EmailMarketingPage(page);
    await email.goto();
    await expect(email.createTemplate).toBeVisible();
    await expect(email.createCampaign).toBeVisible();
    await expect(email.campaignsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Campaign Name',
      'Template',
      'Recipients',
      'Status',
      'Created',
      'Actions',
    ]);
    await email.templatesTab.click();
    await expect(page.getByRole('tabpanel').getByRole('columnheader')).toHaveText([
      'Template Name',
      'Subject',
      'Status',
      'Created',
      'Actions',
    ]);
  });

  test('creates, previews and edits a template', async ({ page }) => {
    const email = new EmailMarketingPage(page);
    const name = `Hope ${unique()}`;
    await email.goto();

    await email.createTemplate.click();
    await expect(page.getByRole('dialog', { name: 'Create Email Template' })).toBeVisible();
    await expect(email.field('Active template')).toBeChecked();
    await expect(
      email.dialog.getByText('Template will be available for use in campaigns'),
    ).toBeVisible();
    await expect(email.dialog.getByText('{{firstName}}').first()).toBeVisible();
    await expect(email.field('Message Content')).toHaveAttribute('rows', '8');
    await expect(email.field('Signature (optional)')).toHaveAttribute('rows', '3');
    await email.dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(email.dialog.getByText('Template name is required')).toBeVisible();
    await expect(email.dialog.getByText('Subject is required')).toBeVisible();
    await expect(email.dialog.getByText('Message is required')).toBeVisible();

    await email.field('Template Name').fill(name);
    await email.field('Email Subject').fill('Peace be with you, {{firstName}}');
    await email.field('Greeting (optional)').fill('Dear {{name}},');
    await email.field('Message Content').fill('Grace & peace.\n\nSee you <soon>.');
    await email.field('Signature (optional)').fill('The Ministry Team');
    await email.dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(email.toast).toContainText('Template created');
    await expect(email.toast).toContainText('Email template has been created successfully.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await email.templatesTab.click();
    const row = email.row(name);
    await expect(row).toContainText('Peace be with you, {{firstName}}');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Preview ${name}` }).click();
    await expect(email.dialog.getByText('Subject: Peace be with you, Sarah')).toBeVisible();
    const frame = page.frameLocator('iframe[title="E-mail preview"]');
    await expect(frame.getByText('Dear Sarah Johnson,')).toBeVisible();
    await expect(frame.getByText('See you <soon>.')).toBeVisible();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(email.field('Template Name')).toHaveValue(name);
    await email.field('Active template').uncheck();
    await email.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(email.toast).toContainText('Template updated');
    await expect(email.row(name)).toContainText('Inactive');
  });

  test('creates a campaign with lesson links and a video, previews it and sends a test', async ({
    page,
  }) => {
    const email = new EmailMarketingPage(page);
    const templateName = `Renewal ${unique()}`;
    const campaignName = `Married retreat ${unique()}`;
    await email.goto();

    await email.createTemplate.click();
    await email.field('Template Name').fill(templateName);
    await email.field('Email Subject').fill('Renewal for {{firstName}}');
    await email.field('Message Content').fill('Come and be renewed.');
    await email.dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(email.toast).toContainText('Template created');

    await email.createCampaign.click();
    await expect(page.getByRole('dialog', { name: 'Create Email Campaign' })).toBeVisible();
    await email.field('Campaign Name').fill(campaignName);
    await email.choose('Email Template', templateName);
    await email.choose('Marital Status', 'married');
    await expect(email.dialog.getByTestId('audience-count')).toHaveText(/^\d+ recipients?$/);

    // Lesson links: one empty row, Remove only with more than one, invalid URLs refused.
    await expect(email.dialog.getByLabel(/^Lesson link \d$/)).toHaveCount(1);
    await expect(email.dialog.getByRole('button', { name: /^Remove lesson link/ })).toHaveCount(0);
    await email.dialog.getByLabel('Lesson link 1', { exact: true }).fill('not a url');
    await email.dialog.getByRole('button', { name: 'Add Lesson Link' }).click();
    await expect(email.dialog.getByRole('button', { name: /^Remove lesson link/ })).toHaveCount(2);
    await email.dialog
      .getByLabel('Lesson link 2', { exact: true })
      .fill('https://example.org/lesson-2');
    await email.dialog.getByRole('button', { name: 'Add Lesson Link' }).click();
    await email.dialog.getByLabel('Lesson link 3', { exact: true }).fill('   ');
    await email.dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(email.dialog.getByText('Please enter valid URLs')).toBeVisible();
    await email.dialog
      .getByLabel('Lesson link 1', { exact: true })
      .fill('https://example.org/lesson-1');

    // Video: chosen, then uploaded on request, with the button turning into 'Replace Video'.
    await email.dialog.getByRole('button', { name: 'Upload Video Message' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Video Message' });
    await uploader.getByLabel('Video file (one file, up to 100 MB)').setInputFiles(video());
    await uploader.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(email.toast).toContainText('Video uploaded');
    await expect(email.toast).toContainText('Video message has been uploaded successfully.');
    const campaignDialog = page.getByRole('dialog', { name: 'Create Email Campaign' });
    await expect(campaignDialog.getByRole('button', { name: 'Replace Video' })).toBeVisible();
    await expect(campaignDialog.getByText('Video uploaded successfully')).toBeVisible();

    await campaignDialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(email.toast).toContainText('Campaign created');
    await expect(email.toast).toContainText('Email campaign has been created successfully.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const row = email.row(campaignName);
    await expect(row).toContainText(templateName);
    await expect(row).toContainText('draft');
    await expect(row.getByRole('button', { name: `Send ${campaignName}` })).toBeVisible();

    // The dialog opens reset: one empty lesson row, no video.
    await email.createCampaign.click();
    await expect(email.dialog.getByLabel(/^Lesson link \d$/)).toHaveCount(1);
    await expect(email.dialog.getByLabel('Lesson link 1', { exact: true })).toHaveValue('');
    await expect(email.dialog.getByRole('button', { name: 'Upload Video Message' })).toBeVisible();
    await email.dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Preview ${campaignName}` }).click();
    const frame = page.frameLocator('iframe[title="E-mail preview"]');
    await expect(frame.getByRole('link', { name: 'https://example.org/lesson-1' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'https://example.org/lesson-2' })).toBeVisible();
    await expect(frame.getByRole('link', { name: /Watch the video message/ })).toBeVisible();
    await email.dialog.getByLabel('Send a test to').fill('someone@example.org');
    await email.dialog.getByRole('button', { name: 'Send Test' }).click();
    await expect(email.toast).toContainText('Test email sent');
  });

  test('sends a draft after confirming the recipient count and follows it to sent', async ({
    page,
    baseURL,
  }) => {
    // Members come in through the public sign-up endpoint (each context signs in as its member).
    const tag = unique();
    const addresses = [`ruth.${tag}@example.org`, `boaz.${tag}@example.org`];
    for (const [i, address] of addresses.entries()) {
      const member = await request.newContext({ baseURL });
      const res = await member.post('/api/community/members', {
        data: {
          firstName: ['Ruth', 'Boaz'][i],
          lastName: tag,
          email: address,
          maritalStatus: 'widowed',
        },
      });
      test.skip(res.status() === 404, 'the community sign-up endpoint is not part of this build');
      expect(res.status()).toBe(201);
      await member.dispose();
    }

    const email = new EmailMarketingPage(page);
    const templateName = `Comfort ${tag}`;
    const campaignName = `Widows ${tag}`;
    await email.goto();
    await email.createTemplate.click();
    await email.field('Template Name').fill(templateName);
    await email.field('Email Subject').fill('Comfort for {{firstName}}');
    await email.field('Message Content').fill('The Lord is near.');
    await email.dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(email.toast).toContainText('Template created');

    await email.createCampaign.click();
    await email.field('Campaign Name').fill(campaignName);
    await email.choose('Email Template', templateName);
    await email.choose('Marital Status', 'widowed');
    await email.field('Include newsletter subscribers').uncheck();
    await expect(email.dialog.getByTestId('audience-count')).toHaveText(/^\d+ recipients?$/);
    await email.dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(email.toast).toContainText('Campaign created');

    const row = email.row(campaignName);
    await row.getByRole('button', { name: `Send ${campaignName}` }).click();
    await expect(email.dialog).toContainText(`"${campaignName}" will be e-mailed to`);
    await email.dialog.getByRole('button', { name: 'Send Campaign' }).click();
    await expect(email.toast).toContainText('Campaign sending');
    await expect(email.dialog.getByLabel('Sending progress')).toBeVisible();
    await expect(email.dialog.locator('.em-badge')).toHaveText('sent', { timeout: 30_000 });
    await email.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(row.locator('.em-badge')).toHaveText('sent');
    await expect(row.getByRole('button', { name: `Send ${campaignName}` })).toHaveCount(0);
  });
  test('a test send to an invalid address says why; a small video shows its size in KB', async ({
    page,
  }) => {
    const tag = unique();
    await signInAsAdmin(page);
    const template = await page.request.post('/api/email/templates', {
      data: { name: `Polish ${tag}`, subject: 'Hello', message: 'Grace.' },
    });
    expect(template.status()).toBe(201);
    const templateId = ((await template.json()) as { id: number }).id;
    const campaignName = `Polish campaign ${tag}`;
    expect(
      (
        await page.request.post('/api/email/campaigns', {
          data: { name: campaignName, templateId },
        })
      ).status(),
    ).toBe(201);
    const email = new EmailMarketingPage(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
    await email.heading.waitFor();

    await email
      .row(campaignName)
      .getByRole('button', { name: `Preview ${campaignName}` })
      .click();
    const preview = page.getByRole('dialog', { name: 'Campaign Preview' });
    await preview.getByLabel('Send a test to').fill('not-an-address');
    await preview.getByRole('button', { name: 'Send Test' }).click();
    await expect(preview.getByText('Please enter a valid email address')).toBeVisible();
    await expect(preview.getByLabel('Send a test to')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');

    await email.createCampaign.click();
    await email.dialog.getByRole('button', { name: 'Upload Video Message' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Video Message' });
    await uploader.getByLabel('Video file (one file, up to 100 MB)').setInputFiles(video());
    await expect(uploader.getByText('message.mp4 (64 KB)')).toBeVisible();
  });
});
