import type { Schema } from '@ministry/api-client';

/** Shapes of the public content API (spec §7 "Public content"), generated from its OpenAPI document. */
export type Video = Schema<'VideoDto'>;

export type SearchSuggestion = Schema<'SearchSuggestionDto'>;

export type MinistryEvent = Schema<'EventDto'>;

export type WeeklyScripture = Schema<'WeeklyScriptureDto'>;
