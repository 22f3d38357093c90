import type { Schema } from '@ministry/api-client';

/** The teachings API's shapes, generated from the backend's OpenAPI document. */
export type AdminTeachingDto = Schema<'AdminTeachingDto'>;
export type AdminTeachingsPageDto = Schema<'AdminTeachingsPageDto'>;
export type TeachingChange = Schema<'UpdateTeachingDto'>;
export type TeachingSeriesDto = Schema<'TeachingSeriesDto'>;
export type SeriesInput = Schema<'CreateSeriesDto'>;
export type TeachingSpeakerDto = Schema<'TeachingSpeakerDto'>;
export type SpeakerInput = Schema<'CreateSpeakerDto'>;
export type SeriesSuggestionDto = Schema<'SeriesSuggestionDto'>;
