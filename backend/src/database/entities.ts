import { LoginThrottle } from '../modules/auth/entities/login-throttle.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { User } from '../modules/auth/entities/user.entity';
import { CommunityMember } from '../modules/community/entities/community-member.entity';
import { Testimonial } from '../modules/community/entities/testimonial.entity';
import { ContactMessage } from '../modules/content/entities/contact-message.entity';
import { Event } from '../modules/content/entities/event.entity';
import { Scripture } from '../modules/content/entities/scripture.entity';
import { Subscriber } from '../modules/content/entities/subscriber.entity';
import { Video } from '../modules/content/entities/video.entity';
import { CounselingRequest } from '../modules/counseling/entities/counseling-request.entity';
import { CounselingResponse } from '../modules/counseling/entities/counseling-response.entity';
import { EmailCampaign } from '../modules/email/entities/email-campaign.entity';
import { EmailTemplate } from '../modules/email/entities/email-template.entity';

/** Every entity of the schema; the app and the migration CLI both use this list. */
export const ENTITIES = [
  User,
  Session,
  LoginThrottle,
  Video,
  Event,
  Scripture,
  Subscriber,
  ContactMessage,
  CommunityMember,
  Testimonial,
  CounselingRequest,
  CounselingResponse,
  EmailTemplate,
  EmailCampaign,
];
