import type { Schema } from '@ministry/api-client';

export type TeachingSummary = Schema<'TeachingSummaryDto'>;
export type TeachingDetail = Schema<'TeachingDetailDto'>;
export type TeachingsPage = Schema<'TeachingsPageDto'>;
export type TeachingSeries = Schema<'TeachingSeriesDto'>;
export type TeachingSpeaker = Schema<'TeachingSpeakerDto'>;
export type SeriesPage = Schema<'TeachingSeriesPageDto'>;
export type SpeakerPage = Schema<'TeachingSpeakerPageDto'>;

/** The filters of `/teachings`, as its address holds them. */
export interface TeachingFilters {
  series?: string;
  speaker?: string;
  book?: string;
  topic?: string;
  page?: number;
}
