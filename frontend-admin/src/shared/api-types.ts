import type { Schema, paths } from '@ministry/api-client';

/** The admin API's shapes, generated from the backend's OpenAPI document. */
export type EventDto = Schema<'EventDto'>;
export type EventInput = Schema<'CreateEventDto'>;
export type CalendarPreviewDto = Schema<'CalendarPreviewDto'>;
export type CalendarEntryDto = Schema<'CalendarEntryDto'>;
export type CalendarImportResultDto = Schema<'CalendarImportResultDto'>;

export type ScriptureDto = Schema<'ScriptureDto'>;
export type ScriptureInput = Schema<'CreateScriptureDto'>;

export type AdminTestimonialDto = Schema<'AdminTestimonialDto'>;
export type TestimonialStatus = AdminTestimonialDto['status'];
export type TestimonialChange = Schema<'UpdateTestimonialDto'>;
export type AdminTestimonialsPageDto = Schema<'AdminTestimonialsPageDto'>;
export type AdminTestimonialsSummaryDto = Schema<'AdminTestimonialsSummaryDto'>;

export type CounselingRequestDto = Schema<'CounselingRequestDto'>;
export type CounselingResponseDto = Schema<'CounselingResponseDto'>;
export type CounselingStatus = CounselingRequestDto['status'];
export type CounselingRequestsPageDto = Schema<'CounselingRequestsPageDto'>;
export type CounselingRequestSummaryDto = Schema<'CounselingRequestSummaryDto'>;
export type CounselingSummaryDto = Schema<'CounselingSummaryDto'>;

export type CommunityMemberDto = Schema<'CommunityMemberDto'>;
export type CommunityMembersPageDto = Schema<'CommunityMembersPageDto'>;
export type CommunityMembersSummaryDto = Schema<'CommunityMembersSummaryDto'>;

export type AdminSettingsDto = Schema<'AdminSettingsDto'>;
/** The body of `PUT /api/admin/settings`: every editable field (docs/settings-contract.md). */
export type SettingsInput = NonNullable<
  paths['/api/admin/settings']['put']['requestBody']
>['content']['application/json'];
export type SettingsChecklist = AdminSettingsDto['checklist'];
