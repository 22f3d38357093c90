import { expect, test } from '@playwright/test';
import {
  COMMUNITY_TABS,
  CommunityApi,
  CommunityPage,
  memberName,
  uniqueMember,
} from '../pages/community-page';
import { signUpMember } from '../pages/admin-api';
import { nextSignInMail, signInMailsTo } from '../fixtures/mailbox';

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

test('logging in with an unknown address says the same as for a member, and no code signs in', async ({
  page,
}) => {
  const community = new CommunityPage(page);
  await community.goto();
  const nobody = `e2e-nobody-${Date.now()}@example.test`;
  await community.requestLink(nobody);
  await expect(community.linkSent).toHaveText(
    'Check your e-mail: if this address belongs to a member, a sign-in link is on its way.',
  );
  await community.codeInput.fill('123456');
  await community.codeButton.click();
  await expect(community.toast).toContainText('Login Failed');
  await expect(community.toast).toContainText('This code is not valid, or has expired.');
  await expect(community.tabs).toHaveText(['Read Testimonials']);
  expect(await signInMailsTo(nobody)).toEqual([]);
  await community.otherAddress.click();
  await expect(community.loginButton).toBeVisible();
});

test('a member logs in with the code of the e-mail (another device), gets the three tabs, and logging out returns to the read tab', async ({
  page,
  baseURL,
}) => {
  const member = uniqueMember('session');
  await (await signUpMember(baseURL!, member)).dispose();

  const community = new CommunityPage(page);
  await community.goto();
  // Addresses are matched ignoring case and surrounding spaces; this browser never saw the link.
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
  // page.request shares the page's cookies: signing up and opening the e-mailed link signs it in.
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

test('the e-mailed link signs in by itself, leaves the address bar clean, and works only once', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = uniqueMember('link');
  await (await signUpMember(baseURL!, member)).dispose();
  const community = new CommunityPage(page);
  await community.goto();
  const before = (await signInMailsTo(member.email)).length;
  await community.requestLink(member.email);
  await expect(community.linkSent).toBeVisible();
  const mail = await nextSignInMail(member.email, before);
  expect(mail.subject).toMatch(/^Your sign-in link for /);

  await community.openSignInLink(member.email);
  await expect(community.toast).toContainText('Welcome back!');
  await expect(community.welcome).toHaveText(`Welcome back, ${memberName(member)}!`);
  await expect(page).toHaveURL(/\/community$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain('signin=');

  // The same link in another browser is spent.
  const otherContext = await browser.newContext({ baseURL });
  const other = new CommunityPage(await otherContext.newPage());
  await other.openSignInLink(member.email);
  await expect(other.toast).toContainText('Login Failed');
  await expect(other.toast).toContainText('This sign-in link has already been used.');
  await expect(other.loginEmail).toBeVisible();
  await otherContext.close();
});

test('the code box survives a reload, says when a new code replaced the first, and focus follows it', async ({
  page,
  baseURL,
}) => {
  const member = uniqueMember('code-box');
  await (await signUpMember(baseURL!, member)).dispose();
  const community = new CommunityPage(page);
  await community.goto();

  const first = (await signInMailsTo(member.email)).length;
  await community.requestLink(member.email);
  await expect(community.linkSent).toBeVisible();
  // Focus moves to the code field, not to the page's body.
  await expect(community.codeInput).toBeFocused();
  await nextSignInMail(member.email, first);

  // A reload keeps the box while the code is valid.
  await page.reload();
  await expect(community.codeInput).toBeVisible();
  await expect(community.linkSent).toBeVisible();

  // Asking again for the same address says the earlier code no longer works.
  await community.otherAddress.click();
  const second = (await signInMailsTo(member.email)).length;
  await community.requestLink(member.email);
  await expect(community.linkSent).toContainText(
    'We sent a new code: the one in the earlier e-mail no longer works.',
  );
  const mail = await nextSignInMail(member.email, second);
  await community.codeInput.fill(mail.code);
  await community.codeButton.click();
  await expect(community.welcome).toBeFocused();

  // Signed in, a reload shows the member, not the code box.
  await page.reload();
  await expect(community.welcome).toBeVisible();
  await expect(community.codeInput).toHaveCount(0);
});
