import type { Schema } from '@ministry/api-client';

export type EmailTemplate = Schema<'TemplateDto'>;
export type TemplateInput = Schema<'CreateTemplateDto'>;
export type EmailCampaign = Schema<'CampaignDto'>;
export type CampaignInput = Schema<'CreateCampaignDto'>;
export type TargetCriteria = Schema<'TargetCriteriaResponseDto'>;
export type EmailPreview = Schema<'EmailPreviewDto'>;
export type VideoUpload = Schema<'VideoUploadDto'>;

/** Spec §3: the needs a campaign can target, besides 'all'. */
export const AUDIENCE_NEEDS = ['prayer', 'bible_study', 'counseling', 'fellowship'];

export const DEFAULT_CRITERIA: TargetCriteria = {
  maritalStatus: 'all',
  spiritualLevel: 'all',
  needs: 'all',
  includeNewsletterSubscribers: true,
};

/** Spec §9: one file of at most 104,857,600 bytes. */
export const MAX_VIDEO_BYTES = 104_857_600;

export type SavedAudience = Schema<'SavedAudienceDto'>;
export type Automation = Schema<'AutomationDto'>;
export type AutomationStepInput = Schema<'AutomationStepInputDto'>;
export type CampaignReport = Schema<'CampaignReportDto'>;
export type CampaignHour = Schema<'CampaignHourReportDto'>;
