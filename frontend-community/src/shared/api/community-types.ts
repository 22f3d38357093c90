/**
 * The community API's shapes (CONTRACT.md "Community and counseling"). Replaced by the generated
 * `Schema<'…'>` types once feat/community lands.
 */
export interface CommunityMemberSummary {
  name: string;
  joinedAt: string;
}

export interface CommunitySession {
  isLoggedIn: boolean;
  member: CommunityMemberSummary | null;
}

export interface PublicTestimonial {
  id: number;
  name: string | null;
  category: string;
  title: string;
  testimony: string;
  isAnonymous: boolean;
  isFeatured: boolean;
  submittedAt: string;
}

export interface TestimonyInput {
  name: string;
  email: string;
  category: string;
  title: string;
  testimony: string;
  isAnonymous: boolean;
}

export interface CounselingInput {
  name: string;
  email: string;
  phone?: string;
  category: string;
  background: string;
  currentSituation: string;
  specificNeeds: string;
  urgency: string;
  preferredContact: string;
}

export interface MemberSignupInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  age?: number;
  sex?: string;
  maritalStatus?: string;
  spiritualLevel?: string;
  needs?: string[];
  interests?: string[];
  city?: string;
  state?: string;
  country?: string;
  occupation?: string;
  notes?: string;
  subscribeToEmails?: boolean;
}
