import { LoginThrottle } from '../common/rate-limit/login-throttle.entity';
import { AUTH_ENTITIES } from '../modules/auth/entities';
import { COMMUNITY_ENTITIES } from '../modules/community/entities';
import { COUNSELING_ENTITIES } from '../modules/counseling/entities';
import { EMAIL_ENTITIES } from '../modules/email/entities';
import { EVENTS_ENTITIES } from '../modules/events/entities';
import { NEWSLETTER_ENTITIES } from '../modules/newsletter/entities';
import { SCRIPTURES_ENTITIES } from '../modules/scriptures/entities';
import { SITE_ENTITIES } from '../modules/site/entities';
import { VIDEOS_ENTITIES } from '../modules/videos/entities';

/** Every entity of the schema; the app and the migration CLI both use this list. */
export const ENTITIES = [
  LoginThrottle,
  ...AUTH_ENTITIES,
  ...COMMUNITY_ENTITIES,
  ...COUNSELING_ENTITIES,
  ...EMAIL_ENTITIES,
  ...EVENTS_ENTITIES,
  ...NEWSLETTER_ENTITIES,
  ...SCRIPTURES_ENTITIES,
  ...SITE_ENTITIES,
  ...VIDEOS_ENTITIES,
];
