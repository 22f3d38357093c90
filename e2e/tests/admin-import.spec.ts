import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminImportWizard } from '../pages/admin-import-wizard';

// Upload, preview, a queued run, a reload and an undo on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

interface Member {
  email: string;
  firstName: string;
  city: string | null;
  occupation: string | null;
  subscribeToEmails: boolean;
}

/**
 * A Planning Center People export's columns (its documented "Home Address City" and "Home Email"),
 * one column no export has ("Job"), an existing member's address, a row in error and a new person.
 */
function peopleFile(tag: string) {
  const email = (name: string) => `${name}.${tag}@example.test`;
  const csv = [
    'First Name,Last Name,Home Email,Mobile Phone Number,Marital Status,Home Address City,Job,Subscribed',
    `Lydia,Purpura${tag},${email('lydia')},+1 555 0110,Married,Philippi,Merchant,Yes`,
    `Aquila,Tentmaker${tag},${email('aquila')},,M,Corinth,Tentmaker,No`,
    `Broken,Row${tag},not-an-address,,,,,`,
    `Existing,Member${tag},${email('existing')},,,Rome,Scribe,`,
  ].join('\r\n');
  return { csv, email };
}

async function membersOf(page: Page, tag: string): Promise<Member[]> {
  const all = (await (await page.request.get('/api/community/members')).json()) as Member[];
  return all.filter((m) => m.email.includes(tag));
}

/** Presses Tab until `target` has the focus (a keyboard-only person's way there). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 412, height: 915 },
]) {
  test(`an administrator imports members step by step, reloads mid-run, downloads the report and undoes it (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const tag = unique('imp').replace(/\W/g, '').toLowerCase();
    const { csv, email } = peopleFile(tag);
    await (
      await signUpMember(baseURL!, {
        firstName: 'Existing',
        lastName: `Member${tag}`,
        email: email('existing'),
        city: 'Jerusalem',
        subscribeToEmails: false,
      })
    ).dispose();

    await signInAsAdmin(page);
    const dashboard = new AdminDashboardPage(page);
    const community = new AdminCommunityTab(dashboard);
    const wizard = new AdminImportWizard(page);
    await dashboard.goto();
    await community.open();
    await community.section.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(wizard.dialog).toBeVisible();
    await expect(wizard.dialog).toContainText('Choose a .csv or .xlsx file');
    await expectAccessible(page, 'the import wizard: upload');

    // A file of another kind is refused before it is sent.
    await wizard.fileInput().setInputFiles({
      name: 'people.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await expect(wizard.dialog.getByRole('alert')).toHaveText('Choose a .csv or .xlsx file.');

    await wizard.fileInput().setInputFiles({
      name: `people-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(wizard.dialog).toContainText('Recognised: Planning Center People export');
    await expect(wizard.dialog).toContainText('4 rows');
    await expect(wizard.shownField('Home Email')).toContainText('E-mail');
    await expect(wizard.shownField('Home Address City')).toContainText('City');
    await expect(wizard.shownField('Job')).toContainText('Ignore this column');
    await dashboard.choose(wizard.fieldFor('Job'), 'Occupation');
    await expectAccessible(page, 'the import wizard: mapping');

    await wizard.button('Preview').click();
    await expect(wizard.count('to create')).toHaveText('2 to create');
    await expect(wizard.count('to update')).toHaveText('0 to update');
    await expect(wizard.count('to skip')).toHaveText('1 to skip');
    await expect(wizard.count('in error')).toHaveText('1 in error');
    const rows = wizard.dialog.getByRole('table').first();
    await expect(rows.getByRole('row').filter({ hasText: email('lydia') })).toContainText(
      /created.*Lydia Purpura.*married.*Philippi/,
    );
    const errors = wizard.dialog.getByRole('region', { name: 'Rows in error' });
    await expect(errors.getByRole('row').filter({ hasText: 'not-an-address' })).toContainText(
      /4.*Please enter a valid email address/,
    );
    await expectAccessible(page, 'the import wizard: preview');

    await wizard.button('Next').click();
    await expect(wizard.button('Run import')).toBeDisabled();
    await wizard.dialog.getByRole('radio', { name: 'Update the mapped fields' }).check();
    await expect(wizard.count('to update')).toHaveText('1 to update');
    await expect(wizard.count('to skip')).toHaveText('0 to skip');
    await wizard.dialog
      .getByRole('checkbox', { name: 'I confirm these people agreed to receive our e-mails' })
      .check();
    await wizard.dialog.getByRole('checkbox', { name: /^Import the valid rows/ }).check();
    await expectAccessible(page, 'the import wizard: choices');
    await wizard.button('Run import').click();
    await expect(wizard.dialog.getByText(/waiting for the worker|written|complete/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]import=\d+/);

    // The run goes on on the server: a reload comes back to it, and to its report once done.
    await page.reload();
    await expect(wizard.dialog).toBeVisible();
    await expect(wizard.dialog).toContainText('The import is complete', { timeout: 60_000 });
    const report = wizard.dialog.locator('.ant-descriptions');
    await expect(report).toContainText(/Created\s*2/);
    await expect(report).toContainText(/Updated\s*1/);
    await expect(report).toContainText(/Errors\s*1/);
    await expectAccessible(page, 'the import wizard: report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wizard.dialog.getByRole('link', { name: 'Download report (CSV)' }).click(),
    ]);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes('not-an-address'))).toMatch(
      /^4,not-an-address,error,Please enter a valid email address/,
    );
    expect(lines.find((line) => line.includes(email('existing')))).toMatch(/^5,.*,updated/);

    await wizard.button('Close').click();
    await expect(wizard.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]import=/);
    const imported = await membersOf(page, tag);
    const byName = (name: string) => imported.find((m) => m.email === email(name));
    expect(imported).toHaveLength(3);
    // Subscribed only where the file says so and the administrator confirmed consent.
    expect(byName('lydia')).toMatchObject({ subscribeToEmails: true, occupation: 'Merchant' });
    expect(byName('aquila')).toMatchObject({ subscribeToEmails: false, city: 'Corinth' });
    expect(byName('existing')).toMatchObject({ city: 'Rome', occupation: 'Scribe' });
    await community.search.fill(tag);
    await expect(community.row(email('lydia'))).toBeVisible();

    await community.section.getByRole('button', { name: 'Past imports' }).click();
    const past = wizard.pastImports.getByRole('row').filter({ hasText: `people-${tag}.csv` });
    await expect(past).toContainText('Completed');
    await expect(past).toContainText('2 created');
    await expectAccessible(page, 'past imports');
    await past.getByRole('button', { name: 'Undo' }).click();
    const confirm = dashboard.dialog('Undo Import');
    await expect(confirm).toContainText(`Undo the import of people-${tag}.csv?`);
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await expect(dashboard.toast).toContainText('Import undone');
    await expect(dashboard.toast).toContainText(
      '2 members removed, 1 member restored, 0 members changed since and kept.',
    );
    await expect(past).toContainText('Undone');
    await expect(past.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    const after = await membersOf(page, tag);
    expect(after.map((m) => m.email)).toEqual([email('existing')]);
    expect(after[0]).toMatchObject({ city: 'Jerusalem', occupation: null });
  });
}

test('the import wizard can be used with the keyboard alone', async ({ page }) => {
  const tag = unique('kbd').replace(/\W/g, '').toLowerCase();
  const csv = `Name,Email\r\nPriscilla Tentmaker${tag},priscilla.${tag}@example.test\r\n`;
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const community = new AdminCommunityTab(dashboard);
  const wizard = new AdminImportWizard(page);
  await dashboard.goto();
  await community.open();

  await tabTo(page, community.section.getByRole('button', { name: 'Import', exact: true }));
  await page.keyboard.press('Enter');
  await expect(wizard.dialog).toBeVisible();
  const dropZone = wizard.dialog.getByRole('button', { name: /Choose a \.csv or \.xlsx file/ });
  await tabTo(page, dropZone);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles({
    name: `keyboard-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(wizard.shownField('Name')).toContainText('Full name');
  await expect(wizard.shownField('Email')).toContainText('E-mail');

  await tabTo(page, wizard.button('Preview'));
  await page.keyboard.press('Enter');
  await expect(wizard.count('to create')).toHaveText('1 to create');
  await tabTo(page, wizard.button('Next'));
  await page.keyboard.press('Enter');
  await tabTo(page, wizard.button('Run import'));
  await page.keyboard.press('Enter');
  await expect(wizard.dialog).toContainText('The import is complete', { timeout: 60_000 });
  await tabTo(page, wizard.button('Close'));
  await page.keyboard.press('Enter');
  await expect(wizard.dialog).toBeHidden();

  await tabTo(page, community.section.getByRole('button', { name: 'Past imports' }));
  await page.keyboard.press('Enter');
  const past = wizard.pastImports.getByRole('row').filter({ hasText: `keyboard-${tag}.csv` });
  await tabTo(page, past.getByRole('button', { name: 'Undo' }));
  await page.keyboard.press('Enter');
  const confirm = dashboard.dialog('Undo Import');
  await tabTo(page, confirm.getByRole('button', { name: 'Undo' }));
  await page.keyboard.press('Enter');
  await expect(dashboard.toast).toContainText('1 member removed');
  // The Undo button is gone: the focus is on the row's Open button, still in the list.
  await expect(past.getByRole('button', { name: 'Open' })).toBeFocused();
  // Escape goes to the topmost dialog: the confirmation's, until its closing animation has ended.
  await expect(confirm).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(wizard.pastImports).toBeHidden();
});
