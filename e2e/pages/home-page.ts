import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Schema } from '@ministry/api-client';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { SiteLayout } from './site-layout';

/** Spec §2 item 3: the About section and its click-to-load video. */
export class AboutSection {
  readonly root: Locator;
  readonly playVideo: Locator;
  readonly poster: Locator;
  readonly frame: Locator;

  constructor(page: Page) {
    this.root = page.locator('#about');
    this.playVideo = this.root.getByRole('button', { name: /^Play video/ });
    // Drawn from the settings (the ministry's name), not a picture.
    this.poster = this.playVideo.locator('.video-facade__poster');
    this.frame = this.root.locator('iframe');
  }
}

/** Spec §2 item 4: search box with suggestions, quick topics and the video grid. */
export class StudySection {
  readonly root: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly suggestions: Locator;
  readonly options: Locator;
  readonly quickTopics: Locator;
  readonly status: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly error: Locator;
  readonly suggestedTopics: Locator;
  readonly clearSearch: Locator;
  /** "Showing results for faith · search instead for fath" above the grid. */
  readonly correction: Locator;
  readonly searchAsTyped: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('#study');
    this.correction = this.root.getByText(/^Showing results for /);
    this.searchAsTyped = this.root.getByRole('button', { name: /^search instead for / });
    this.searchBox = this.root.getByRole('combobox', { name: 'Search teachings' });
    this.searchButton = this.root.getByRole('button', { name: 'Search', exact: true });
    this.suggestions = this.root.getByRole('listbox', { name: 'Search suggestions' });
    this.options = this.suggestions.getByRole('option');
    this.quickTopics = this.root.getByRole('group', { name: 'Quick topics' }).getByRole('button');
    this.status = this.root.getByRole('status');
    this.grid = this.root.getByRole('list', { name: 'Teachings' });
    this.cards = this.grid.getByRole('article');
    this.skeletons = this.root.getByTestId('video-skeleton');
    this.error = this.root.getByRole('alert');
    this.suggestedTopics = this.root
      .getByRole('list', { name: 'Suggested topics' })
      .getByRole('button');
    this.clearSearch = this.root.getByRole('link', { name: 'Clear search and show all videos' });
  }

  quickTopic(name: string): Locator {
    return this.root
      .getByRole('group', { name: 'Quick topics' })
      .getByRole('button', { name, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchButton.click();
  }

  card(index: number): VideoCard {
    return new VideoCard(this.cards.nth(index));
  }
}

export class VideoCard {
  readonly link: Locator;
  readonly thumbnail: Locator;
  readonly duration: Locator;
  readonly match: Locator;
  readonly themes: Locator;
  readonly references: Locator;
  readonly views: Locator;

  constructor(readonly root: Locator) {
    this.link = root.getByRole('heading', { level: 3 }).getByRole('link');
    this.thumbnail = root.locator('img');
    this.duration = root.locator('.badge--duration');
    this.match = root.locator('.badge--match');
    this.themes = root.getByRole('list', { name: 'Themes' }).getByRole('listitem');
    this.references = root
      .getByRole('list', { name: 'Scripture references' })
      .getByRole('listitem');
    this.views = root.locator('.video-card__views');
  }
}

/** Spec §2 item 5: the sermon carousel. */
export class WatchSection {
  readonly root: Locator;
  readonly carousel: Locator;
  readonly slides: Locator;
  readonly visibleSlides: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly dots: Locator;
  readonly currentDot: Locator;
  readonly skeletons: Locator;
  readonly error: Locator;
  readonly channelLink: Locator;

  constructor(page: Page) {
    this.root = page.locator('#watch');
    this.carousel = this.root.getByRole('region', { name: 'Sermons' });
    this.slides = this.carousel.locator('.carousel__slide');
    // Slides out of view are inert, so they leave the accessibility tree.
    this.visibleSlides = this.carousel.locator('.carousel__slide:not([inert])');
    this.previous = this.root.getByRole('button', { name: 'Previous sermons' });
    this.next = this.root.getByRole('button', { name: 'Next sermons' });
    this.dots = this.root.getByRole('group', { name: 'Choose sermons' }).getByRole('button');
    this.currentDot = this.root
      .getByRole('group', { name: 'Choose sermons' })
      .locator('[aria-current="true"]');
    this.skeletons = this.root.getByTestId('sermon-skeleton');
    this.error = this.root.getByRole('alert');
    this.channelLink = this.root.getByRole('link', { name: /View all sermons on YouTube/ });
  }
}

/** Spec §2 item 6. */
export class EventsSection {
  readonly root: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly empty: Locator;
  readonly more: Locator;
  readonly calendarButton: Locator;
  readonly calendarDialog: Locator;
  readonly jsonLd: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('#events');
    this.cards = this.root.getByRole('list', { name: 'Upcoming events' }).getByRole('article');
    this.skeletons = this.root.getByTestId('event-skeleton');
    this.empty = this.root.getByText('No upcoming events at this time.');
    this.more = this.root.getByText(/^\d+ more upcoming events? in the full calendar\.$/);
    this.calendarButton = this.root.getByRole('button', { name: 'View full calendar' });
    this.calendarDialog = page.getByRole('dialog', { name: 'Events calendar' });
    this.jsonLd = this.root.locator('script[type="application/ld+json"]');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** 'Register Now' (special events) or 'Learn More' on a card. */
  cardButton(title: string, label: 'Register Now' | 'Learn More'): Locator {
    return this.card(title).getByRole('button', { name: new RegExp(`^${label}`) });
  }

  /** The details dialog of one event, named by its title. */
  eventDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}

/** Spec §2 item 7 (anchor "teachings"). */
export class ScriptureSection {
  readonly root: Locator;
  readonly quote: Locator;
  readonly reference: Locator;
  readonly skeleton: Locator;
  readonly empty: Locator;

  constructor(page: Page) {
    this.root = page.locator('#teachings');
    this.quote = this.root.locator('blockquote');
    this.reference = this.root.locator('cite');
    this.skeleton = this.root.getByTestId('scripture-skeleton');
    this.empty = this.root.getByText('No scripture available');
  }
}

/** Spec §2 item 8: 'Stay Connected'. */
export class NewsletterSection {
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly privacyNote: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Stay Connected' });
    this.name = this.root.getByLabel('Your name');
    this.email = this.root.getByLabel('Email address');
    this.submit = this.root.getByRole('button', { name: /Subscribe/ });
    this.privacyNote = this.root.getByText(
      'We respect your privacy. You can unsubscribe at any time.',
    );
  }

  /** The shell's one toast, whatever its variant. */
  get toast(): Locator {
    return this.page.getByTestId('toast');
  }
}

export class HomePage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly about: AboutSection;
  readonly study: StudySection;
  readonly watch: WatchSection;
  readonly events: EventsSection;
  readonly scripture: ScriptureSection;
  readonly newsletter: NewsletterSection;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' });
    this.about = new AboutSection(page);
    this.study = new StudySection(page);
    this.watch = new WatchSection(page);
    this.events = new EventsSection(page);
    this.scripture = new ScriptureSection(page);
    this.newsletter = new NewsletterSection(page);
  }

  async goto(hash = ''): Promise<void> {
    await this.page.goto(`/${hash}`);
    await this.heading.waitFor();
  }

  section(id: 'about' | 'study' | 'watch' | 'events' | 'teachings' | 'contact'): Locator {
    return this.page.locator(`#${id}`);
  }

  /**
   * Holds every request to `pattern` until `release()` is called, then lets it through to the real
   * server unchanged: the loading states stay on screen long enough to be seen.
   */
  async holdRequests(pattern: string | RegExp): Promise<{ release: () => void }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await this.page.route(pattern, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    return { release };
  }

  /** A network failure of our own API (the request never reaches the server). */
  async failRequests(pattern: string | RegExp): Promise<void> {
    await this.page.route(pattern, (route) => route.abort('failed'));
  }
}

/** An event to create; `isSpecial` may be left out (the API defaults it to false). */
export type EventInput = Omit<Schema<'CreateEventDto'>, 'isSpecial'> & { isSpecial?: boolean };

export type EventRecord = Schema<'EventDto'>;

export type ScriptureRecord = Schema<'ScriptureDto'>;

/** The content admin API (spec §7 "Admin"), signed in as the suite's administrator. */
export class ContentAdminApi {
  private constructor(private readonly api: APIRequestContext) {}

  static async signIn(baseURL: string): Promise<ContentAdminApi> {
    const api = await request.newContext({ baseURL });
    const res = await api.post('/api/auth/login', {
      data: { username: ADMIN_ACCOUNT.username, password: ADMIN_ACCOUNT.password },
    });
    if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
    return new ContentAdminApi(api);
  }

  private async json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  listEvents(): Promise<EventRecord[]> {
    return this.api.get('/api/admin/events').then((res) => this.json<EventRecord[]>(res));
  }

  createEvent(event: EventInput): Promise<EventRecord> {
    return this.api
      .post('/api/admin/events', { data: event })
      .then((res) => this.json<EventRecord>(res));
  }

  async deleteEvent(id: number): Promise<void> {
    const res = await this.api.delete(`/api/admin/events/${id}`);
    if (!res.ok()) throw new Error(`delete event ${id}: ${res.status()}`);
  }

  listScriptures(): Promise<ScriptureRecord[]> {
    return this.api.get('/api/admin/scriptures').then((res) => this.json<ScriptureRecord[]>(res));
  }

  createScripture(text: string, reference: string): Promise<ScriptureRecord> {
    return this.api
      .post('/api/admin/scriptures', { data: { text, reference, isActive: true } })
      .then((res) => this.json<ScriptureRecord>(res));
  }

  setDisplayOnHome(id: number, displayOnHome: boolean): Promise<ScriptureRecord> {
    return this.api
      .put(`/api/admin/scriptures/${id}`, { data: { displayOnHome } })
      .then((res) => this.json<ScriptureRecord>(res));
  }

  async deleteScripture(id: number): Promise<void> {
    const res = await this.api.delete(`/api/admin/scriptures/${id}`);
    if (!res.ok()) throw new Error(`delete scripture ${id}: ${res.status()}`);
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }
}
