import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalInteger, OptionalText } from '../../../common/dto/transforms';
import { BIBLE_BOOKS } from '../../videos/bible-books';

export const TEACHINGS_PAGE_SIZE = 12;
export const MAX_TEACHINGS_PAGE_SIZE = 48;
export const BOOK_NAMES = BIBLE_BOOKS.map((b) => b.name);

/** The filters of the library's list (`/teachings`). */
export class TeachingListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Max(100_000, { message: 'page must be at most 100000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_TEACHINGS_PAGE_SIZE,
    default: TEACHINGS_PAGE_SIZE,
  })
  @Max(MAX_TEACHINGS_PAGE_SIZE, { message: `pageSize must be at most ${MAX_TEACHINGS_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @OptionalInteger()
  pageSize?: number;

  @ApiPropertyOptional({ description: "A series' slug", example: 'the-gospel-of-john' })
  @MaxLength(120, { message: 'series must be at most 120 characters' })
  @IsString({ message: 'series must be text' })
  @IsOptional()
  @OptionalText()
  series?: string;

  @ApiPropertyOptional({ description: "A speaker's slug", example: 'david-cohen' })
  @MaxLength(120, { message: 'speaker must be at most 120 characters' })
  @IsString({ message: 'speaker must be text' })
  @IsOptional()
  @OptionalText()
  speaker?: string;

  @ApiPropertyOptional({ description: 'A book of the Bible', enum: BOOK_NAMES, example: 'John' })
  @IsIn(BOOK_NAMES, { message: 'book must be a book of the Bible, e.g. John or 1 Corinthians' })
  @IsOptional()
  @OptionalText()
  book?: string;

  @ApiPropertyOptional({
    description:
      'Only the teachings of these videos (comma-separated ids, at most 50), in that order: the results of a search (`GET /api/youtube/videos?q=`) as teachings',
    example: 'k3Vq7LwZp2M,9bZkp7q19f0',
  })
  @Matches(/^[\w-]{1,64}(,[\w-]{1,64}){0,49}$/, {
    message: 'videos must be at most 50 video ids, separated by commas',
  })
  @IsOptional()
  @OptionalText()
  videos?: string;

  @ApiPropertyOptional({ description: 'A topic (a theme of the search)', example: 'Faith' })
  @MaxLength(100, { message: 'topic must be at most 100 characters' })
  @IsString({ message: 'topic must be text' })
  @IsOptional()
  @OptionalText()
  topic?: string;
}

export class TeachingSeriesRefDto {
  @ApiProperty({ example: 'the-gospel-of-john' }) slug: string;
  @ApiProperty({ example: 'The Gospel of John' }) title: string;
}

export class TeachingSpeakerRefDto {
  @ApiProperty({ example: 'david-cohen' }) slug: string;
  @ApiProperty({ example: 'David Cohen' }) name: string;
}

/** A teaching's audio (MP3 or M4A), played on its page and the enclosure of its podcast episode. */
export class TeachingAudioDto {
  @ApiProperty({
    example: '/media/audio/0b0c7a52-3f0e-4d8e-9a43-6a1f7f2f1c0d.mp3',
    description: 'Changes with every upload; Range requests answer 206',
  })
  url: string;

  @ApiProperty({ enum: ['audio/mpeg', 'audio/mp4'], example: 'audio/mpeg' }) mimeType: string;
  @ApiProperty({ example: 36_571_392, description: 'The file’s length in bytes' }) bytes: number;
  @ApiProperty({ example: 2285 }) durationSeconds: number;
}

/** A teaching as a card of the library shows it. */
export class TeachingSummaryDto {
  @ApiProperty({ example: 21 }) id: number;
  @ApiProperty({ example: 'for-god-so-loved-the-world' }) slug: string;
  @ApiProperty({ example: 'For God So Loved the World' }) title: string;
  @ApiProperty({ example: 'k3Vq7LwZp2M' }) youtubeId: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2025-02-09T15:00:00.000Z',
  })
  publishedAt: string | null;

  @ApiProperty({ example: '/media/thumbnails/k3Vq7LwZp2M.5c1e0f9a3b7d2e48.webp' })
  thumbnail: string;
  @ApiProperty({ example: '38:05' }) duration: string;
  @ApiProperty({ example: 2285 }) durationSeconds: number;
  @ApiProperty({ example: 1830 }) viewCount: number;
  @ApiProperty({ type: [String], example: ['Faith'] }) themes: string[];
  @ApiProperty({ type: [String], example: ['John 3:16'] }) passages: string[];
  @ApiProperty({ type: TeachingSeriesRefDto, nullable: true }) series: TeachingSeriesRefDto | null;
  @ApiProperty({ type: TeachingSpeakerRefDto, nullable: true })
  speaker: TeachingSpeakerRefDto | null;

  @ApiProperty({ type: TeachingAudioDto, nullable: true, description: 'Null: no audio' })
  audio: TeachingAudioDto | null;
}

export class TeachingsPageDto {
  @ApiProperty({ type: [TeachingSummaryDto] }) items: TeachingSummaryDto[];
  @ApiProperty({ example: 148 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: TEACHINGS_PAGE_SIZE }) pageSize: number;
}

/** One teaching's page (`/teachings/<slug>`). */
export class TeachingDetailDto extends TeachingSummaryDto {
  @ApiProperty({ example: 'A teaching on John 3:16 …' }) description: string;

  @ApiProperty({
    example: 'https://www.youtube.com/watch?v=k3Vq7LwZp2M',
    description: 'Watch address on the video platform',
  })
  url: string;

  @ApiProperty({ type: TeachingSummaryDto, nullable: true, description: 'Before it in its series' })
  previous: TeachingSummaryDto | null;

  @ApiProperty({ type: TeachingSummaryDto, nullable: true, description: 'After it in its series' })
  next: TeachingSummaryDto | null;

  @ApiProperty({
    type: [TeachingSummaryDto],
    description: 'Up to 6: the same series first, then those sharing the most themes',
  })
  related: TeachingSummaryDto[];
}

export class TeachingSeriesDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'the-gospel-of-john' }) slug: string;
  @ApiProperty({ example: 'The Gospel of John' }) title: string;
  @ApiProperty({ example: 'Verse by verse through John.' }) description: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/teachings/series-3-5c1e0f9a3b7d2e48.jpg',
  })
  artwork: string | null;

  @ApiProperty({ example: 0 }) position: number;
  @ApiProperty({ example: 12, description: 'Its teachings still on the channel' })
  teachingCount: number;
}

export class TeachingSpeakerDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'david-cohen' }) slug: string;
  @ApiProperty({ example: 'David Cohen' }) name: string;
  @ApiProperty({ example: 'Teaching elder since 2009.' }) bio: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/teachings/speaker-2-5c1e0f9a3b7d2e48.jpg',
  })
  photo: string | null;

  @ApiProperty({ example: 40 }) teachingCount: number;
}

export class TeachingSeriesPageDto {
  @ApiProperty({ type: TeachingSeriesDto }) series: TeachingSeriesDto;
  @ApiProperty({ type: [TeachingSummaryDto], description: 'In series order' })
  teachings: TeachingSummaryDto[];
}

export class TeachingSpeakerPageDto {
  @ApiProperty({ type: TeachingSpeakerDto }) speaker: TeachingSpeakerDto;
  @ApiProperty({ type: [TeachingSummaryDto], description: 'Newest first (at most 100)' })
  teachings: TeachingSummaryDto[];
}
