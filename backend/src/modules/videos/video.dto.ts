import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Video } from './entities/video.entity';
import { thumbnailUrl } from './thumbnail-files';

export const DEFAULT_MAX_RESULTS = 12;
const MAX_RESULTS_MESSAGE = 'maxResults must be a whole number from 1 to 50';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value;

export class VideoQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: DEFAULT_MAX_RESULTS })
  @Max(50, { message: MAX_RESULTS_MESSAGE })
  @Min(1, { message: MAX_RESULTS_MESSAGE })
  @IsInt({ message: MAX_RESULTS_MESSAGE })
  @IsOptional()
  @Transform(toInteger)
  maxResults?: number;

  @ApiPropertyOptional({ description: 'Topic, words or a scripture reference', maxLength: 200 })
  @MaxLength(200, { message: 'The search text must be at most 200 characters' })
  @IsString({ message: 'The search text must be text' })
  @IsOptional()
  q?: string;

  @ApiPropertyOptional({
    description:
      'false searches q exactly as typed; by default a word closer to a topic than to what it would ' +
      'match is searched as that topic ("fath" → "faith"), and X-Search-Corrected-Query says so',
    default: true,
  })
  @IsBoolean({ message: 'correct must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  correct?: boolean;
}

export class SuggestionQueryDto {
  @ApiPropertyOptional({ description: 'What has been typed so far', maxLength: 100 })
  @MaxLength(100, { message: 'The search text must be at most 100 characters' })
  @IsString({ message: 'The search text must be text' })
  @IsOptional()
  q?: string;
}

export class VideoDto {
  @ApiProperty({ example: 21 }) id: number;
  @ApiProperty({ example: 'k3Vq7LwZp2M' }) youtubeId: string;
  @ApiProperty({ example: 'For God So Loved the World' }) title: string;

  @ApiProperty({
    example:
      'A teaching on John 3:16: the love of the Father, the gift of the Son, and what it means ' +
      'to believe.',
  })
  description: string;

  @ApiProperty({
    example: '/media/thumbnails/k3Vq7LwZp2M.5c1e0f9a3b7d2e48.webp',
    description:
      'Image path on this site, 16:9: the copy of the video platform’s thumbnail (at most 640×360 ' +
      'WebP, its address changes with its bytes) or, until the sync has copied it, the title card ' +
      '(`/media/thumbnails/<youtubeId>.svg`)',
  })
  thumbnail: string;

  @ApiProperty({ example: '12:34', description: '"12:34" or "1:02:03"' }) duration: string;
  @ApiProperty({ example: 754 }) durationSeconds: number;
  @ApiProperty({ example: 1830 }) viewCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2025-02-09T15:00:00.000Z',
  })
  publishedAt: string | null;

  @ApiProperty({ type: [String], example: ['Faith', 'The Messiah'] }) themes: string[];
  @ApiProperty({ type: [String], example: ['John 3:16'] }) scriptureReferences: string[];

  @ApiProperty({ minimum: 0, maximum: 1, example: 0.87, description: '0 without a query' })
  relevanceScore: number;

  @ApiProperty({ type: String, nullable: true, example: 'Spirit & Truth Ministry' })
  channelTitle: string | null;

  @ApiProperty({
    example: 'https://www.youtube.com/watch?v=k3Vq7LwZp2M',
    description: 'Watch address on the video platform',
  })
  url: string;
}

export class SearchSuggestionDto {
  @ApiProperty({ example: 'Faith' }) term: string;
  @ApiProperty({ example: 'Trusting God and His promises' }) description: string;
  @ApiProperty({ enum: ['topic', 'theme', 'title', 'book'], example: 'topic' }) category:
    'topic' | 'theme' | 'title' | 'book';
}

/** Demo teachings (seeded without a YouTube key) do not exist on the platform: they link to a search. */
export function watchUrl(video: Pick<Video, 'youtubeId' | 'title'>): string {
  return video.youtubeId.startsWith('demo-')
    ? `https://www.youtube.com/results?search_query=${encodeURIComponent(video.title)}`
    : `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`;
}

/** The columns a response shows. */
export type VideoFields = Pick<
  Video,
  | 'id'
  | 'youtubeId'
  | 'title'
  | 'description'
  | 'thumbnailFile'
  | 'duration'
  | 'durationSeconds'
  | 'viewCount'
  | 'publishedAt'
  | 'themes'
  | 'scriptureReferences'
  | 'channelTitle'
>;

export function toVideoResponse(video: VideoFields, relevanceScore = 0): VideoDto {
  return {
    id: video.id,
    youtubeId: video.youtubeId,
    title: video.title,
    description: video.description,
    thumbnail: thumbnailUrl(video),
    duration: video.duration,
    durationSeconds: video.durationSeconds,
    viewCount: video.viewCount,
    publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
    themes: video.themes,
    scriptureReferences: video.scriptureReferences,
    relevanceScore,
    channelTitle: video.channelTitle,
    url: watchUrl(video),
  };
}
