import type { Schema } from '@ministry/api-client';

/** The admin API's shapes, generated from the backend's OpenAPI document. */
export type EventDto = Schema<'EventDto'>;
export type EventInput = Schema<'CreateEventDto'>;

export type ScriptureDto = Schema<'ScriptureDto'>;
export type ScriptureInput = Schema<'CreateScriptureDto'>;

export type AdminTestimonialDto = Schema<'AdminTestimonialDto'>;
export type TestimonialStatus = AdminTestimonialDto['status'];
export type TestimonialChange = Schema<'UpdateTestimonialDto'>;

export type CounselingRequestDto = Schema<'CounselingRequestDto'>;
export type CounselingResponseDto = Schema<'CounselingResponseDto'>;
export type CounselingStatus = CounselingRequestDto['status'];

export type CommunityMemberDto = Schema<'CommunityMemberDto'>;
