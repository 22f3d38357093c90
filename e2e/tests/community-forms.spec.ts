import { expect, test, type Locator } from '@playwright/test';
import { CommunityApi, CommunityPage, memberName, uniqueMember } from '../pages/community-page';

test.describe('a signed-in member', () => {
  let community: CommunityPage;
  let member: ReturnType<typeof uniqueMember>;

  test.beforeEach(async ({ page }) => {
    member = uniqueMember('forms');
    await new CommunityApi(page.request).signUp(member);
    community = new CommunityPage(page);
    await community.goto();
    await expect(community.welcome).toBeVisible();
  });

  test('keeps a half-written testimony across a reload, and empties it once sent', async ({
    page,
  }) => {
    const share = community.share;
    await community.tab('Share Your Story').click();
    await share.title.fill('Half a story');
    await share.testimony.fill('It began on a Tuesday, when');
    await page.reload();
    await expect(community.welcome).toBeVisible();
    await community.tab('Share Your Story').click();
    await expect(share.title).toHaveValue('Half a story');
    await expect(share.testimony).toHaveValue('It began on a Tuesday, when');
    await expect(share.email).toHaveValue(member.email);

    await share.category.selectOption('Faith');
    await share.testimony.fill('It began on a Tuesday, when the Lord answered.');
    await share.submit.click();
    await expect(share.thanks).toBeVisible();
    await page.reload();
    await expect(community.welcome).toBeVisible();
    await community.tab('Share Your Story').click();
    await expect(share.title).toHaveValue('');
  });

  test('shares a testimony and sees the thank-you panel', async () => {
    const share = community.share;
    await community.tab('Share Your Story').click();
    await expect(share.name).toHaveValue(memberName(member));
    await expect(share.anonymous).not.toBeChecked();
    await expect(share.category.getByRole('option')).toHaveText([
      'Select a category',
      'Healing',
      'Breakthrough',
      'Faith',
      'Deliverance',
      'Prayer',
      'Salvation',
      'Restoration',
      'Provision',
      'Family',
      'Finances',
      'Other',
    ]);

    await share.submit.click();
    await expect(share.error('Category is required')).toBeVisible();
    await expect(share.error('Title is required')).toBeVisible();
    await expect(share.error('Testimony is required')).toBeVisible();
    await expect(share.category).toBeFocused();
    await expect(share.category).toHaveAttribute('aria-invalid', 'true');

    await expect(share.email).toHaveValue(member.email);
    await share.category.selectOption('Healing');
    await share.title.fill(`Healed in the night ${member.lastName}`);
    await share.testimony.fill('The Lord met me in the hospital and I was restored.');
    await share.anonymous.check();
    await share.submit.click();

    await expect(community.toast).toContainText('Testimony Submitted');
    await expect(community.toast).toContainText(
      'Thank you for sharing your story! It will be reviewed before being published.',
    );
    await expect(share.thanks).toBeVisible();
    await expect(share.thanks.getByRole('heading')).toBeFocused();

    await share.shareAnother.click();
    await expect(share.title).toHaveValue('');
    await expect(share.name).toHaveValue(memberName(member));
    await expect(share.email).toHaveValue(member.email);
  });

  test('requests counseling and sees what happens next', async ({ page }) => {
    const counseling = community.counseling;
    await community.tab('Request Counseling').click();
    for (const label of [
      'Full Name',
      'Email',
      'Category',
      'Background',
      'Current Situation',
      'Specific Needs',
      'Urgency',
      'Preferred Contact',
    ]) {
      await expect(counseling.label(label)).toContainText('*');
    }
    await expect(counseling.label('Phone')).not.toContainText('*');
    await expect(counseling.urgency).toHaveValue('normal');
    await expect(counseling.preferredContact).toHaveValue('email');
    await expect(counseling.preferredContact.getByRole('option')).toHaveText([
      'Email',
      'Phone',
      'Either Email or Phone',
    ]);
    await expect(counseling.category.getByRole('option')).toHaveText([
      'Select a category',
      'New to Walk',
      'Marriage & Relationships',
      'Finances & Stewardship',
      'Health & Healing',
      'Family Issues',
      'Spiritual Growth',
      'Life Decisions',
      'Grief & Loss',
      'Other',
    ]);

    await counseling.submit.click();
    await expect(counseling.error('Background is required')).toBeVisible();
    await expect(counseling.error('Current situation is required')).toBeVisible();
    await expect(counseling.error('Specific needs are required')).toBeVisible();

    await expect(counseling.email).toHaveValue(member.email);
    await counseling.category.selectOption('Grief & Loss');
    await counseling.background.fill('I have walked with the Lord for ten years.');
    await counseling.currentSituation.fill('My father passed away last month.');
    await counseling.specificNeeds.fill('Prayer and someone to talk to.');
    await counseling.urgency.selectOption('soon');
    await counseling.preferredContact.selectOption('phone');
    await counseling.submit.click();
    await expect(counseling.error('Please enter a phone number so we can call you')).toBeVisible();
    await expect(counseling.phone).toBeFocused();
    await counseling.phone.fill('555-0123');
    await counseling.submit.click();

    await expect(community.toast).toContainText('Counseling Request Submitted');
    await expect(community.toast).toContainText(
      'A member of our ministry team will reach out to you soon.',
    );
    await expect(counseling.next).toContainText('1-3 business days');
    await counseling.submitAnother.click();
    await expect(counseling.background).toHaveValue('');
    await expect(counseling.urgency).toHaveValue('normal');
    await expect(counseling.name).toHaveValue(memberName(member));
    await expect(page.getByText('Please enter a phone number')).toHaveCount(0);
  });

  test("answers at the account's address: shown and locked in both forms, changed in My account", async ({
    page,
  }) => {
    for (const [tab, form] of [
      ['Share Your Story', community.share],
      ['Request Counseling', community.counseling],
    ] as const) {
      await community.tab(tab).click();
      // An old address cannot be typed over the account's (a counselor's reply went to it).
      await expect(form.email).toHaveValue(member.email);
      await expect(form.email).not.toBeEditable();
      await form.email.press('End');
      await page.keyboard.type('.old');
      await expect(form.email).toHaveValue(member.email);
      const change = page
        .getByRole('tabpanel', { name: tab })
        .getByRole('button', { name: 'change it in My account' });
      await expect(change).toBeVisible();
      await change.click();
      await expect(community.tab('My account')).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('whose session ended is asked to log in and keeps the draft', async ({ page }) => {
    const share = community.share;
    await community.tab('Share Your Story').click();
    await expect(share.email).toHaveValue(member.email);
    await share.category.selectOption('Faith');
    await share.title.fill('Kept while I logged in again');
    await share.testimony.fill('A story worth keeping.');

    await page.context().clearCookies();
    await share.submit.click();
    await expect(community.toast).toContainText('Login Required');
    await expect(community.toast).toContainText(
      'Please log in to your community account to submit testimonials.',
    );
    await expect(community.tabs).toHaveText(['Read Testimonials']);

    await community.logIn(member.email);
    await expect(community.welcome).toBeVisible();
    await community.tab('Share Your Story').click();
    await expect(share.title).toHaveValue('Kept while I logged in again');
    await share.submit.click();
    await expect(share.thanks).toBeVisible();

    await community.tab('Request Counseling').click();
    const counseling = community.counseling;
    await expect(counseling.email).toHaveValue(member.email);
    await counseling.category.selectOption('Other');
    await counseling.background.fill('Background');
    await counseling.currentSituation.fill('Situation');
    await counseling.specificNeeds.fill('Needs');
    await page.context().clearCookies();
    await counseling.submit.click();
    await expect(community.toast).toContainText('Login Required');
    await expect(community.toast).toContainText(
      'Please log in to your community account to request counseling.',
    );
  });
});

test.describe('on a desktop screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  let community: CommunityPage;
  let member: ReturnType<typeof uniqueMember>;

  test.beforeEach(async ({ page }) => {
    member = uniqueMember('desktop');
    await new CommunityApi(page.request).signUp(member);
    community = new CommunityPage(page);
    await community.goto();
    await expect(community.welcome).toBeVisible();
  });

  /** The heading is in view below the fixed header, not under it, and has focus. */
  async function expectInViewAndFocused(heading: Locator): Promise<void> {
    await expect(heading).toBeFocused();
    const header = await community.layout.header.boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(heading).toBeInViewport();
  }

  test('the thank-you panel of a testimony shows below the header, focused', async () => {
    const share = community.share;
    await community.tab('Share Your Story').click();
    await expect(share.email).toHaveValue(member.email);
    await share.category.selectOption('Faith');
    await share.title.fill(`Seen at once ${member.lastName}`);
    await share.testimony.fill('A long story.\n'.repeat(30));
    await share.submit.click();
    await expect(share.thanks).toBeVisible();
    await expect(share.thanks.getByRole('heading')).toHaveText('Thank You for Sharing!');
    await expectInViewAndFocused(share.thanks.getByRole('heading'));
  });

  test('the next-steps panel of a counseling request shows below the header, focused', async () => {
    const counseling = community.counseling;
    await community.tab('Request Counseling').click();
    await expect(counseling.email).toHaveValue(member.email);
    await counseling.category.selectOption('Other');
    await counseling.background.fill('Background');
    await counseling.currentSituation.fill('Situation');
    await counseling.specificNeeds.fill('Needs');
    await counseling.submit.click();
    await expect(counseling.next).toBeVisible();
    await expectInViewAndFocused(counseling.next.getByRole('heading').first());
  });
});
