import type { Schema } from '@ministry/api-client';

/** The community API's shapes, generated from the backend's OpenAPI document. */
export type CommunitySession = Schema<'CommunitySessionDto'>;
export type PublicTestimonial = Schema<'PublicTestimonialDto'>;
export type TestimonyInput = Schema<'CreateTestimonialDto'>;
export type CounselingInput = Schema<'CreateCounselingRequestDto'>;
export type MemberSignupInput = Schema<'CreateMemberDto'>;

export type TestimonyCategory = TestimonyInput['category'];
export type CounselingCategory = CounselingInput['category'];
export type Urgency = CounselingInput['urgency'];
export type ContactPreference = CounselingInput['preferredContact'];
export type SupportNeed = NonNullable<MemberSignupInput['needs']>[number];
export type MinistryInterest = NonNullable<MemberSignupInput['interests']>[number];
export type Sex = NonNullable<MemberSignupInput['sex']>;
export type MaritalStatus = NonNullable<MemberSignupInput['maritalStatus']>;
export type SpiritualLevel = NonNullable<MemberSignupInput['spiritualLevel']>;

export type MyAccount = Schema<'MyAccountDto'>;
export type MyProfileInput = Schema<'UpdateMyProfileDto'>;
export type MyPreferences = Schema<'MyPreferencesDto'>;
export type MyTestimony = Schema<'MyTestimonyDto'>;
export type MyCounselingRequest = Schema<'MyCounselingRequestDto'>;
export type MyGiving = Schema<'MyGivingDto'>;
export type MyGift = Schema<'MyGiftDto'>;
export type MyRecurringGift = Schema<'MyRecurringGiftDto'>;
