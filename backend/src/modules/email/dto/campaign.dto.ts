import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  AUDIENCE_NEEDS,
  MARITAL_STATUSES,
  normalizeCriteria,
  SPIRITUAL_LEVELS,
} from '../campaigns/target-criteria';
import { SingleLine } from '../../../common/dto/transforms';
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from '../../../common/i18n/languages';
import { VIDEO_URL } from '../../storage/video-format';
import type {
  CampaignStatus,
  CampaignTranslations,
  EmailCampaign,
} from '../entities/email-campaign.entity';
import { CreateTemplateDto, TemplateDto } from './template.dto';
import { type DeliveryCounts, nothingSentYet } from '../sending/delivery.repository';

export class TargetCriteriaDto {
  @ApiPropertyOptional({ enum: ['all', ...MARITAL_STATUSES], default: 'all', example: 'all' })
  @IsOptional()
  @IsIn(['all', ...MARITAL_STATUSES], { message: 'Please choose a marital status from the list' })
  maritalStatus?: 'all' | (typeof MARITAL_STATUSES)[number];

  @ApiPropertyOptional({
    enum: ['all', ...SPIRITUAL_LEVELS],
    default: 'all',
    example: 'new_believer',
  })
  @IsOptional()
  @IsIn(['all', ...SPIRITUAL_LEVELS], { message: 'Please choose a spiritual level from the list' })
  spiritualLevel?: 'all' | (typeof SPIRITUAL_LEVELS)[number];

  @ApiPropertyOptional({ enum: ['all', ...AUDIENCE_NEEDS], default: 'all', example: 'bible_study' })
  @IsOptional()
  @IsIn(['all', ...AUDIENCE_NEEDS], { message: 'Please choose a need from the list' })
  needs?: 'all' | (typeof AUDIENCE_NEEDS)[number];

  @ApiPropertyOptional({
    default: true,
    example: false,
    description: 'Also mail newsletter subscribers',
  })
  @IsOptional()
  @IsBoolean({ message: 'includeNewsletterSubscribers must be true or false' })
  includeNewsletterSubscribers?: boolean;
}

/** The stored criteria with every choice filled in. */
export class TargetCriteriaResponseDto {
  @ApiProperty({ enum: ['all', ...MARITAL_STATUSES], example: 'all' }) maritalStatus: string;
  @ApiProperty({ enum: ['all', ...SPIRITUAL_LEVELS], example: 'new_believer' })
  spiritualLevel: string;
  @ApiProperty({ enum: ['all', ...AUDIENCE_NEEDS], example: 'bible_study' }) needs: string;
  @ApiProperty({ example: false }) includeNewsletterSubscribers: boolean;
}

/** Whitespace-only lesson links are dropped (spec §5); the rest must be web addresses. */
const dropBlankLinks = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '')
    : value;

const LANGUAGE_LIST = SUPPORTED_LANGUAGES.join(', ');
const LANGUAGE_RULE = `The language must be one of ${LANGUAGE_LIST}`;

/**
 * A campaign's text in one language: the template form's fields, under its rules and messages
 * (field `translations.es.subject`), merge fields included.
 */
export class CampaignVersionDto extends PickType(CreateTemplateDto, [
  'subject',
  'greeting',
  'message',
  'signature',
] as const) {}

/** `translations`: a version per language tag; a tag that is not a shipped language is refused. */
export class CampaignTranslationsDto implements Partial<Record<Language, CampaignVersionDto>> {
  @ApiPropertyOptional({ type: CampaignVersionDto })
  @ValidateNested()
  @Type(() => CampaignVersionDto)
  @IsObject({ message: 'The English version must be a subject and a message' })
  @IsOptional()
  en?: CampaignVersionDto;

  @ApiPropertyOptional({ type: CampaignVersionDto })
  @ValidateNested()
  @Type(() => CampaignVersionDto)
  @IsObject({ message: 'The Spanish version must be a subject and a message' })
  @IsOptional()
  es?: CampaignVersionDto;

  @ApiPropertyOptional({ type: CampaignVersionDto })
  @ValidateNested()
  @Type(() => CampaignVersionDto)
  @IsObject({ message: 'The Portuguese (Brazil) version must be a subject and a message' })
  @IsOptional()
  'pt-BR'?: CampaignVersionDto;

  @ApiPropertyOptional({ type: CampaignVersionDto })
  @ValidateNested()
  @Type(() => CampaignVersionDto)
  @IsObject({ message: 'The French version must be a subject and a message' })
  @IsOptional()
  fr?: CampaignVersionDto;

  @ApiPropertyOptional({ type: CampaignVersionDto })
  @ValidateNested()
  @Type(() => CampaignVersionDto)
  @IsObject({ message: 'The Hebrew version must be a subject and a message' })
  @IsOptional()
  he?: CampaignVersionDto;
}

/** Whether `key` is written like a BCP 47 language tag (`de`, `pt-PT`, `zh-Hant`). */
function isTagShaped(key: string): boolean {
  try {
    return Intl.getCanonicalLocales(key).length === 1;
  } catch {
    return false;
  }
}

/**
 * A key written like a language tag is a shipped language (checked before the versions themselves);
 * any other key is an unknown field, refused as such by the whitelist.
 */
const KeysAreLanguages = (message: string) =>
  ValidateBy(
    {
      name: 'keysAreLanguages',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          Object.keys(value).every((key) => isLanguage(key) || !isTagShaped(key)),
      },
    },
    { message },
  );

export const CAMPAIGN_TRANSLATIONS_EXAMPLE = {
  es: {
    subject: 'Una palabra de esperanza para usted, {{firstName}}',
    greeting: 'Querido/a {{firstName}}:',
    message:
      'Esta semana nos aferramos a la promesa de que Sus misericordias son nuevas cada mañana ' +
      '(Lamentaciones 3:22-23).',
    signature: 'En Su servicio,\nEl equipo del ministerio',
  },
};

export class CreateCampaignDto {
  @ApiProperty({ example: 'Spring renewal', maxLength: 200 })
  @SingleLine()
  @MaxLength(200, { message: 'Campaign name must be at most 200 characters' })
  @MinLength(1, { message: 'Campaign name is required' })
  @IsString({ message: 'Campaign name is required' })
  name: string;

  @ApiProperty({
    example: 1,
    description: 'The id of an active template from GET /api/email/templates',
  })
  // Beyond the integer column no template can exist (and the lookup would fail in the database).
  @Max(2147483647, { message: 'Please choose an active email template' })
  @Min(1, { message: 'Please choose an email template' })
  @IsInt({ message: 'Please choose an email template' })
  templateId: number;

  @ApiPropertyOptional({ type: TargetCriteriaDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => TargetCriteriaDto)
  targetCriteria?: TargetCriteriaDto;

  @ApiPropertyOptional({ type: [String], example: ['https://example.org/lessons/1'] })
  @IsOptional()
  @Transform(dropBlankLinks)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { each: true, message: 'Please enter valid URLs' },
  )
  @ArrayMaxSize(20, { message: 'At most 20 lesson links' })
  @IsArray({ message: 'Please enter valid URLs' })
  lessonLinks?: string[];

  @ApiPropertyOptional({
    description:
      'The videoUrl answered by POST /api/objects/video-upload, once the upload is done (leave it out when there is no video message)',
    example: '/media/videos/0b6f1c9e-3c52-4a7e-9d38-5d0a2f0c1a11',
  })
  @IsOptional()
  @Matches(VIDEO_URL, { message: 'Please upload the video message again' })
  @IsString({ message: 'Please upload the video message again' })
  videoMessageUrl?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2030-03-24T08:00:00.000Z',
    description: 'In the future: the campaign is scheduled and sent then',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Scheduled date must be a valid date and time' })
  scheduledDate?: string;

  @ApiPropertyOptional({
    type: CampaignTranslationsDto,
    example: CAMPAIGN_TRANSLATIONS_EXAMPLE,
    description:
      "The campaign written in other languages, by language tag (en, es, pt-BR, fr, he), each with the template's fields and rules. " +
      "A recipient whose recorded language has a version (and is offered by the site when it is sent) gets it, its footer in that language; everyone else gets the template's text, in the site's default language. " +
      'A version in the default language, or in a language the site does not offer, is kept and not sent. Left out: none',
  })
  @ValidateNested()
  @Type(() => CampaignTranslationsDto)
  @KeysAreLanguages(`Each version's language must be one of ${LANGUAGE_LIST}`)
  @IsObject({ message: 'Translations must be an object of versions by language' })
  @IsOptional()
  translations?: CampaignTranslationsDto;
}

/** `GET /api/email/campaigns/{id}/preview`: the version a recipient of `language` gets. */
export class CampaignPreviewQueryDto {
  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    example: 'es',
    description:
      "Preview as a recipient of this language gets it (its version, else the default language's). Left out: the site's default language",
  })
  @IsIn(SUPPORTED_LANGUAGES, { message: LANGUAGE_RULE })
  @IsOptional()
  language?: Language;
}

export class AudienceCountDto {
  @ApiProperty({ example: 86, description: 'Distinct addresses that would get the campaign now' })
  count: number;
}

export class TestSendDto {
  @ApiProperty({ example: 'pastor@example.org' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  email: string;

  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    example: 'es',
    description:
      "Send the version a recipient of this language gets (its version, else the default language's). Left out: the site's default language",
  })
  @IsIn(SUPPORTED_LANGUAGES, { message: LANGUAGE_RULE })
  @IsOptional()
  language?: Language;
}

/** A version as stored: an empty greeting or signature is null. */
export class CampaignVersionResponseDto extends PickType(TemplateDto, [
  'subject',
  'greeting',
  'message',
  'signature',
] as const) {}

export class CampaignTranslationsResponseDto implements Partial<
  Record<Language, CampaignVersionResponseDto>
> {
  @ApiPropertyOptional({ type: CampaignVersionResponseDto }) en?: CampaignVersionResponseDto;
  @ApiPropertyOptional({ type: CampaignVersionResponseDto }) es?: CampaignVersionResponseDto;
  @ApiPropertyOptional({ type: CampaignVersionResponseDto })
  'pt-BR'?: CampaignVersionResponseDto;
  @ApiPropertyOptional({ type: CampaignVersionResponseDto }) fr?: CampaignVersionResponseDto;
  @ApiPropertyOptional({ type: CampaignVersionResponseDto }) he?: CampaignVersionResponseDto;
}

export class CampaignProgressDto {
  @ApiProperty({
    example: 0,
    description: 'Deliveries not sent yet (waiting, or between attempts)',
  })
  pending: number;
  @ApiProperty({ example: 83 }) sent: number;
  @ApiProperty({ example: 1, description: 'Refused permanently or out of attempts' })
  failed: number;
  @ApiProperty({ example: 2, description: 'Unsubscribed before their turn' }) skipped: number;
}

export class CampaignDto {
  @ApiProperty({ example: 5 }) id: number;
  @ApiProperty({ example: 'Spring renewal' }) name: string;
  @ApiProperty({ type: Number, nullable: true, example: 1 }) templateId: number | null;
  @ApiProperty({ type: TargetCriteriaResponseDto }) targetCriteria: TargetCriteriaResponseDto;
  @ApiProperty({ type: [String], example: ['https://example.org/lessons/1'] })
  lessonLinks: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/videos/0b6f1c9e-3c52-4a7e-9d38-5d0a2f0c1a11',
  })
  videoMessageUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-03-24T08:00:00.000Z',
  })
  scheduledDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2025-03-24T08:00:02.000Z',
  })
  sentDate: string | null;

  @ApiProperty({
    example: 86,
    description:
      'Recipients: the audience frozen at send time; for a draft or scheduled campaign, how many ' +
      'addresses its target audience reaches right now',
  })
  recipientCount: number;
  @ApiProperty({ enum: ['draft', 'scheduled', 'sending', 'sent', 'failed'], example: 'sent' })
  status: CampaignStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the campaign failed; null unless its status is failed',
  })
  failureReason: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'admin' }) createdBy: string | null;
  @ApiProperty({ format: 'date-time', example: '2025-03-20T17:40:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2025-03-24T08:03:10.000Z' }) updatedAt: string;
  @ApiProperty({ type: CampaignProgressDto }) progress: CampaignProgressDto;

  @ApiProperty({
    type: CampaignTranslationsResponseDto,
    example: CAMPAIGN_TRANSLATIONS_EXAMPLE,
    description:
      "The campaign's versions in other languages, by language tag ({} when it has none); the template holds the default language's",
  })
  translations: CampaignTranslations;
}

export class TestSendResponseDto {
  @ApiProperty({ example: 'A test e-mail is on its way to pastor@example.org.' })
  message: string;
}

/** `recipientCount`: the live audience of a campaign not sent yet (the stored one by default). */
export function toCampaignResponse(
  c: EmailCampaign,
  progress?: DeliveryCounts,
  recipientCount = c.recipientCount,
): CampaignDto {
  return {
    id: c.id,
    name: c.name,
    templateId: c.templateId,
    targetCriteria: normalizeCriteria(c.targetCriteria),
    lessonLinks: c.lessonLinks,
    videoMessageUrl: c.videoMessageUrl,
    scheduledDate: c.scheduledDate?.toISOString() ?? null,
    sentDate: c.sentDate?.toISOString() ?? null,
    recipientCount,
    status: c.status,
    failureReason: c.failureReason,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    progress: progress ?? nothingSentYet(),
    translations: c.translations ?? {},
  };
}

/** The versions as stored: only shipped tags, each with every field (empty texts as null). */
export function toCampaignTranslations(
  input: CampaignTranslationsDto | undefined,
): CampaignTranslations {
  const stored: CampaignTranslations = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const version = input?.[language];
    if (!version) continue;
    stored[language] = {
      subject: version.subject,
      greeting: version.greeting ?? null,
      message: version.message,
      signature: version.signature ?? null,
    };
  }
  return stored;
}
