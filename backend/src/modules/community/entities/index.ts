import { CommunityMember } from './community-member.entity';
import { MemberEmailChange } from './member-email-change.entity';
import { MemberSignIn } from './member-sign-in.entity';
import { Testimonial } from './testimonial.entity';

/** The entities of the community module, for its `TypeOrmModule.forFeature`. */
export const COMMUNITY_ENTITIES = [CommunityMember, Testimonial, MemberSignIn, MemberEmailChange];
