import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { nextSignInMail, signInMailsTo } from '../fixtures/mailbox';
import { joinCommunity, signInAsAdmin, submitTestimony } from './admin-api';
import { SiteLayout } from './site-layout';

/** The tabs a signed-in member has (a visitor has only the first). */
export const COMMUNITY_TABS = [
  'Read Testimonials',
  'Share Your Story',
  'Request Counseling',
  'My account',
];

/** /community: the session box, the three tabs, the read tab and the share and counseling forms. */
export class CommunityPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  /** Older specs check the page rendered through this: now the tab list. */
  readonly placeholder: Locator;
  readonly signupHeading: Locator;
  /** Older specs check the sign-up page rendered through this: now the sign-up form. */
  readonly signupPlaceholder: Locator;
  readonly fallback: Locator;
  readonly tryAgain: Locator;

  readonly toast: Locator;
  readonly sessionBox: Locator;
  readonly loginEmail: Locator;
  readonly loginButton: Locator;
  readonly logoutButton: Locator;
  /** After asking for a link: 'Check your e-mail: ...' */
  readonly linkSent: Locator;
  readonly codeInput: Locator;
  readonly codeButton: Locator;
  readonly otherAddress: Locator;
  readonly joinLink: Locator;
  readonly welcome: Locator;
  readonly memberSince: Locator;

  readonly tabList: Locator;
  readonly tabs: Locator;

  readonly featured: Locator;
  readonly featuredCards: Locator;
  readonly search: Locator;
  readonly categoryFilter: Locator;
  readonly categoryButtons: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly emptyMessage: Locator;

  readonly share: ShareForm;
  readonly counseling: CounselingForm;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Our Community' });
    this.signupHeading = page.getByRole('heading', { level: 1, name: 'Join Our Community' });
    this.fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    this.tryAgain = page.getByRole('button', { name: 'Try again' });

    this.toast = page.getByTestId('toast');
    this.sessionBox = page.getByRole('region', { name: 'Member session' });
    this.loginEmail = this.sessionBox.getByLabel('Member login');
    this.loginButton = this.sessionBox.getByRole('button', { name: 'Login', exact: true });
    this.logoutButton = this.sessionBox.getByRole('button', { name: 'Logout', exact: true });
    this.linkSent = this.sessionBox.getByRole('status');
    this.codeInput = this.sessionBox.getByLabel('Or type the 6-digit code from the e-mail');
    this.codeButton = this.sessionBox.getByRole('button', { name: 'Sign in', exact: true });
    this.otherAddress = this.sessionBox.getByRole('button', { name: 'Use another e-mail address' });
    this.joinLink = this.sessionBox.getByRole('link', { name: 'Join our community' });
    this.welcome = this.sessionBox.getByText(/^Welcome back, /);
    this.memberSince = this.sessionBox.getByText(/^Member since /);

    this.tabList = page.getByRole('tablist', { name: 'Community' });
    this.tabs = this.tabList.getByRole('tab');
    this.placeholder = this.tabList;
    this.signupPlaceholder = page.getByRole('form', { name: 'Membership sign-up' });

    const read = page.getByRole('tabpanel', { name: 'Read Testimonials' });
    this.featured = read.getByRole('region', { name: 'Featured Stories' });
    this.featuredCards = this.featured.getByTestId('testimonial-card');
    this.search = read.getByRole('searchbox', { name: 'Search testimonials' });
    this.categoryFilter = read.getByRole('group', { name: 'Filter by category' });
    this.categoryButtons = this.categoryFilter.getByRole('button');
    this.cards = read.getByTestId('testimonial-list').getByTestId('testimonial-card');
    this.skeletons = read.getByTestId('testimonial-skeleton');
    this.emptyMessage = read.getByTestId('testimonials-empty');

    this.share = new ShareForm(page.getByRole('tabpanel', { name: 'Share Your Story' }));
    this.counseling = new CounselingForm(
      page.getByRole('tabpanel', { name: 'Request Counseling' }),
    );
  }

  async goto(): Promise<void> {
    await this.page.goto('/community');
  }

  async gotoSignup(): Promise<void> {
    await this.page.goto('/community/signup');
  }

  tab(name: string): Locator {
    return this.tabList.getByRole('tab', { name, exact: true });
  }

  categoryButton(name: string): Locator {
    return this.categoryFilter.getByRole('button', { name, exact: true });
  }

  /** A card of the main list by its title. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Types the address into the login box and asks for a link (the e-mail goes to the SMTP sink). */
  async requestLink(email: string): Promise<void> {
    await this.loginEmail.fill(email);
    await this.loginButton.click();
  }

  /**
   * Logs in as a member does: asks for a link, then types the 6-digit code of the e-mail that arrives
   * (the page stays where it is, so what it holds can be checked afterwards).
   */
  async logIn(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const before = (await signInMailsTo(address)).length;
    await this.requestLink(email);
    await expect(this.linkSent).toBeVisible();
    const { code } = await nextSignInMail(address, before);
    await this.codeInput.fill(code);
    await this.codeButton.click();
  }

  /** Opens the link of the newest sign-in e-mail to `email`. */
  async openSignInLink(email: string): Promise<void> {
    const mails = await signInMailsTo(email.trim().toLowerCase());
    expect(mails.length, `a sign-in e-mail to ${email}`).toBeGreaterThan(0);
    const link = new URL(mails[mails.length - 1].link);
    await this.page.goto(`${link.pathname}${link.search}`);
  }
}

export class ShareForm {
  readonly name: Locator;
  readonly email: Locator;
  readonly category: Locator;
  readonly title: Locator;
  readonly testimony: Locator;
  readonly anonymous: Locator;
  readonly submit: Locator;
  readonly thanks: Locator;
  readonly shareAnother: Locator;

  constructor(readonly panel: Locator) {
    this.name = panel.getByRole('textbox', { name: 'Your Name', exact: true });
    this.email = panel.getByRole('textbox', { name: 'Email', exact: true });
    this.category = panel.getByRole('combobox', { name: 'Category', exact: true });
    this.title = panel.getByRole('textbox', { name: 'Title', exact: true });
    this.testimony = panel.getByRole('textbox', { name: 'Your Testimony', exact: true });
    this.anonymous = panel.getByRole('checkbox', { name: 'Share anonymously' });
    this.submit = panel.getByRole('button', { name: 'Submit Testimony' });
    this.thanks = panel.getByTestId('testimony-thanks');
    this.shareAnother = panel.getByRole('button', { name: 'Share Another Testimony' });
  }

  error(text: string): Locator {
    return this.panel.getByRole('alert').filter({ hasText: text });
  }
}

export class CounselingForm {
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly category: Locator;
  readonly background: Locator;
  readonly currentSituation: Locator;
  readonly specificNeeds: Locator;
  readonly urgency: Locator;
  readonly preferredContact: Locator;
  readonly submit: Locator;
  readonly next: Locator;
  readonly submitAnother: Locator;

  constructor(readonly panel: Locator) {
    this.name = panel.getByRole('textbox', { name: 'Full Name', exact: true });
    this.email = panel.getByRole('textbox', { name: 'Email', exact: true });
    this.phone = panel.getByRole('textbox', { name: 'Phone', exact: true });
    this.category = panel.getByRole('combobox', { name: 'Category', exact: true });
    this.background = panel.getByRole('textbox', { name: 'Background', exact: true });
    this.currentSituation = panel.getByRole('textbox', { name: 'Current Situation', exact: true });
    this.specificNeeds = panel.getByRole('textbox', { name: 'Specific Needs', exact: true });
    this.urgency = panel.getByRole('combobox', { name: 'Urgency', exact: true });
    this.preferredContact = panel.getByRole('combobox', { name: 'Preferred Contact', exact: true });
    this.submit = panel.getByRole('button', { name: 'Submit Request' });
    this.next = panel.getByTestId('counseling-next');
    this.submitAnother = panel.getByRole('button', { name: 'Submit Another Request' });
  }

  /** The visible text of a field's label (with its asterisk when required). */
  label(text: string): Locator {
    return this.panel.locator('label').filter({ hasText: text });
  }

  error(text: string): Locator {
    return this.panel.getByRole('alert').filter({ hasText: text });
  }
}

/** A member nobody else in the run uses: the suite shares one database. */
export function uniqueMember(label: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Hannah',
    lastName: `${label[0].toUpperCase()}${label.slice(1)} ${id}`,
    email: `e2e-${label}-${id}@example.test`,
  };
}

export type Member = ReturnType<typeof uniqueMember>;

export function memberName(member: Member): string {
  return `${member.firstName} ${member.lastName}`;
}

/** Calls of the community API a test makes to set things up (the request context keeps cookies). */
export class CommunityApi {
  constructor(readonly request: APIRequestContext) {}

  /** Signs up, and signs this context in as the member with the link of the e-mail sign-up sends. */
  async signUp(member: Member): Promise<void> {
    await joinCommunity(this.request, member);
  }

  async shareTestimony(input: {
    name: string;
    email: string;
    category: string;
    title: string;
    testimony: string;
    isAnonymous?: boolean;
  }): Promise<void> {
    await submitTestimony(this.request, input);
  }
}

/** The e2e administrator (scripts/test.mjs), signed in on its own request context. */
export class AdminApi {
  constructor(readonly request: APIRequestContext) {}

  async signIn(): Promise<void> {
    await signInAsAdmin(this.request);
  }

  /** Approves (and maybe features) the testimonial with this title. */
  async approve(title: string, { featured = false } = {}): Promise<void> {
    const list = await this.request.get('/api/admin/testimonials');
    expect(list.ok(), await list.text()).toBe(true);
    const found = ((await list.json()) as { id: number; title: string }[]).find(
      (testimonial) => testimonial.title === title,
    );
    expect(found, `testimonial "${title}"`).toBeTruthy();
    const res = await this.request.put(`/api/admin/testimonials/${found!.id}`, {
      data: { status: 'approved', ...(featured && { isFeatured: true }) },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}
