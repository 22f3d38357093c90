import { expect, test } from '@playwright/test';
import { deleteEvents, signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminEventsTab } from '../pages/admin-events-tab';
import { HomePage } from '../pages/home-page';

// Long flows through several dialogs on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const nextYear = new Date().getFullYear() + 1;

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the event dialog shows the validation messages of every field', async ({ page }) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  await dashboard.goto();
  await expect(dashboard.tab('Events')).toHaveAttribute('aria-selected', 'true');

  await events.addButton.click();
  const dialog = dashboard.dialog('Add New Event');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  for (const message of [
    'Title must be at least 2 characters',
    'Description must be at least 2 characters',
    'Date is required',
    'Time is required',
    'Location must be at least 2 characters',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Title').fill('A');
  await expect(dialog.getByText('Title must be at least 2 characters')).toBeVisible();
  // Something was typed: Cancel asks before discarding it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dashboard.dialog('Discard changes?').getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

test('an administrator adds, edits and deletes an event, and the home page follows', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  const home = new HomePage(page);
  const title = unique('Torah Study Night');
  const renamed = `${title} (moved)`;
  await dashboard.goto();

  await events.addButton.click();
  const add = dashboard.dialog('Add New Event');
  await events.fill(add, {
    title,
    description: 'An evening of study and fellowship.',
    date: `${nextYear}-06-15`,
    time: '7:00 PM - 8:30 PM',
    location: 'Fellowship Hall',
    isSpecial: true,
  });
  await add.getByRole('button', { name: 'Create Event' }).click();
  await expect(dashboard.toast).toContainText('Event Created');
  await expect(add).toBeHidden();

  const card = events.card(title);
  await expect(card).toContainText(`June 15, ${nextYear}`);
  await expect(card).toContainText('7:00 PM - 8:30 PM');
  await expect(card).toContainText('Fellowship Hall');
  await expect(card).toContainText('Special');

  // The API stores the picked date as YYYY-MM-DD.
  const publicEvents = (await (await page.request.get('/api/events')).json()) as {
    title: string;
    date: string;
    isSpecial: boolean;
  }[];
  expect(publicEvents.find((event) => event.title === title)).toMatchObject({
    date: `${nextYear}-06-15`,
    isSpecial: true,
  });

  await home.goto('#events');
  const homeEvents = home.section('events');
  await expect(homeEvents.getByRole('button', { name: /^Register Now/ }).first()).toBeVisible();
  // The home page shows the soonest six events; the full calendar lists every upcoming one.
  await home.events.calendarButton.click();
  await expect(home.events.calendarDialog).toContainText(title);
  await page.keyboard.press('Escape');

  await dashboard.goto();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = dashboard.dialog('Edit Event');
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Date')).toHaveValue(`${nextYear}-06-15`);
  await events.fill(edit, {
    title: renamed,
    location: 'Main Sanctuary',
    date: `${nextYear}-07-01`,
  });
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(dashboard.toast).toContainText('Event Updated');
  const renamedCard = events.card(renamed);
  await expect(renamedCard).toContainText('Main Sanctuary');
  await expect(renamedCard).toContainText(`July 1, ${nextYear}`);

  await home.goto('#events');
  await home.events.calendarButton.click();
  await expect(home.events.calendarDialog).toContainText(renamed);

  await dashboard.goto();
  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = dashboard.dialog('Delete Event');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this event? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dashboard.toast).toContainText('Event Deleted');
  await expect(renamedCard).toHaveCount(0);

  await home.goto('#events');
  await home.events.calendarButton.click();
  await expect(
    home.events.calendarDialog.getByRole('heading', { name: 'Upcoming events' }),
  ).toBeVisible();
  await expect(home.events.calendarDialog).not.toContainText(renamed);
  await expect(home.section('events')).not.toContainText(renamed);
});

test('a new event is shown where it lands, highlighted, on a page the address keeps; upcoming come first, past ones after and marked', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  const tag = unique('Filter').split(' ')[1];
  const seed = async (title: string, date: string) => {
    const res = await page.request.post('/api/admin/events', {
      data: { title, description: 'Seeded.', date, time: '10:00 AM', location: 'Old Hall' },
    });
    expect(res.status()).toBe(201);
  };
  // More than a page of sooner events, so the new one lands on a later page of the list; two past ones.
  for (let day = 1; day <= 13; day += 1)
    await seed(`Early gathering ${tag} ${day}`, `${nextYear}-01-${String(day).padStart(2, '0')}`);
  for (let day = 1; day <= 2; day += 1)
    await seed(`Past gathering ${tag} ${day}`, `1903-01-0${day}`);
  await dashboard.goto();
  const pager = events.section.locator('.ant-pagination');
  await expect(pager.locator('.ant-pagination-item-active')).toHaveText('1');

  const title = `Harvest supper ${tag}`;
  await events.addButton.click();
  const add = dashboard.dialog('Add New Event');
  await events.fill(add, {
    title,
    description: 'A meal together.',
    date: `${nextYear}-10-01`,
    time: '6:00 PM',
    location: 'Fellowship Hall',
  });
  await add.getByRole('button', { name: 'Create Event' }).click();
  await expect(dashboard.toast).toContainText('Event Created');
  const card = events.card(title);
  await expect(card).toBeInViewport();
  await expect(card.locator('xpath=..')).toHaveClass(/admin-grid__cell--highlight/);
  await expect(pager.locator('.ant-pagination-item-active')).not.toHaveText('1');
  // The page is in the address: a reload comes back to it.
  await expect(page).toHaveURL(/[?&]events-page=\d+/);
  await page.reload();
  await expect(card).toBeVisible();

  const search = events.section.getByRole('searchbox', { name: 'Search events by title' });
  const which = events.section.getByRole('radiogroup', { name: 'Which events' });
  await search.fill(tag);
  await expect(page).not.toHaveURL(/[?&]events-page=/);
  await expect(events.section.getByText('1-12 of 16 events')).toBeVisible();
  // All: the soonest first; past events come last, the most recent first, marked Past.
  await expect(events.section.getByTestId('event-card').first()).toContainText(
    `Early gathering ${tag} 1`,
  );
  await pager.getByTitle('2', { exact: true }).click();
  const lastPage = events.section.getByTestId('event-card');
  await expect(lastPage).toHaveCount(4);
  await expect(lastPage.nth(2)).toContainText(`Past gathering ${tag} 2`);
  await expect(lastPage.nth(3)).toContainText(`Past gathering ${tag} 1`);
  await expect(lastPage.nth(3)).toContainText('Past');
  await expect(events.card(title)).not.toContainText('Past');

  await which.getByText('Upcoming', { exact: true }).click();
  await expect(events.section.getByText('1-12 of 14 events')).toBeVisible();
  await which.getByText('Past', { exact: true }).click();
  await expect(events.section.getByTestId('event-card')).toHaveCount(2);
  await expect(card).toHaveCount(0);
  await which.getByText('All', { exact: true }).click();
  await search.fill(`${tag} 13`);
  await expect(events.section.getByTestId('event-card')).toHaveCount(1);
  await expect(events.card(`Early gathering ${tag} 13`)).toBeVisible();
  await search.fill('no event is called this');
  await expect(events.section.getByText('No events match the filters.')).toBeVisible();

  await deleteEvents(page.request, tag);
});

test('a keyboard-only administrator adds an event with its date and time', async ({ page }) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  const title = unique('Keyboard Vigil');
  const date = `${nextYear}-03-14`;
  const time = '6:00 PM - 8:00 PM';
  await dashboard.goto();

  await events.addButton.focus();
  await page.keyboard.press('Enter');
  const add = dashboard.dialog('Add New Event');
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('A night of prayer and song.');
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Date')).toBeFocused();
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
  // From the date the next field is the time: not the picker's Clear button, which the space in
  // the time would press.
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Time')).toBeFocused();
  await page.keyboard.type(time);
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Location')).toBeFocused();
  await page.keyboard.type('Main Sanctuary');
  await expect(add.getByLabel('Date')).toHaveValue(date);
  await expect(add.getByLabel('Time')).toHaveValue(time);
  await page.keyboard.press('Enter');

  await expect(add).toBeHidden();
  await expect(events.card(title)).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/events')).json()) as {
    title: string;
    date: string;
    time: string;
  }[];
  expect(saved.find((event) => event.title === title)).toMatchObject({ date, time });
  await deleteEvents(page.request, title);
});
