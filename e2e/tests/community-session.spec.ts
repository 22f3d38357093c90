import { expect, test } from '@playwright/test';
import {
  COMMUNITY_TABS,
  CommunityApi,
  CommunityPage,
  memberName,
  uniqueMember,
} from '../pages/community-page';
import { signUpMember } from '../pages/admin-api';

test('a visitor sees the login box, only the read tab and the way to sign up', async ({ page }) => {
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.heading).toBeVisible();
  await expect(community.tabs).toHaveText(['Read Testimonials']);
  await expect(community.tab('Read Testimonials')).toHaveAttribute('aria-selected', 'true');
  await expect(community.sessionBox).toContainText('Not a member yet?');

  await expect(community.loginButton).toBeDisabled();
  await community.loginEmail.fill('   ');
  await expect(community.loginButton).toBeDisabled();
  await community.loginEmail.fill('someone@example.test');
  await expect(community.loginButton).toBeEnabled();

  await community.joinLink.click();
  await expect(page).toHaveURL(/\/community\/signup$/);
  await expect(community.signupHeading).toBeVisible();
});

test('logging in with an unknown address shows the server message', async ({ page }) => {
  const community = new CommunityPage(page);
  await community.goto();
  await community.logIn(`e2e-nobody-${Date.now()}@example.test`);
  await expect(community.toast).toContainText('Login Failed');
  await expect(community.toast).toContainText(
    'No member found with this email. Please sign up to join our community.',
  );
  await expect(community.tabs).toHaveText(['Read Testimonials']);
  await expect(community.loginButton).toBeEnabled();
});

test('a member logs in by e-mail, gets the three tabs, and logging out returns to the read tab', async ({
  page,
  baseURL,
}) => {
  const member = uniqueMember('session');
  await (await signUpMember(baseURL!, member)).dispose();

  const community = new CommunityPage(page);
  await community.goto();
  // Addresses are matched ignoring case and surrounding spaces.
  await community.logIn(`  ${member.email.toUpperCase()} `);
  await expect(community.toast).toContainText('Welcome back!');
  await expect(community.toast).toContainText("You're now logged into the community.");
  await expect(community.welcome).toHaveText(`Welcome back, ${memberName(member)}!`);
  const year = new Date().getFullYear();
  await expect(community.memberSince).toContainText(String(year));
  await expect(community.tabs).toHaveText(COMMUNITY_TABS);

  // The tabs follow the keyboard.
  await community.tab('Read Testimonials').focus();
  await page.keyboard.press('ArrowRight');
  await expect(community.tab('Share Your Story')).toBeFocused();
  await expect(community.tab('Share Your Story')).toHaveAttribute('aria-selected', 'true');
  await expect(community.share.name).toHaveValue(memberName(member));
  await expect(community.share.email).toHaveValue(member.email);

  await community.share.title.fill('Half-written story');
  await community.logoutButton.click();
  await expect(community.toast).toContainText('Logged Out');
  await expect(community.tabs).toHaveText(['Read Testimonials']);
  await expect(community.tab('Read Testimonials')).toHaveAttribute('aria-selected', 'true');
  await expect(community.loginEmail).toBeVisible();

  // Nothing of the previous session is left behind for the next person.
  await community.logIn(member.email);
  await expect(community.tabs).toHaveText(COMMUNITY_TABS);
  await expect(community.tab('Read Testimonials')).toHaveAttribute('aria-selected', 'true');
  await community.tab('Share Your Story').click();
  await expect(community.share.title).toHaveValue('');
});

test('the member session survives a reload and is not shared with another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = uniqueMember('second');
  // page.request shares the page's cookies: signing up signs this browser in.
  await new CommunityApi(page.request).signUp(member);

  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.welcome).toHaveText(`Welcome back, ${memberName(member)}!`);
  await expect(community.tabs).toHaveText(COMMUNITY_TABS);

  const otherContext = await browser.newContext({ baseURL });
  const other = new CommunityPage(await otherContext.newPage());
  await other.goto();
  await expect(other.heading).toBeVisible();
  await expect(other.loginEmail).toBeVisible();
  await expect(other.tabs).toHaveText(['Read Testimonials']);
  await otherContext.close();
});
