import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { deleteEvents, signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminEventsTab } from '../pages/admin-events-tab';
import { HomePage } from '../pages/home-page';

// An upload, a preview, an import and the home page, on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

/** YYYYMMDD of `days` from today (the browser's and the site's day alike for these dates). */
function day(days: number): { ics: string; iso: string } {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = at.toISOString().slice(0, 10);
  return { ics: iso.replace(/-/g, ''), iso };
}

/**
 * A Google Calendar export: a weekly study three times from in 5 days (floating times: the ministry's
 * own clock), its second date excluded, and an all-day day of prayer.
 */
function googleExport(tag: string): string {
  const start = day(5);
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:study-${tag}@google.com`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start.ics}T190000`,
    `DTEND:${start.ics}T203000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `EXDATE:${day(12).ics}T190000`,
    `SUMMARY:Study ${tag}`,
    'DESCRIPTION:Romans\\, chapter by chapter.',
    'LOCATION:Fellowship Hall',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:prayer-${tag}@google.com`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(8).ics}`,
    `DTEND;VALUE=DATE:${day(9).ics}`,
    `SUMMARY:Prayer ${tag}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 412, height: 915 },
]) {
  test(`an administrator imports a calendar file in the Events tab, and the home page lists its events (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const tag = unique('ics').replace(/\W/g, '').toLowerCase();
    await signInAsAdmin(page);
    const dashboard = new AdminDashboardPage(page);
    const events = new AdminEventsTab(dashboard);
    await dashboard.goto();
    await events.open();

    await events.section.getByRole('button', { name: 'Import from calendar (.ics)' }).click();
    const dialog = dashboard.dialog('Import events from a calendar');
    await expect(dialog).toContainText('Choose an .ics file, or drop it here');
    await expectAccessible(page, 'the calendar import: upload');
    const input = dialog.locator('input[type="file"]');

    // A file of another kind is refused before it is sent; one that is not a calendar by the server.
    await input.setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Choose an .ics calendar file.');
    await input.setInputFiles({
      name: 'fake.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from('name,email\nAda,ada@example.org\n'),
    });
    await expect(dialog.getByRole('alert')).toContainText(
      'This file is not an iCalendar (.ics) file',
    );

    const file = {
      name: `grace-${tag}.ics`,
      mimeType: 'text/calendar',
      buffer: Buffer.from(googleExport(tag)),
    };
    await input.setInputFiles(file);
    await expect(dialog.getByRole('status')).toContainText('3 new events, 0 events to update');
    const table = dialog.getByRole('table', { name: 'Events in the calendar file' });
    const study = table.getByRole('row').filter({ hasText: `Study ${tag}` });
    await expect(study).toHaveCount(2);
    await expect(study.first()).toContainText(day(5).iso);
    await expect(study.first()).toContainText('7:00 PM - 8:30 PM');
    await expect(study.first()).toContainText('Fellowship Hall');
    await expect(study.first()).toContainText('New');
    await expect(table.getByRole('row').filter({ hasText: `Prayer ${tag}` })).toContainText(
      /All day.*To be announced/,
    );
    await expectAccessible(page, 'the calendar import: preview');
    await expectNoSidewaysScroll(page, 'the calendar import preview');

    await dialog.getByRole('button', { name: 'Import 3 events' }).click();
    await expect(dashboard.toast).toContainText('Events Imported');
    await expect(dialog).toBeHidden();
    await expect(events.section.getByRole('article', { name: `Study ${tag}` })).toHaveCount(2);
    await expect(events.card(`Prayer ${tag}`)).toContainText('All day');

    // The same file again: all three are updates, none added.
    await events.section.getByRole('button', { name: 'Import from calendar (.ics)' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByRole('status')).toContainText('0 new events, 3 events to update');
    await expect(dialog.getByRole('table').getByText('Update').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 events' }).click();
    await expect(dashboard.toast).toContainText('0 new events, 3 events updated');
    await expect(events.section.getByRole('article', { name: `Study ${tag}` })).toHaveCount(2);
    await expectAccessible(page, 'the Events tab after an import');

    const home = new HomePage(page);
    await home.goto('#events');
    await home.events.calendarButton.click();
    await expect(home.events.calendarDialog).toContainText(`Study ${tag}`);
    await expect(home.events.calendarDialog).toContainText(`Prayer ${tag}`);
    await expectAccessible(page, 'the home page calendar with imported events');

    await deleteEvents(page.request, tag);
  });
}
