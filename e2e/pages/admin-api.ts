import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { nextSignInMail, signInMailsTo } from '../fixtures/mailbox';

/** A suffix that keeps test data of one run (and of reruns on one database) apart. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs a page's browser context, or a request context, in as the e2e administrator. */
export async function signInAsAdmin(target: Page | APIRequestContext): Promise<void> {
  const api = 'request' in target ? target.request : target;
  const res = await api.post('/api/auth/login', {
    data: { username: ADMIN_ACCOUNT.username, password: ADMIN_ACCOUNT.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export interface MemberInput {
  firstName: string;
  lastName: string;
  email: string;
  [field: string]: unknown;
}

/**
 * A community member signed up through the public API, with a session of its own (a separate
 * request context, so the admin's browser session is untouched).
 */
export async function signUpMember(
  baseURL: string,
  member: MemberInput,
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  await joinCommunity(context, member);
  return context;
}

/**
 * Signs up through the public API, then signs `context` in as the member as a visitor does: with the
 * link of the e-mail the sign-up sends (read from the SMTP sink).
 */
export async function joinCommunity(
  context: APIRequestContext,
  member: MemberInput,
): Promise<void> {
  const email = member.email.trim().toLowerCase();
  const before = (await signInMailsTo(email)).length;
  const res = await context.post('/api/community/members', { data: member });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = await nextSignInMail(email, before);
  const verified = await context.post('/api/community/login/verify', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

export async function submitTestimony(
  member: APIRequestContext,
  testimony: {
    name: string;
    email: string;
    title: string;
    testimony: string;
    category?: string;
    isAnonymous?: boolean;
  },
): Promise<void> {
  const res = await member.post('/api/testimonials', {
    data: { category: 'Faith', isAnonymous: false, ...testimony },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function requestCounseling(
  member: APIRequestContext,
  input: { name: string; email: string; urgency?: string; currentSituation?: string },
): Promise<void> {
  const res = await member.post('/api/counseling', {
    data: {
      phone: '555-0100',
      category: 'Spiritual Growth',
      background: 'Raised in a small congregation.',
      currentSituation: 'Looking for guidance in my walk.',
      specificNeeds: 'Someone to pray and study with.',
      urgency: 'normal',
      preferredContact: 'email',
      ...input,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Deletes the events whose title contains `fragment` (test data that would crowd the list). */
export async function deleteEvents(api: APIRequestContext, fragment: string): Promise<void> {
  const events = (await (await api.get('/api/admin/events')).json()) as {
    id: number;
    title: string;
  }[];
  for (const event of events.filter((item) => item.title.includes(fragment))) {
    expect((await api.delete(`/api/admin/events/${event.id}`)).status()).toBe(204);
  }
}
