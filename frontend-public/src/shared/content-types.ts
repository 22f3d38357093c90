import type { Schema } from '@ministry/api-client';

/**
 * Shapes of the public content API (CONTRACT.md "Content"). They become the generated
 * `Schema<'…Dto'>` types of `@ministry/api-client` once the content endpoints are in the OpenAPI document.
 */
export interface Video {
  id: number;
  youtubeId: string;
  title: string;
  description: string;
  /** An absolute URL or a local /media/... path. */
  thumbnail: string;
  /** "12:34" or "1:02:03". */
  duration: string;
  durationSeconds: number;
  viewCount: number;
  publishedAt: string | null;
  themes: string[];
  scriptureReferences: string[];
  /** 0..1; 0 without a query. */
  relevanceScore: number;
  channelTitle: string | null;
  /** The watch address on the video platform. */
  url: string;
}

export interface SearchSuggestion {
  term: string;
  description: string;
  category: string;
}

export type MinistryEvent = Schema<'EventDto'>;

export type WeeklyScripture = Schema<'WeeklyScriptureDto'>;
