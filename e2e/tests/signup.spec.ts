import { expect, test } from '@playwright/test';
import { COMMUNITY_TABS, CommunityPage, memberName, uniqueMember } from '../pages/community-page';
import { signUpMember } from '../pages/admin-api';
import { SignupPage } from '../pages/signup-page';
import { nextSignInMail, signInMailsTo } from '../fixtures/mailbox';

test('the sign-up form offers every field, the checkbox groups and e-mail updates on', async ({
  page,
}) => {
  const signup = new SignupPage(page);
  await signup.goto();
  await expect(signup.heading).toBeVisible();
  await expect(page).toHaveTitle(/Join Our Community/);

  for (const field of [
    signup.firstName,
    signup.lastName,
    signup.email,
    signup.phone,
    signup.age,
    signup.gender,
    signup.maritalStatus,
    signup.city,
    signup.state,
    signup.country,
    signup.spiritualJourney,
    signup.occupation,
    signup.notes,
  ]) {
    await expect(field).toBeVisible();
  }
  await expect(signup.needs.getByRole('checkbox')).toHaveCount(10);
  await expect(signup.needs.getByLabel('Bible Study')).toHaveValue('bible_study');
  await expect(signup.needs.getByLabel('Marriage Support')).toHaveValue('marriage_support');
  await expect(signup.interests.getByRole('checkbox')).toHaveCount(10);
  await expect(signup.interests.getByLabel("Women's Ministry")).toHaveValue('women_ministry');
  await expect(signup.interests.getByLabel('Prayer Team')).toHaveValue('prayer_team');
  await expect(signup.subscribe).toBeChecked();
  await expect(signup.gender.getByRole('option')).toHaveText([
    'Select...',
    'Male',
    'Female',
    'Prefer not to say',
  ]);
  await expect(signup.spiritualJourney.getByRole('option')).toHaveText([
    'Select...',
    'Seeking',
    'New Believer',
    'Growing',
    'Mature',
    'Leader',
  ]);
});

test('the sign-up form shows the validation messages and focuses the first problem', async ({
  page,
}) => {
  const signup = new SignupPage(page);
  await signup.goto();
  await signup.submit.click();

  await expect(signup.error('First name is required')).toBeVisible();
  await expect(signup.error('Last name is required')).toBeVisible();
  await expect(signup.error('Please enter a valid email address')).toBeVisible();
  await expect(signup.firstName).toBeFocused();
  await expect(signup.firstName).toHaveAttribute('aria-invalid', 'true');
  const described = await signup.firstName.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText('First name is required');

  await signup.fill({ firstName: 'Ruth', lastName: 'Moab', email: 'not-an-email', age: '12' });
  await signup.submit.click();
  await expect(signup.error('Please enter a valid email address')).toBeVisible();
  await expect(signup.error('Must be at least 13 years old')).toBeVisible();
  await expect(signup.error('First name is required')).toHaveCount(0);
  await expect(signup.email).toBeFocused();

  await signup.age.fill('121');
  await signup.submit.click();
  await expect(signup.error('Please enter a valid age')).toBeVisible();
  await expect(page).toHaveURL(/\/community\/signup$/);
});

test('a new member signs up, lands on the home page, and the e-mailed link signs them in on /community', async ({
  page,
}) => {
  const member = uniqueMember('signup');
  const signup = new SignupPage(page);
  await signup.goto();
  await signup.fill({ ...member, phone: '555-0100', age: '34', city: 'Bethlehem' });
  await signup.gender.selectOption('female');
  await signup.maritalStatus.selectOption('married');
  await signup.spiritualJourney.selectOption('growing');
  await signup.needs.getByLabel('Prayer', { exact: true }).check();
  await signup.needs.getByLabel('Bible Study').check();
  await signup.interests.getByLabel('Worship').check();
  await signup.submit.click();

  await expect(signup.toast).toContainText('Welcome to Our Community!');
  await expect(signup.toast).toContainText('Check your e-mail');
  await expect(page).toHaveURL(/\/$/);

  // Not signed in yet: the link in the welcome e-mail does that.
  const community = new CommunityPage(page);
  await community.layout.navLink('Community').click();
  await expect(community.loginEmail).toBeVisible();
  const mail = await nextSignInMail(member.email, 0);
  expect(mail.subject).toMatch(/^Welcome to /);
  await community.openSignInLink(member.email);
  await expect(community.toast).toContainText('Welcome back!');
  await expect(community.toast).toContainText("You're now logged into the community.");
  await expect(page).toHaveURL(/\/community$/);
  expect(page.url()).not.toContain(mail.token);
  await expect(community.welcome).toHaveText(`Welcome back, ${memberName(member)}!`);
  await expect(community.memberSince).toBeVisible();
  await expect(community.tabs).toHaveText(COMMUNITY_TABS);
});

test('signing up with an address already registered answers as for a new one, and mails its owner', async ({
  page,
  baseURL,
}) => {
  const member = uniqueMember('twice');
  await (await signUpMember(baseURL!, member)).dispose();
  const before = (await signInMailsTo(member.email)).length;

  const signup = new SignupPage(page);
  await signup.goto();
  await signup.fill({ ...member, firstName: 'Someone' });
  await signup.submit.click();
  await expect(signup.toast).toContainText('Welcome to Our Community!');
  await expect(signup.toast).toContainText('Check your e-mail');
  await expect(page).toHaveURL(/\/$/);
  const mail = await nextSignInMail(member.email, before);
  expect(mail.subject).toMatch(/^You already have an account/);
  // The link in it signs the owner in, under the name they joined with.
  const community = new CommunityPage(page);
  await community.openSignInLink(member.email);
  await expect(community.welcome).toHaveText(`Welcome back, ${memberName(member)}!`);
});

test("the server's validation message shows at the field and in the toast", async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.goto();
  // Looks like an address to the form, but the server wants a real top-level domain.
  await signup.fill({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.c' });
  await signup.submit.click();
  await expect(signup.toast).toContainText('Registration failed');
  await expect(signup.toast).toContainText('Please enter a valid email address');
  await expect(signup.error('Please enter a valid email address')).toBeVisible();
  await expect(signup.email).toHaveAttribute('aria-invalid', 'true');
  await expect(signup.email).toBeFocused();
});
