import { expect, test, type Page } from '@playwright/test';
import { requestCounseling, signInAsAdmin } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminApi, CommunityApi, CommunityPage, uniqueMember } from '../pages/community-page';
import { ContentAdminApi, HomePage, type EventRecord } from '../pages/home-page';

/**
 * One long unbroken word or URL in anything a member or an administrator typed must wrap inside its
 * card, never widen the page or run under the next card.
 */
const RUN = Date.now().toString(36);

/** An unbroken token of `length` characters (wide letters: the worst case for a line). */
function token(label: string, length: number): string {
  const head = `${label}${RUN}`;
  return head + 'W'.repeat(length - head.length);
}

const LONG = {
  eventTitle: token('EventTitle', 200),
  eventDescription: `Join us: ${token('EventDescription', 200)} and more.`,
  eventLocation: token('EventLocation', 200),
  eventTime: token('EventTime', 100),
  scriptureText: token('ScriptureText', 200),
  scriptureReference: token('ScriptureRef', 200),
  testimonyName: token('TestimonyName', 200),
  testimonyTitle: token('TestimonyTitle', 200),
  testimonyText: token('TestimonyText', 200),
  videoTitle: token('VideoTitle', 200),
  memberName: token('Member', 100),
  counselingText: token('Counseling', 200),
};

async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(innerWidth);
}

/** Nothing inside a card sticks out of it (and so runs under the card beside it). */
async function expectCardsContainTheirText(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
  const overflowing = await page
    .locator(selector)
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.scrollWidth > card.clientWidth + 1)
        .map((card) => card.textContent?.slice(0, 40)),
    );
  expect(overflowing, `${selector} wider inside than outside`).toEqual([]);
}

let content: ContentAdminApi;
let event: EventRecord;
let scriptureId: number;

test.beforeAll(async ({ baseURL, playwright }) => {
  content = await ContentAdminApi.signIn(baseURL!);
  event = await content.createEvent({
    title: LONG.eventTitle,
    description: LONG.eventDescription,
    location: LONG.eventLocation,
    time: LONG.eventTime,
    date: new Date().toISOString().slice(0, 10),
    isSpecial: true,
  });
  const scripture = await content.createScripture(LONG.scriptureText, LONG.scriptureReference);
  scriptureId = scripture.id;
  await content.setDisplayOnHome(scriptureId, true);

  const setup = await playwright.request.newContext({ baseURL });
  const member = uniqueMember('long');
  member.firstName = LONG.memberName;
  await new CommunityApi(setup).signUp(member);
  await new CommunityApi(setup).shareTestimony({
    name: LONG.testimonyName,
    email: member.email,
    category: 'Other',
    title: LONG.testimonyTitle,
    testimony: LONG.testimonyText,
  });
  await requestCounseling(setup, {
    name: LONG.memberName,
    email: member.email,
    // Urgent ones come first, so it is on the dashboard's first page.
    urgency: 'urgent',
    currentSituation: LONG.counselingText,
  });
  const admin = new AdminApi(setup);
  await admin.signIn();
  await admin.approve(LONG.testimonyTitle, { featured: true });
  await setup.dispose();
});

test.afterAll(async ({ baseURL, playwright }) => {
  await content.deleteEvent(event.id);
  await content.deleteScripture(scriptureId);
  await content.dispose();
  // The long member, story and request go too: other specs read these lists.
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(admin);
  const remove = async (list: string, match: (item: Record<string, unknown>) => boolean) => {
    const items = (await (await admin.get(list)).json()) as Record<string, unknown>[];
    for (const item of items.filter(match)) {
      const res = await admin.delete(`${list}/${String(item.id)}`);
      expect(res.ok(), `${list}/${String(item.id)}`).toBe(true);
    }
  };
  await remove('/api/admin/testimonials', (item) => item.title === LONG.testimonyTitle);
  await remove('/api/admin/counseling', (item) => item.name === LONG.memberName);
  await remove('/api/community/members', (item) => item.firstName === LONG.memberName);
  await admin.dispose();
});

/** The video catalogue is the server's; one title in its answer is made long on the way. */
async function lengthenFirstVideoTitle(page: Page): Promise<void> {
  await page.route(/\/api\/youtube\/videos/, async (route) => {
    const response = await route.fetch();
    const videos = (await response.json()) as { title: string }[];
    if (videos[0]) videos[0].title = LONG.videoTitle;
    await route.fulfill({ response, json: videos });
  });
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home page keeps long event, scripture and video texts inside their cards', async ({
      page,
    }) => {
      await lengthenFirstVideoTitle(page);
      const home = new HomePage(page);
      await home.goto();
      await expect(home.events.card(LONG.eventTitle)).toBeVisible();
      await expect(home.scripture.reference).toHaveText(LONG.scriptureReference);
      await expect(home.study.cards.first()).toContainText(LONG.videoTitle);
      await expect(home.watch.slides.first()).toContainText(LONG.videoTitle);
      await expectNoHorizontalOverflow(page, '/');
      await expectCardsContainTheirText(page, '#events article');
      await expectCardsContainTheirText(page, '#study article');
      await expectCardsContainTheirText(page, '#teachings blockquote');
    });

    test('the community page keeps a long testimony inside its cards', async ({ page }) => {
      const community = new CommunityPage(page);
      await community.goto();
      await expect(community.featured.getByText(LONG.testimonyTitle)).toBeVisible();
      await community.search.fill(LONG.testimonyTitle);
      await expect(community.cards).toHaveCount(1);
      await expect(community.cards.first()).toContainText(LONG.testimonyName);
      await expectNoHorizontalOverflow(page, '/community');
      await expectCardsContainTheirText(page, '[data-testid="testimonial-card"]');
    });
  });
}

test.describe('the admin dashboard at 412 px', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('keeps long texts of every tab inside the page', async ({ page }) => {
    await signInAsAdmin(page);
    const dashboard = new AdminDashboardPage(page);
    await dashboard.goto();
    await expect(page.getByText(LONG.eventTitle)).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin Events');

    const scriptures = await dashboard.open('Scriptures', 'Scripture Management');
    await expect(scriptures.getByText(LONG.scriptureReference)).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin Scriptures');

    const testimonials = await dashboard.open('Testimonials', 'Manage Testimonials');
    await testimonials.getByRole('tab', { name: /Approved & Live/ }).click();
    await expect(testimonials.getByText(LONG.testimonyTitle)).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin Testimonials');

    const counseling = await dashboard.open('Counseling', 'Counseling Requests');
    await expect(counseling.getByText(LONG.memberName).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin Counseling');

    const community = await dashboard.open('Community', 'Community');
    await community.getByPlaceholder('Search by name or email...').fill(LONG.memberName);
    await expect(community.getByText(LONG.memberName)).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin Community');
  });
});
