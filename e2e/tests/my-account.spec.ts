import { readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminApi, CommunityApi, CommunityPage, uniqueMember } from '../pages/community-page';
import { MyAccountPanel } from '../pages/my-account-panel';
import { waitForMail } from '../fixtures/mailbox';

test('a member sees what they gave under My account, corrects it, downloads it and deletes the account', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = uniqueMember('myaccount');
  await new CommunityApi(page.request).signUp(member);
  const community = new CommunityPage(page);
  const account = new MyAccountPanel(page);
  await community.goto();
  await expect(community.welcome).toBeVisible();

  // A testimony and a counseling request, through their forms.
  const title = `Carried through ${member.lastName}`;
  await community.tab('Share Your Story').click();
  await expect(community.share.email).toHaveValue(member.email);
  await community.share.category.selectOption('Faith');
  await community.share.title.fill(title);
  await community.share.testimony.fill('He carried me through a hard year.');
  await community.share.submit.click();
  await expect(community.share.thanks).toBeVisible();
  await community.tab('Request Counseling').click();
  const counseling = community.counseling;
  await expect(counseling.email).toHaveValue(member.email);
  await counseling.category.selectOption('Spiritual Growth');
  await counseling.background.fill('New to the church this year.');
  await counseling.currentSituation.fill('Learning to pray.');
  await counseling.specificNeeds.fill('A mentor to pray with.');
  await counseling.submit.click();
  await expect(
    community.toast.filter({ hasText: 'Counseling Request Submitted' }).first(),
  ).toBeVisible();

  // The ministry approves the story and answers the request.
  const admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  await new AdminApi(admin).approve(title, { featured: true });
  const requests = (await (await admin.get('/api/admin/counseling')).json()) as {
    id: number;
    email: string;
  }[];
  const asked = requests.find((r) => r.email === member.email);
  expect(asked).toBeTruthy();
  const answer = await admin.post(`/api/admin/counseling/${asked!.id}/responses`, {
    data: { message: 'We would love to pray with you on Sunday.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);

  // My account, by keyboard from the tab list.
  await community.tab('Request Counseling').focus();
  await page.keyboard.press('ArrowRight');
  await expect(community.tab('My account')).toHaveAttribute('aria-selected', 'true');
  await expect(account.firstName).toHaveValue(member.firstName);
  await expect(account.currentEmail).toHaveText(member.email);
  await expect(account.testimony(title)).toContainText('Featured');
  await expect(account.counselingRequests).toHaveCount(1);
  await expect(account.counselingRequests.first()).toContainText('In progress');
  await expect(account.counselingRequests.first()).toContainText(
    'We would love to pray with you on Sunday.',
  );

  // Correcting the profile: the sign-up rules, then a save the session box shows.
  await account.firstName.fill('');
  await account.age.fill('9');
  await account.saveProfile.click();
  await expect(account.error('First name is required')).toBeVisible();
  await expect(account.error('Must be at least 13 years old')).toBeVisible();
  await expect(account.firstName).toBeFocused();
  await account.firstName.fill('Hannah Ruth');
  await account.age.fill('34');
  await account.city.fill('Shiloh');
  await account.saveProfile.click();
  await expect(community.toast.filter({ hasText: 'Profile Saved' }).first()).toBeVisible();
  await expect(community.welcome).toHaveText(`Welcome back, Hannah Ruth ${member.lastName}!`);

  // The newsletter, on.
  await account.newsletter.check();
  await expect(account.newsletter).toBeChecked();

  // Download my data: one JSON file.
  const [download] = await Promise.all([page.waitForEvent('download'), account.download.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({
    firstName: 'Hannah Ruth',
    city: 'Shiloh',
    age: 34,
    email: member.email,
  });
  expect(data.profile.createdAt).toEqual(expect.any(String));
  expect(data.newsletter).toEqual({ subscribed: true, subscribedAt: expect.any(String) });
  expect(data.testimonies).toEqual([
    expect.objectContaining({ title, status: 'featured', submittedAt: expect.any(String) }),
  ]);
  expect(data.counselingRequests).toEqual([
    expect.objectContaining({
      background: 'New to the church this year.',
      status: 'in_progress',
      responses: [
        expect.objectContaining({ message: 'We would love to pray with you on Sunday.' }),
      ],
    }),
  ]);

  // A new address, confirmed through the link the real mail carries.
  const next = uniqueMember('myaccount-next').email;
  await account.newEmail.fill(next);
  await account.changeEmail.click();
  await expect(community.toast.filter({ hasText: 'Check Your E-mail' }).first()).toBeVisible();
  const mail = await waitForMail(next, 'Confirm your new e-mail address');
  const link = /https?:\/\/\S+\/community\?emailChange=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(community.toast.filter({ hasText: 'E-mail Changed' }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/emailChange/);
  await community.tab('My account').click();
  await expect(account.currentEmail).toHaveText(next);

  // Deleting: the dialog says what stays; only the typed address confirms.
  await account.deleteAccount.click();
  await expect(account.deleteDialog).toBeVisible();
  await expect(account.deleteDialog).toContainText('stay on the site, as ‘Anonymous’');
  await expect(account.deleteDialog).toContainText(
    "Gifts you have given stay in the ministry's financial records",
  );
  await account.confirmEmail.fill('someone-else@example.test');
  await expect(account.confirmDelete).toBeDisabled();
  await account.confirmEmail.press('Enter');
  await expect(account.deleteDialog).toBeVisible();
  await account.confirmEmail.fill(next);
  await account.confirmDelete.click();
  await expect(community.toast.filter({ hasText: 'Account Deleted' }).first()).toBeVisible();
  await expect(community.tabs).toHaveText(['Read Testimonials']);
  await expect(community.loginEmail).toBeVisible();
  expect((await (await page.request.get('/api/community/session')).json()).isLoggedIn).toBe(false);

  // The story stays published, by nobody; the member is gone from the admin's list.
  const published = (await (await page.request.get('/api/testimonials')).json()) as {
    title: string;
    name: string | null;
  }[];
  expect(published.find((t) => t.title === title)).toMatchObject({ name: null });
  const members = (await (await admin.get('/api/community/members')).json()) as {
    email: string;
  }[];
  expect(members.map((m) => m.email)).not.toContain(next);
  await admin.dispose();
});
