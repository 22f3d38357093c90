import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  deleteEvents,
  requestCounseling,
  signInAsAdmin,
  signUpMember,
  unique,
} from '../pages/admin-api';
import { AdminCounselingTab } from '../pages/admin-counseling-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminEventsTab } from '../pages/admin-events-tab';
import { AdminScripturesTab } from '../pages/admin-scriptures-tab';

// Every admin dialog shows the record it was opened for, Add starts from the defaults, and a
// dialog with unsaved changes asks before discarding them.
test.describe.configure({ timeout: 120_000 });

interface EventRecord {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  isSpecial: boolean;
}

async function createJson<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await api.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the event dialog shows the event it was opened for and saves only that one', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  // Dated long ago, so both are on the first page of the list (oldest first).
  const a = await createJson<EventRecord>(page.request, '/api/admin/events', {
    title: unique('Event A'),
    description: 'The first of two events.',
    date: '1901-03-04',
    time: '9:00 AM',
    location: 'Hall A',
    isSpecial: true,
  });
  const b = await createJson<EventRecord>(page.request, '/api/admin/events', {
    title: unique('Event B'),
    description: 'The second of two events.',
    date: '1901-05-06',
    time: '6:00 PM',
    location: 'Hall B',
    isSpecial: false,
  });
  await dashboard.goto();

  const edit = dashboard.dialog('Edit Event');
  const expectEvent = async (dialog: Locator, event: EventRecord) => {
    await expect(dialog.getByLabel('Title')).toHaveValue(event.title);
    await expect(dialog.getByLabel('Description')).toHaveValue(event.description);
    await expect(dialog.getByLabel('Date')).toHaveValue(event.date);
    await expect(dialog.getByLabel('Time')).toHaveValue(event.time);
    await expect(dialog.getByLabel('Location')).toHaveValue(event.location);
    await expect(dialog.getByRole('switch', { name: 'Special event' })).toHaveAttribute(
      'aria-checked',
      String(event.isSpecial),
    );
  };

  await events
    .card(a.title)
    .getByRole('button', { name: `Edit ${a.title}` })
    .click();
  await expectEvent(edit, a);
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toBeHidden();

  await events
    .card(b.title)
    .getByRole('button', { name: `Edit ${b.title}` })
    .click();
  await expectEvent(edit, b);
  await edit.getByLabel('Time').fill('7:30 PM');
  const saved = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith(`/api/admin/events/${b.id}`),
  );
  await edit.getByRole('button', { name: 'Update Event' }).click();
  expect((await saved).postDataJSON()).toEqual({
    title: b.title,
    description: b.description,
    date: b.date,
    time: '7:30 PM',
    location: b.location,
    isSpecial: b.isSpecial,
  });
  await expect(dashboard.toast).toContainText('Event Updated');
  await expect(edit).toBeHidden();

  // Only B changed, and only its time.
  const stored = await getJson<EventRecord[]>(page.request, '/api/admin/events');
  expect(stored.find((event) => event.id === a.id)).toEqual(a);
  expect(stored.find((event) => event.id === b.id)).toEqual({
    ...b,
    time: '7:30 PM',
    // The server reads the new time again (in the ministry's zone: UTC here).
    startsAt: expect.stringMatching(/^1901-05-06T19:30:00[+-]\d{2}:\d{2}$/),
    endsAt: null,
  });

  // Add after an edit starts empty.
  await events.addButton.click();
  const add = dashboard.dialog('Add New Event');
  await expectEvent(add, {
    id: 0,
    title: '',
    description: '',
    date: '',
    time: '',
    location: '',
    isSpecial: false,
  });
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // Edit after an Add shows the record.
  await events
    .card(a.title)
    .getByRole('button', { name: `Edit ${a.title}` })
    .click();
  await expectEvent(edit, a);
});

test('the scripture dialog shows the scripture it was opened for and saves only that one', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const scriptures = new AdminScripturesTab(dashboard);
  type Scripture = { id: number; text: string; reference: string; isActive: boolean };
  const a = await createJson<Scripture>(page.request, '/api/admin/scriptures', {
    text: 'The first verse of this test.',
    reference: unique('Psalm A'),
    isActive: false,
  });
  const b = await createJson<Scripture>(page.request, '/api/admin/scriptures', {
    text: 'The second verse of this test.',
    reference: unique('Psalm B'),
    isActive: true,
  });
  await dashboard.goto();
  await scriptures.open();

  const edit = dashboard.dialog('Edit Scripture');
  const expectScripture = async (dialog: Locator, scripture: Omit<Scripture, 'id'>) => {
    await expect(dialog.getByLabel('Scripture Text')).toHaveValue(scripture.text);
    await expect(dialog.getByLabel('Reference')).toHaveValue(scripture.reference);
    await expect(dialog.getByRole('switch', { name: 'Active' })).toHaveAttribute(
      'aria-checked',
      String(scripture.isActive),
    );
  };

  await scriptures.card(a.reference).getByRole('button', { name: 'Edit' }).click();
  await expectScripture(edit, a);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await scriptures.card(b.reference).getByRole('button', { name: 'Edit' }).click();
  await expectScripture(edit, b);
  await edit.getByLabel('Scripture Text').fill('The second verse, corrected.');
  await edit.getByRole('button', { name: 'Update Scripture' }).click();
  await expect(dashboard.toast).toContainText('Scripture updated successfully');
  await expect(edit).toBeHidden();

  const stored = await getJson<Scripture[]>(page.request, '/api/admin/scriptures');
  expect(stored.find((item) => item.id === a.id)).toMatchObject({
    text: a.text,
    reference: a.reference,
    isActive: a.isActive,
  });
  expect(stored.find((item) => item.id === b.id)).toMatchObject({
    text: 'The second verse, corrected.',
    reference: b.reference,
    isActive: b.isActive,
  });

  await scriptures.addButton.click();
  const add = dashboard.dialog('Add Scripture');
  await expectScripture(add, { text: '', reference: '', isActive: true });
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await scriptures.card(a.reference).getByRole('button', { name: 'Edit' }).click();
  await expectScripture(edit, a);
});

test('the template dialog shows the template it was opened for and saves only that one', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  type Template = {
    id: number;
    name: string;
    subject: string;
    greeting: string | null;
    message: string;
    signature: string | null;
    isActive: boolean;
  };
  const a = await createJson<Template>(page.request, '/api/email/templates', {
    name: unique('Template A'),
    subject: 'Subject A',
    greeting: 'Dear A,',
    message: 'Message A',
    signature: 'Signed A',
    isActive: false,
  });
  const b = await createJson<Template>(page.request, '/api/email/templates', {
    name: unique('Template B'),
    subject: 'Subject B',
    greeting: null,
    message: 'Message B',
    signature: null,
    isActive: true,
  });
  await dashboard.goto();
  await dashboard.tab('Email Marketing').click();
  await page.getByRole('tab', { name: 'Email Templates' }).click();

  const edit = dashboard.dialog('Edit Template');
  const expectTemplate = async (dialog: Locator, template: Omit<Template, 'id'>) => {
    await expect(dialog.getByLabel('Template Name')).toHaveValue(template.name);
    await expect(dialog.getByLabel('Email Subject')).toHaveValue(template.subject);
    await expect(dialog.getByLabel('Greeting (optional)')).toHaveValue(template.greeting ?? '');
    await expect(dialog.getByLabel('Message Content')).toHaveValue(template.message);
    await expect(dialog.getByLabel('Signature (optional)')).toHaveValue(template.signature ?? '');
    if (template.isActive) await expect(dialog.getByLabel('Active template')).toBeChecked();
    else await expect(dialog.getByLabel('Active template')).not.toBeChecked();
  };
  const editButton = (template: Template) =>
    page.getByRole('button', { name: `Edit ${template.name}`, exact: true });

  await editButton(a).click();
  await expectTemplate(edit, a);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await editButton(b).click();
  await expectTemplate(edit, b);
  await edit.getByLabel('Email Subject').fill('Subject B, revised');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dashboard.toast).toContainText('Template updated');
  await expect(edit).toBeHidden();

  const stored = await getJson<Template[]>(page.request, '/api/email/templates');
  expect(stored.find((item) => item.id === a.id)).toMatchObject({
    name: a.name,
    subject: a.subject,
    isActive: a.isActive,
  });
  expect(stored.find((item) => item.id === b.id)).toMatchObject({
    name: b.name,
    subject: 'Subject B, revised',
    isActive: b.isActive,
  });

  await page.getByRole('button', { name: 'Create Template', exact: true }).click();
  const add = dashboard.dialog('Create Email Template');
  await expectTemplate(add, {
    name: '',
    subject: '',
    greeting: null,
    message: '',
    signature: null,
    isActive: true,
  });
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await editButton(a).click();
  await expectTemplate(edit, a);
});

test('the respond dialog starts empty for each request, and asks before discarding a reply', async ({
  page,
  baseURL,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const counseling = new AdminCounselingTab(dashboard);
  const tag = unique('respond').split(' ')[1];
  const names = [`Hannah ${tag}`, `Elkanah ${tag}`];
  for (const name of names) {
    const email = `${name.split(' ')[0].toLowerCase()}.${tag}@example.org`;
    const member = await signUpMember(baseURL!, { firstName: name, lastName: tag, email });
    // Urgent requests come first in the grid.
    await requestCounseling(member, { name, email, urgency: 'urgent' });
    await member.dispose();
  }
  await dashboard.goto();
  await counseling.open();

  await counseling.card(names[0]).getByRole('button', { name: 'Respond' }).click();
  const first = dashboard.dialog(`Respond to ${names[0]}`);
  await first.getByLabel('Your response').fill('A reply I will not send.');
  await first.getByRole('button', { name: 'Cancel' }).click();
  const discard = dashboard.dialog('Discard changes?');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(first).toBeHidden();

  await counseling.card(names[1]).getByRole('button', { name: 'Respond' }).click();
  const second = dashboard.dialog(`Respond to ${names[1]}`);
  await expect(second.getByLabel('Your response')).toHaveValue('');
  await expect(second.getByRole('button', { name: 'Send Response' })).toBeDisabled();

  const requests = await getJson<{ id: number; name: string }[]>(
    page.request,
    '/api/admin/counseling',
  );
  for (const request of requests.filter((item) => names.includes(item.name))) {
    expect((await page.request.delete(`/api/admin/counseling/${request.id}`)).ok()).toBe(true);
  }
});

test('the campaign dialog opens empty again after a discarded draft', async ({ page }) => {
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  await dashboard.tab('Email Marketing').click();
  await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  const dialog = dashboard.dialog('Create Email Campaign');
  await dialog.getByLabel('Campaign Name').fill('A campaign I change my mind about');
  await dialog.getByLabel('Lesson link 1', { exact: true }).fill('https://example.org/a');
  await page.keyboard.press('Escape');
  await dashboard.dialog('Discard changes?').getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();
  await expect(dialog.getByLabel('Campaign Name')).toHaveValue('');
  await expect(dialog.getByLabel('Lesson link 1', { exact: true })).toHaveValue('');
});

test('every way out of a changed dialog asks first; Escape closes an unchanged one', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  await dashboard.tab('Email Marketing').click();
  const create = page.getByRole('button', { name: 'Create Template', exact: true });
  const dialog = dashboard.dialog('Create Email Template');
  const discard = dashboard.dialog('Discard changes?');

  // Unchanged: Escape closes at once.
  await create.click();
  await expect(dialog.getByLabel('Template Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toHaveCount(0);

  await create.click();
  await dialog.getByLabel('Template Name').fill('Typed, not saved');
  const ways: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['Cancel', () => dialog.getByRole('button', { name: 'Cancel' }).click()],
    ['the ×', () => dialog.getByRole('button', { name: 'Close' }).click()],
    // The mask: a click at the page's edge, outside the dialog.
    ['the mask', () => page.mouse.click(5, 400)],
  ];
  for (const [way, leave] of ways) {
    await leave();
    await expect(discard, way).toBeVisible();
    await discard.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(discard, way).toBeHidden();
    await expect(dialog.getByLabel('Template Name'), way).toHaveValue('Typed, not saved');
  }

  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await create.click();
  await expect(dialog.getByLabel('Template Name')).toHaveValue('');
});

test('a dialog opened from the keyboard starts on its first field: typing fills the form', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  await dashboard.goto();
  await events.addButton.focus();
  await page.keyboard.press('Enter');
  const add = dashboard.dialog('Add New Event');
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Typed from the keyboard');
  await expect(add.getByLabel('Title')).toHaveValue('Typed from the keyboard');
  // Tab goes on to the next field, Escape asks before the typing is lost.
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Description')).toBeFocused();
  await page.keyboard.press('Escape');
  const discard = dashboard.dialog('Discard changes?');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(add).toBeHidden();
});

test('Enter in the event date field confirms the date without submitting the form', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  const title = unique('Enter Date');
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/admin/events')) posts.push(req.url());
  });
  await dashboard.goto();
  await events.addButton.click();
  const add = dashboard.dialog('Add New Event');
  await events.fill(add, {
    title,
    description: 'Confirmed with Enter.',
    time: '10:00 AM',
    location: 'Fellowship Hall',
  });
  const date = add.getByLabel('Date');
  await date.click();
  await date.fill('1902-08-09');
  await date.press('Enter');

  await expect(date).toHaveValue('1902-08-09');
  // The picker closed, the dialog did not: nothing was sent.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(add).toBeVisible();
  expect(posts).toEqual([]);

  await add.getByRole('button', { name: 'Create Event' }).click();
  await expect(dashboard.toast).toContainText('Event Created');
  expect(posts).toHaveLength(1);
  const stored = await getJson<EventRecord[]>(page.request, '/api/admin/events');
  expect(stored.find((event) => event.title === title)?.date).toBe('1902-08-09');
  await deleteEvents(page.request, title);
});
