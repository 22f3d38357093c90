import type { components, paths } from './generated/schema';

export type { components, paths };
/** The response and request shapes by name, e.g. `Schema<'UserResponseDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export { ApiError, httpErrorMessage, rethrowAsHttpError } from './api-error';
export { FRESH_INSTALL_SETTINGS } from './generated/fresh-install';
export {
  api,
  createApiClient,
  dataOf,
  failWith,
  isAbort,
  type ApiClient,
  type DataOf,
} from './client';
export { pageOf, plainList } from './list-or-page';
export {
  AUTH_USER_QUERY_KEY,
  COMMUNITY_MEMBERS_QUERY_KEY,
  COMMUNITY_SESSION_QUERY_KEY,
  EVENTS_QUERY_KEY,
  FEATURED_TESTIMONIALS_QUERY_KEY,
  GIVING_SETTINGS_QUERY_KEY,
  SITE_SETTINGS_QUERY_KEY,
  TESTIMONIALS_QUERY_KEY,
  WEEKLY_SCRIPTURE_QUERY_KEY,
} from './query-keys';
