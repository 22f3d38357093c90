import { CommunityMember } from './community-member.entity';
import { Testimonial } from './testimonial.entity';

/** The entities of the community module (the schema list in database/entities.ts spreads these). */
export const COMMUNITY_ENTITIES = [CommunityMember, Testimonial];
