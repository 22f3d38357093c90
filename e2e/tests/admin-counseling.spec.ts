import { expect, test } from '@playwright/test';
import { requestCounseling, signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { AdminCounselingTab } from '../pages/admin-counseling-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';

// Long flows through several dialogs on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

interface CounselingRequest {
  id: number;
  name: string;
  status: string;
}

test('an administrator answers a counseling request, changes its status and deletes another', async ({
  page,
  baseURL,
}) => {
  const urgentName = unique('Naomi Urgent');
  const otherName = unique('Boaz Normal');
  const email = `${unique('seeker').replace(/\W/g, '')}@example.test`;
  const member = await signUpMember(baseURL!, { firstName: 'Naomi', lastName: 'Bethlehem', email });
  await requestCounseling(member, {
    name: urgentName,
    email,
    urgency: 'urgent',
    currentSituation: 'I lost my job this week and need prayer.',
  });
  await requestCounseling(member, { name: otherName, email });
  await member.dispose();

  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const counseling = new AdminCounselingTab(dashboard);
  await dashboard.goto();
  await counseling.open();

  const card = counseling.card(urgentName);
  await expect(card).toContainText('Urgent');
  await expect(card).toContainText('Pending');
  await expect(card).toHaveClass(/admin-card--urgency-urgent/);
  await expect(counseling.card(otherName)).toHaveClass(/admin-card--urgency-normal/);
  const all = (await (await page.request.get('/api/admin/counseling')).json()) as {
    status: string;
    urgency: string;
  }[];
  await expect(counseling.count('Pending')).toHaveText(
    String(all.filter((item) => item.status === 'pending').length),
  );
  await expect(counseling.count('Urgent')).toHaveText(
    String(all.filter((item) => item.urgency === 'urgent').length),
  );

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = dashboard.dialog(`Counseling request from ${urgentName}`);
  await expect(details).toContainText('I lost my job this week and need prayer.');
  await expect(details).toContainText('Raised in a small congregation.');
  await expect(details).toContainText('No responses yet.');
  await details.getByRole('button', { name: 'Respond' }).click();

  const respond = dashboard.dialog(`Respond to ${urgentName}`);
  const send = respond.getByRole('button', { name: 'Send Response' });
  await expect(send).toBeDisabled();
  await respond.getByLabel('Your response').fill('   ');
  await expect(send).toBeDisabled();
  await respond.getByLabel('Your response').fill('  We are praying for you. Call us anytime.  ');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dashboard.toast).toContainText('Response sent');
  await expect(respond).toBeHidden();
  // A response moves a pending request to in progress.
  await expect(card).toContainText('In Progress');
  await expect(card).toContainText('1 response');

  await card.getByRole('button', { name: 'View Details' }).click();
  const conversation = details.getByRole('list', { name: 'Responses' });
  await expect(conversation).toContainText('We are praying for you. Call us anytime.');
  await dashboard.closeButton(details).click();

  const requests = (await (
    await page.request.get('/api/admin/counseling')
  ).json()) as CounselingRequest[];
  const answered = requests.find((item) => item.name === urgentName)!;
  const responses = (await (
    await page.request.get(`/api/admin/counseling/${answered.id}/responses`)
  ).json()) as { message: string }[];
  expect(responses.map((item) => item.message)).toEqual([
    'We are praying for you. Call us anytime.',
  ]);

  await dashboard.choose(counseling.statusSelect(urgentName), 'Completed');
  await expect(dashboard.toast).toContainText('Status updated');
  await expect(card).toContainText('Completed');
  const updated = (await (
    await page.request.get('/api/admin/counseling')
  ).json()) as CounselingRequest[];
  expect(updated.find((item) => item.id === answered.id)?.status).toBe('completed');

  await counseling.card(otherName).getByRole('button', { name: 'Delete' }).click();
  await dashboard.dialog('Delete Request').getByRole('button', { name: 'Delete' }).click();
  await expect(dashboard.toast).toContainText('Counseling request deleted');
  await expect(counseling.card(otherName)).toHaveCount(0);
});
