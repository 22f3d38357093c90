import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { TeachingAudioDto } from './teaching.dto';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull } from '../../../common/dto/optional';
import { PageQueryDto } from '../../../common/dto/page-query.dto';
import { OptionalInteger, OptionalText, SingleLine, Trim } from '../../../common/dto/transforms';

/** Present and not null: null clears the field (back to the channel's, or unassigned). */
const given = (_: object, value: unknown) => value !== null && value !== undefined;

export class AdminTeachingListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Words of the title', maxLength: 200 })
  @MaxLength(200, { message: 'The search text must be at most 200 characters' })
  @IsString({ message: 'The search text must be text' })
  @IsOptional()
  @OptionalText()
  q?: string;

  @ApiPropertyOptional({ description: "Only this series' teachings (its id)" })
  @Min(1, { message: 'seriesId must be a positive whole number' })
  @IsInt({ message: 'seriesId must be a positive whole number' })
  @IsOptional()
  @OptionalInteger()
  seriesId?: number;

  @ApiPropertyOptional({ description: "Only this speaker's teachings (its id)" })
  @Min(1, { message: 'speakerId must be a positive whole number' })
  @IsInt({ message: 'speakerId must be a positive whole number' })
  @IsOptional()
  @OptionalInteger()
  speakerId?: number;
}

/** A teaching as staff edit it: the channel's texts beside what staff wrote over them. */
export class AdminTeachingDto {
  @ApiProperty({ example: 21 }) id: number;
  @ApiProperty({ example: 'for-god-so-loved-the-world' }) slug: string;
  @ApiProperty({ example: 'k3Vq7LwZp2M' }) youtubeId: string;
  @ApiProperty({ example: 'For God So Loved the World', description: 'As shown' }) title: string;
  @ApiProperty({ example: 'Six weeks through the Sermon on the Mount.', description: 'As shown' })
  description: string;
  @ApiProperty({ example: ['Matthew 5:1-12'], type: [String], description: 'As shown' })
  passages: string[];
  @ApiProperty({
    example: 'The Beatitudes | Sermon on the Mount, part 1',
    description: "The channel's title",
  })
  channelTitle: string;
  @ApiProperty({
    example: 'We begin the Sermon on the Mount. Matthew 5:1-12',
    description: "The channel's description",
  })
  channelDescription: string;
  @ApiProperty({
    example: ['Matthew 5:1-12'],
    type: [String],
    description: 'Found in the title and description',
  })
  foundPassages: string[];
  @ApiProperty({ example: 'The Beatitudes', type: String, nullable: true }) titleOverride:
    string | null;
  @ApiProperty({ example: 'We begin the Sermon on the Mount.', type: String, nullable: true })
  descriptionOverride: string | null;
  @ApiProperty({ example: ['Matthew 5:1-12'], type: [String], nullable: true }) passagesOverride:
    string[] | null;
  @ApiProperty({ example: 3, type: Number, nullable: true }) seriesId: number | null;
  @ApiProperty({ example: 1, type: Number, nullable: true }) seriesPosition: number | null;
  @ApiProperty({ example: 2, type: Number, nullable: true }) speakerId: number | null;
  @ApiProperty({
    example: '2026-10-04T15:00:00.000Z',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  publishedAt: string | null;
  @ApiProperty({ example: true, description: 'Still on the channel' }) isActive: boolean;
  @ApiProperty({ example: '/media/thumbnails/k3Vq7LwZp2M.svg' }) thumbnail: string;
  @ApiProperty({ type: TeachingAudioDto, nullable: true, description: 'Null: no audio' })
  audio: TeachingAudioDto | null;
}

export class AdminTeachingsPageDto {
  @ApiProperty({ type: [AdminTeachingDto] }) items: AdminTeachingDto[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
}

const TITLE_MESSAGE = 'Title must be 1 to 200 characters';
const SLUG_MESSAGE =
  'The address must be lower-case letters, digits and single hyphens, at most 120 characters';

export class UpdateTeachingDto {
  @ApiPropertyOptional({
    example: 'The Beatitudes',
    type: String,
    nullable: true,
    description: "null: the channel's title",
  })
  @MaxLength(200, { message: TITLE_MESSAGE })
  @IsNotEmpty({ message: TITLE_MESSAGE })
  @IsString({ message: TITLE_MESSAGE })
  @ValidateIf(given)
  @SingleLine()
  title?: string | null;

  @ApiPropertyOptional({
    example: 'Six weeks through the Sermon on the Mount.',
    type: String,
    nullable: true,
    description: "null: the channel's",
  })
  @MaxLength(10_000, { message: 'Description must be at most 10000 characters' })
  @IsString({ message: 'Description must be text' })
  @ValidateIf(given)
  @Trim()
  description?: string | null;

  @ApiPropertyOptional({
    example: ['Matthew 5:1-12'],
    type: [String],
    nullable: true,
    description:
      'Scripture references ("John 3:16"); null: those found in the title and description',
  })
  @MaxLength(60, { each: true, message: 'Each passage must be at most 60 characters' })
  @IsString({ each: true, message: 'Each passage must be text' })
  @ArrayMaxSize(30, { message: 'At most 30 passages' })
  @IsArray({ message: 'passages must be a list' })
  @ValidateIf(given)
  passages?: string[] | null;

  @ApiPropertyOptional({
    example: 'the-beatitudes',
    description: 'A new address; the old one keeps redirecting here',
  })
  @MaxLength(120, { message: SLUG_MESSAGE })
  @IsString({ message: SLUG_MESSAGE })
  @IsOptional()
  @OptionalText()
  slug?: string;

  @ApiPropertyOptional({
    example: 3,
    type: Number,
    nullable: true,
    description: 'null: in no series',
  })
  @Min(1, { message: 'seriesId must be a positive whole number' })
  @IsInt({ message: 'seriesId must be a positive whole number' })
  @ValidateIf(given)
  seriesId?: number | null;

  @ApiPropertyOptional({ example: 1, type: Number, nullable: true, description: 'null: by date' })
  @Max(100_000, { message: 'seriesPosition must be a whole number from 0 to 100000' })
  @Min(0, { message: 'seriesPosition must be a whole number from 0 to 100000' })
  @IsInt({ message: 'seriesPosition must be a whole number from 0 to 100000' })
  @ValidateIf(given)
  seriesPosition?: number | null;

  @ApiPropertyOptional({
    example: 2,
    type: Number,
    nullable: true,
    description: 'null: no speaker',
  })
  @Min(1, { message: 'speakerId must be a positive whole number' })
  @IsInt({ message: 'speakerId must be a positive whole number' })
  @ValidateIf(given)
  speakerId?: number | null;
}

export class CreateSeriesDto {
  @ApiProperty({ example: 'The Gospel of John', maxLength: 200 })
  @MaxLength(200, { message: TITLE_MESSAGE })
  @IsNotEmpty({ message: TITLE_MESSAGE })
  @IsString({ message: TITLE_MESSAGE })
  @SingleLine()
  title: string;

  @ApiPropertyOptional({ example: 'Six weeks through the Sermon on the Mount.', maxLength: 5000 })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  @IsString({ message: 'Description must be text' })
  @IsOptionalNotNull()
  @Trim()
  description?: string;

  @ApiPropertyOptional({ example: 0, description: 'Lower first', default: 0 })
  @Max(100_000, { message: 'position must be a whole number from 0 to 100000' })
  @Min(0, { message: 'position must be a whole number from 0 to 100000' })
  @IsInt({ message: 'position must be a whole number from 0 to 100000' })
  @IsOptionalNotNull()
  position?: number;

  @ApiPropertyOptional({
    example: 'the-beatitudes',
    description: 'The address; by default from the title',
  })
  @MaxLength(120, { message: SLUG_MESSAGE })
  @IsString({ message: SLUG_MESSAGE })
  @IsOptionalNotNull()
  @OptionalText()
  slug?: string;
}

/** Any subset of the fields; one sent as null is refused, not cleared (its column holds a value). */
export class UpdateSeriesDto extends PartialType(CreateSeriesDto, { skipNullProperties: false }) {}

export class CreateSpeakerDto {
  @ApiProperty({ example: 'David Cohen', maxLength: 200 })
  @MaxLength(200, { message: 'Name must be 1 to 200 characters' })
  @IsNotEmpty({ message: 'Name must be 1 to 200 characters' })
  @IsString({ message: 'Name must be 1 to 200 characters' })
  @SingleLine()
  name: string;

  @ApiPropertyOptional({ example: 'Pastor of the congregation since 2012.', maxLength: 5000 })
  @MaxLength(5000, { message: 'Bio must be at most 5000 characters' })
  @IsString({ message: 'Bio must be text' })
  @IsOptionalNotNull()
  @Trim()
  bio?: string;

  @ApiPropertyOptional({
    example: 'david-cohen',
    description: 'The address; by default from the name',
  })
  @MaxLength(120, { message: SLUG_MESSAGE })
  @IsString({ message: SLUG_MESSAGE })
  @IsOptionalNotNull()
  @OptionalText()
  slug?: string;
}

/** Any subset of the fields; one sent as null is refused, not cleared (its column holds a value). */
export class UpdateSpeakerDto extends PartialType(CreateSpeakerDto, {
  skipNullProperties: false,
}) {}

/** One of the channel's playlists, offered as a series. */
export class SeriesSuggestionDto {
  @ApiProperty({ example: 'PLm1n1stryJohn' }) playlistId: string;
  @ApiProperty({ example: 'The Gospel of John' }) title: string;
  @ApiProperty({ example: 'Six weeks through the Sermon on the Mount.' }) description: string;
  @ApiProperty({ example: 12, description: 'Its videos that are teachings of the library' })
  teachingCount: number;
}
