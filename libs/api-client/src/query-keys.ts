import type { paths } from './generated/schema';

/**
 * The React Query keys more than one bundle uses: a key read in one remote and invalidated in
 * another (or in the shell's kit) must be the same value, so it is written once, here. Each starts
 * with the path it reads, checked against the API's paths. Keys only one remote uses live beside
 * its hooks.
 */
const key = <const K extends readonly [keyof paths, ...unknown[]]>(parts: K): K => parts;

/** GET /api/auth/user: the signed-in administrator (the shell's guard, the admin remote). */
export const AUTH_USER_QUERY_KEY = key(['/api/auth/user']);

/** GET /api/settings: the ministry's public settings (every screen; the Settings tab invalidates it). */
export const SITE_SETTINGS_QUERY_KEY = key(['/api/settings']);

/** GET /api/events: the home page's upcoming events; admin event changes invalidate it (spec §7). */
export const EVENTS_QUERY_KEY = key(['/api/events']);

/** GET /api/scripture/weekly: the home page's scripture; a home-display change invalidates it. */
export const WEEKLY_SCRIPTURE_QUERY_KEY = key(['/api/scripture/weekly']);

/** GET /api/community/session: the member signed in on the community pages. */
export const COMMUNITY_SESSION_QUERY_KEY = key(['/api/community/session']);

/** GET /api/community/members: the admin member list; stale once someone joins (community remote). */
export const COMMUNITY_MEMBERS_QUERY_KEY = key(['/api/community/members']);

/**
 * The community page's approved testimonials; the featured ones sit under the same prefix, so
 * invalidating this key (as moderation in the admin does) refreshes both lists.
 */
export const TESTIMONIALS_QUERY_KEY = key(['/api/testimonials']);

/** GET /api/testimonials/featured. */
export const FEATURED_TESTIMONIALS_QUERY_KEY = key([...TESTIMONIALS_QUERY_KEY, 'featured']);

/**
 * GET /api/giving/settings: whether giving is on (the shell's Give entry, the public giving page);
 * the admin's Giving settings invalidate it.
 */
export const GIVING_SETTINGS_QUERY_KEY = key(['/api/giving/settings']);
