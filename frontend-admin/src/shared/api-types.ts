/**
 * The admin API shapes of CONTRACT.md. They mirror the backend DTOs until the generated
 * `Schema<'…'>` types of `@ministry/api-client` replace them.
 */
export interface EventDto {
  id: number;
  title: string;
  description: string;
  /** ISO `YYYY-MM-DD`. */
  date: string;
  time: string;
  location: string;
  isSpecial: boolean;
}

export type EventInput = Omit<EventDto, 'id'>;

export interface ScriptureDto {
  id: number;
  text: string;
  reference: string;
  isActive: boolean;
  displayOnHome: boolean;
  createdAt: string;
}

export type ScriptureInput = Pick<ScriptureDto, 'text' | 'reference' | 'isActive'>;

export type TestimonialStatus = 'pending' | 'approved' | 'rejected';

export interface AdminTestimonialDto {
  id: number;
  name: string | null;
  email: string;
  category: string;
  title: string;
  testimony: string;
  isAnonymous: boolean;
  isFeatured: boolean;
  status: TestimonialStatus;
  submittedAt: string;
  approvedAt: string | null;
  approvedBy: string | null;
  createdAt: string;
}

export type CounselingStatus = 'pending' | 'in_progress' | 'completed' | 'closed';

export interface CounselingRequestDto {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  category: string;
  background: string;
  currentSituation: string;
  specificNeeds: string;
  urgency: string;
  preferredContact: string;
  status: CounselingStatus;
  submittedAt: string;
  assignedTo: string | null;
  lastResponseAt: string | null;
  createdAt: string;
  responseCount: number;
}

export interface CounselingResponseDto {
  id: number;
  counselingRequestId: number;
  responderId: string | null;
  responderName: string | null;
  isFromAdmin: boolean;
  message: string;
  sentAt: string;
}

export interface CommunityMemberDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  age: number | null;
  sex: string | null;
  maritalStatus: string | null;
  spiritualLevel: string | null;
  needs: string[];
  interests: string[];
  city: string | null;
  state: string | null;
  country: string | null;
  occupation: string | null;
  notes: string | null;
  subscribeToEmails: boolean;
  createdAt: string;
  updatedAt: string;
}
