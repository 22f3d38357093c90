import { LoginThrottle } from '../common/rate-limit/login-throttle.entity';
import { AUTH_ENTITIES } from '../modules/auth/entities';
import { COMMUNITY_ENTITIES } from '../modules/community/entities';
import { CONTENT_ENTITIES } from '../modules/content/entities';
import { COUNSELING_ENTITIES } from '../modules/counseling/entities';
import { EMAIL_ENTITIES } from '../modules/email/entities';

/** Every entity of the schema; the app and the migration CLI both use this list. */
export const ENTITIES = [
  LoginThrottle,
  ...AUTH_ENTITIES,
  ...COMMUNITY_ENTITIES,
  ...CONTENT_ENTITIES,
  ...COUNSELING_ENTITIES,
  ...EMAIL_ENTITIES,
];
