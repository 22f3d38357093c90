import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsObject,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { SingleLine } from '../../../common/dto/transforms';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/i18n/languages';
import {
  canonicalLocale,
  containsHtml,
  contrastWithWhite,
  isTimeZone,
  MIN_CONTRAST,
  normaliseYoutubeUrl,
  WATCH_URL,
} from '../settings-rules';
import {
  PRIVACY_DEFAULTS,
  RETENTION_BOUNDS,
  SPEC_TEXTS,
  STAFF_SESSION_BOUNDS,
  STAFF_SESSION_DEFAULTS,
} from '../settings-values';
import { PODCAST_CATEGORY_NAMES, PODCAST_SUBCATEGORY_NAMES } from '../podcast-settings';

/*
 * The settings form (docs/settings-contract.md). Every rule names the field as the form labels it, in
 * the message style of spec §5. Strings are required (a full replace); '' is how an optional one is
 * left empty.
 */

/** A required text of min–max characters, one line unless `multiline`. */
function Text(label: string, min: number, max: number, multiline = false): PropertyDecorator {
  const tooShort =
    min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`;
  return (target, key) => {
    if (!multiline) SingleLine()(target, key);
    else
      Transform(({ value }: { value: unknown }) =>
        typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value,
      )(target, key);
    IsString({ message: min > 0 ? tooShort : `${label} must be text` })(target, key);
    if (min > 0) MinLength(min, { message: tooShort })(target, key);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
  };
}

/** '' or something `rule` accepts. */
const UnlessEmpty = () => ValidateIf((_object: object, value: unknown) => value !== '');

const HttpUrl = (label: string) => (target: object, key: string | symbol) => {
  SingleLine()(target, key);
  IsString({ message: `${label} must be an http(s) address, or empty` })(target, key);
  UnlessEmpty()(target, key);
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: `${label} must be an http(s) address, or empty` },
  )(target, key);
  MaxLength(500, { message: `${label} must be at most 500 characters` })(target, key);
};

/** Lower-cases and trims an e-mail address. */
const EmailText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .replace(/[\r\n]/g, '')
          .trim()
          .toLowerCase()
      : value,
  );

/** A whole number of `unit` within the field's bounds; one message for every way it can be wrong. */
function Retention(
  field: keyof typeof RETENTION_BOUNDS,
  what: string,
  unit: 'months' | 'days',
): PropertyDecorator {
  const { min, max } = RETENTION_BOUNDS[field];
  const message = `${what} must be kept a whole number of ${unit} from ${min} to ${max}`;
  return (target, key) => {
    ApiPropertyOptional({
      type: 'integer',
      minimum: min,
      maximum: max,
      example: PRIVACY_DEFAULTS[field],
      description: `${what}: erased this many ${unit} later. Left out: kept as saved`,
    })(target, key);
    Max(max, { message })(target, key);
    Min(min, { message })(target, key);
    IsInt({ message })(target, key);
    IsOptional()(target, key);
  };
}

/** A staff session limit: a whole number of `unit` within its bounds, one message for every way it is wrong. */
function SessionLimit(
  field: keyof typeof STAFF_SESSION_BOUNDS,
  what: string,
  unit: 'minutes' | 'hours',
): PropertyDecorator {
  const { min, max } = STAFF_SESSION_BOUNDS[field];
  const message = `${what} must be a whole number of ${unit} from ${min} to ${max}`;
  return (target, key) => {
    ApiPropertyOptional({
      type: 'integer',
      minimum: min,
      maximum: max,
      example: STAFF_SESSION_DEFAULTS[field],
      description: `${what}, in ${unit}. Left out: kept as saved`,
    })(target, key);
    Max(max, { message })(target, key);
    Min(min, { message })(target, key);
    IsInt({ message })(target, key);
    IsOptional()(target, key);
  };
}

const IsAccentColour = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isAccentColour',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && contrastWithWhite(value) >= MIN_CONTRAST,
        defaultMessage: (args) => {
          const value = String(args?.value);
          return (
            `Accent colour ${value} is too light: its contrast with white is ` +
            `${contrastWithWhite(value).toFixed(2)}:1, and at least ${MIN_CONTRAST}:1 is needed ` +
            '(WCAG AA). Choose a darker colour'
          );
        },
      },
    },
    options,
  );

const NoHtml = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'noHtml',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !containsHtml(value),
      },
    },
    options,
  );

const IsTimeZone = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isTimeZone',
      validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) },
    },
    options,
  );

const IsLocale = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isLocale',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && canonicalLocale(value) === value,
      },
    },
    options,
  );

export class ServiceTimeInputDto {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Shabbat Fellowship' })
  @Text('Service name', 1, 80)
  name: string;

  @ApiProperty({ minLength: 0, maxLength: 80, example: 'Saturday' })
  @Text('Days', 0, 80)
  days: string;

  @ApiProperty({ minLength: 1, maxLength: 80, example: '10:00 AM - 12:00 PM' })
  @Text('Time', 1, 80)
  time: string;
}

/** A translation's text: left out or '' falls back to the default language's; else as the field's rule. */
const Translated = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined && value !== '');

const LANGUAGE_LIST = SUPPORTED_LANGUAGES.join(', ');

/**
 * One language's texts (`translations.<tag>`): any of the ministry's own texts, each under the rule
 * of the field it translates; one left out or '' (a service-time list left empty) shows the default
 * language's.
 */
export class SettingsTextsDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'Comunidad Gracia Chicago' })
  @Text('Ministry name', 2, 100)
  @Translated()
  ministryName?: string;

  @ApiPropertyOptional({ maxLength: 160, example: 'Caminando en Espíritu y en Verdad' })
  @Text('Tagline', 0, 160)
  @Translated()
  tagline?: string;

  @ApiPropertyOptional({ maxLength: 120, example: 'Caminando en Espíritu y en Verdad' })
  @Text('Hero headline', 2, 120)
  @Translated()
  heroHeadline?: string;

  @ApiPropertyOptional({ maxLength: 300, example: 'Un lugar para crecer en la Palabra, juntos' })
  @Text('Hero sub-line', 0, 300)
  @Translated()
  heroSubline?: string;

  @ApiPropertyOptional({ maxLength: 40, example: 'Ver sermones' })
  @Text('Primary button label', 2, 40)
  @Translated()
  heroPrimaryLabel?: string;

  @ApiPropertyOptional({ maxLength: 40, example: 'Únase a nuestra comunión de Shabat' })
  @Text('Secondary button label', 2, 40)
  @Translated()
  heroSecondaryLabel?: string;

  @ApiPropertyOptional({
    maxLength: 5000,
    description: 'Plain paragraphs separated by a blank line',
    example: 'Somos una comunidad que adora en espíritu y en verdad.',
  })
  @NoHtml({ message: 'About text must be plain text, without HTML tags' })
  @Text('About text', 2, 5000, true)
  @Translated()
  aboutText?: string;

  @ApiPropertyOptional({
    maxLength: 500,
    example: 'Compartimos la Palabra con Chicago y el mundo.',
  })
  @Text('Footer mission', 0, 500, true)
  @Translated()
  footerMission?: string;

  @ApiPropertyOptional({
    maxLength: 500,
    example:
      'Dios es Espíritu; y los que le adoran, en espíritu y en verdad es necesario que adoren.',
  })
  @Text('Closing quotation', 0, 500, true)
  @Translated()
  closingQuote?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Juan 4:24' })
  @Text('Quotation reference', 0, 100)
  @Translated()
  closingQuoteReference?: string;

  @ApiPropertyOptional({ maxLength: 300, example: 'Un correo por semana, sin spam.' })
  @Text('Newsletter promise', 0, 300, true)
  @Translated()
  newsletterPromise?: string;

  @ApiPropertyOptional({
    type: ServiceTimeInputDto,
    isArray: true,
    maxItems: 12,
    description: "The whole list in this language; left out or [] shows the default language's",
  })
  @ValidateNested({ each: true })
  @Type(() => ServiceTimeInputDto)
  @ArrayMaxSize(12, { message: 'Service times may hold at most 12 rows' })
  @IsArray({ message: 'Service times must be a list of rows' })
  @IsOptional()
  serviceTimes?: ServiceTimeInputDto[];

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'The From name of mail in this language',
    example: 'Comunidad Gracia',
  })
  @Text('Sender name', 2, 100)
  @Translated()
  senderName?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Enseñanzas de Comunidad Gracia' })
  @Text('Podcast title', 0, 200)
  @Translated()
  podcastTitle?: string;

  @ApiPropertyOptional({ maxLength: 4000, example: 'Las enseñanzas de cada semana, en audio.' })
  @Text('Podcast description', 0, 4000, true)
  @Translated()
  podcastDescription?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Comunidad Gracia Chicago' })
  @Text('Podcast author', 0, 200)
  @Translated()
  podcastAuthor?: string;
}

/** `translations`: texts per supported language tag; any other key is refused. */
export class SettingsTranslationsDto implements Partial<Record<Language, SettingsTextsDto>> {
  @ApiPropertyOptional({ type: SettingsTextsDto })
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  @IsObject({ message: 'The English texts must be an object of texts' })
  @IsOptional()
  en?: SettingsTextsDto;

  @ApiPropertyOptional({ type: SettingsTextsDto })
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  @IsObject({ message: 'The Spanish texts must be an object of texts' })
  @IsOptional()
  es?: SettingsTextsDto;

  @ApiPropertyOptional({ type: SettingsTextsDto })
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  @IsObject({ message: 'The Portuguese (Brazil) texts must be an object of texts' })
  @IsOptional()
  'pt-BR'?: SettingsTextsDto;

  @ApiPropertyOptional({ type: SettingsTextsDto })
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  @IsObject({ message: 'The French texts must be an object of texts' })
  @IsOptional()
  fr?: SettingsTextsDto;

  @ApiPropertyOptional({ type: SettingsTextsDto })
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  @IsObject({ message: 'The Hebrew texts must be an object of texts' })
  @IsOptional()
  he?: SettingsTextsDto;
}

/** `PUT /api/admin/settings`: every editable field (a full replace). */
export class SaveSettingsDto {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Grace Fellowship Chicago' })
  @Text('Ministry name', 2, 100)
  ministryName: string;

  @ApiProperty({ maxLength: 160, example: SPEC_TEXTS.tagline })
  @Text('Tagline', 0, 160)
  tagline: string;

  @ApiProperty({
    pattern: '^#[0-9a-f]{6}$',
    example: SPEC_TEXTS.accentColor,
    description: '#rrggbb with a contrast of at least 4.5:1 against white',
  })
  @IsAccentColour({})
  @Matches(/^#[0-9a-f]{6}$/, { message: 'Accent colour must be a colour like #1f3a5f' })
  @IsString({ message: 'Accent colour must be a colour like #1f3a5f' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  accentColor: string;

  @ApiProperty({ minLength: 2, maxLength: 120, example: SPEC_TEXTS.heroHeadline })
  @Text('Hero headline', 2, 120)
  heroHeadline: string;

  @ApiProperty({ maxLength: 300, example: SPEC_TEXTS.heroSubline })
  @Text('Hero sub-line', 0, 300)
  heroSubline: string;

  @ApiProperty({ minLength: 2, maxLength: 40, example: SPEC_TEXTS.heroPrimaryLabel })
  @Text('Primary button label', 2, 40)
  heroPrimaryLabel: string;

  @ApiProperty({ minLength: 2, maxLength: 40, example: SPEC_TEXTS.heroSecondaryLabel })
  @Text('Secondary button label', 2, 40)
  heroSecondaryLabel: string;

  @ApiProperty({
    minLength: 2,
    maxLength: 5000,
    example: SPEC_TEXTS.aboutText,
    description: 'Plain paragraphs separated by a blank line; no HTML',
  })
  @NoHtml({ message: 'About text must be plain text, without HTML tags' })
  @Text('About text', 2, 5000, true)
  aboutText: string;

  @ApiProperty({
    example: SPEC_TEXTS.aboutVideoUrl,
    description:
      "'' or a YouTube watch, share, embed or shorts link; stored as https://www.youtube.com/watch?v=ID",
  })
  @Matches(WATCH_URL, {
    message:
      'About video URL must be a YouTube video link (watch, share, embed or shorts), or empty',
  })
  @UnlessEmpty()
  @IsString({ message: 'About video URL must be a YouTube video link, or empty' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normaliseYoutubeUrl(value.trim()) : value,
  )
  aboutVideoUrl: string;

  @ApiProperty({ maxLength: 500, example: SPEC_TEXTS.footerMission })
  @Text('Footer mission', 0, 500, true)
  footerMission: string;

  @ApiProperty({ maxLength: 500, example: SPEC_TEXTS.closingQuote })
  @Text('Closing quotation', 0, 500, true)
  closingQuote: string;

  @ApiProperty({ maxLength: 100, example: SPEC_TEXTS.closingQuoteReference })
  @Text('Quotation reference', 0, 100)
  closingQuoteReference: string;

  @ApiProperty({ maxLength: 300, example: SPEC_TEXTS.newsletterPromise })
  @Text('Newsletter promise', 0, 300, true)
  newsletterPromise: string;

  @ApiProperty({ maxLength: 300, example: '123 Faith Avenue, Springfield, ST 12345' })
  @Text('Postal address', 0, 300, true)
  postalAddress: string;

  @ApiProperty({ maxLength: 40, example: SPEC_TEXTS.phone })
  @Matches(/^[\d\s+().-]*$/, { message: 'Phone may hold only digits, spaces and + ( ) - .' })
  @Text('Phone', 0, 40)
  phone: string;

  @ApiProperty({ example: 'info@example.org', description: "'' or an e-mail address" })
  @IsEmail({}, { message: 'E-mail must be a valid e-mail address, or empty' })
  @UnlessEmpty()
  @IsString({ message: 'E-mail must be a valid e-mail address, or empty' })
  @EmailText()
  email: string;

  @ApiProperty({ type: ServiceTimeInputDto, isArray: true, maxItems: 12 })
  @ValidateNested({ each: true })
  @Type(() => ServiceTimeInputDto)
  @ArrayMaxSize(12, { message: 'Service times may hold at most 12 rows' })
  @IsArray({ message: 'Service times must be a list of rows' })
  serviceTimes: ServiceTimeInputDto[];

  @ApiProperty({ example: 'https://www.facebook.com/graceFellowship' })
  @HttpUrl('Facebook URL')
  facebookUrl: string;

  @ApiProperty({ example: 'https://www.instagram.com/gracefellowship/' })
  @HttpUrl('Instagram URL')
  instagramUrl: string;

  @ApiProperty({ example: 'https://twitter.com/gracefellowship' })
  @HttpUrl('X/Twitter URL')
  twitterUrl: string;

  @ApiProperty({
    example: 'https://www.youtube.com/@gracefellowship',
    description: "'' derives it: the configured channel, the synced videos' channel, else a search",
  })
  @HttpUrl('Channel URL')
  channelUrl: string;

  @ApiProperty({ example: 'America/Chicago', description: "An IANA time zone name, or 'UTC'" })
  @IsTimeZone({ message: 'Time zone must be an IANA time zone such as America/Chicago' })
  @IsString({ message: 'Time zone must be an IANA time zone such as America/Chicago' })
  @SingleLine()
  timeZone: string;

  @ApiProperty({ example: 'en-US', description: 'A BCP 47 language tag' })
  @IsLocale({ message: 'Locale must be a language tag such as en-US' })
  @IsString({ message: 'Locale must be a language tag such as en-US' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (canonicalLocale(value.trim()) ?? value) : value,
  )
  locale: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Grace Fellowship Chicago' })
  @Text('Sender name', 2, 100)
  senderName: string;

  @ApiProperty({
    example: 'no-reply@gracefellowship.org',
    description: 'The From address of every e-mail; MAIL_FROM overrides it when set',
  })
  @MaxLength(254, { message: 'Sender address must be at most 254 characters' })
  // A local relay's `no-reply@localhost` (the default without MAIL_FROM) is an address too.
  @IsEmail({ require_tld: false }, { message: 'Sender address must be a valid e-mail address' })
  @IsString({ message: 'Sender address must be a valid e-mail address' })
  @EmailText()
  senderAddress: string;

  @ApiProperty({
    maxLength: 300,
    example: '123 Faith Avenue, Springfield, ST 12345',
    description: "Printed in every e-mail; '' means not set, and campaigns cannot be sent",
  })
  @Text('Mail postal address', 0, 300, true)
  mailPostalAddress: string;

  @ApiProperty({ example: 'office@gracefellowship.org', description: "'' or an e-mail address" })
  @IsEmail({}, { message: 'Reply-to address must be a valid e-mail address, or empty' })
  @UnlessEmpty()
  @IsString({ message: 'Reply-to address must be a valid e-mail address, or empty' })
  @EmailText()
  replyTo: string;

  /*
   * Privacy (docs/settings-contract.md). Optional, unlike the fields above: a body from a client that does not know them
   * yet leaves them as saved.
   */
  @ApiPropertyOptional({
    example: false,
    description:
      'Newsletter sign-ups wait for a confirmation link e-mailed to the address. Left out: kept as saved',
  })
  @IsBoolean({ message: 'Double opt-in must be true or false' })
  @IsOptional()
  doubleOptIn?: boolean;

  @Retention('retainClosedCounselingMonths', 'Closed counseling requests', 'months')
  retainClosedCounselingMonths?: number;

  @Retention('retainEventRegistrationsMonths', 'Registrations of past events', 'months')
  retainEventRegistrationsMonths?: number;

  @Retention('retainRejectedTestimoniesDays', 'Rejected testimonies', 'days')
  retainRejectedTestimoniesDays?: number;

  @Retention('retainUnconfirmedSubscriptionsDays', 'Unconfirmed subscriptions', 'days')
  retainUnconfirmedSubscriptionsDays?: number;

  /* Staff sessions. Optional: left out, they stay as saved. */
  @SessionLimit('staffIdleMinutes', 'The idle timeout of staff sessions', 'minutes')
  staffIdleMinutes?: number;

  @SessionLimit('staffSessionHours', 'The lifetime of staff sessions', 'hours')
  staffSessionHours?: number;
  @Retention('retainAuditEventsDays', 'The audit trail', 'days')
  retainAuditEventsDays?: number;
  /* Security. Optional like the privacy fields. */
  @ApiPropertyOptional({
    example: false,
    description:
      'Every staff member must set up two-factor sign-in (an authenticator app or a passkey) right after the password step. Left out: kept as saved',
  })
  @IsBoolean({ message: 'Require two-factor sign-in must be true or false' })
  @IsOptional()
  requireTwoFactor?: boolean;

  /* The bounce mailbox and tracking. Optional like the privacy fields. */
  @ApiPropertyOptional({
    example: false,
    description:
      'Read the bounce mailbox over IMAP for delivery status notifications and complaint reports. Left out: kept as saved',
  })
  @IsBoolean({ message: 'Read the bounce mailbox must be true or false' })
  @IsOptional()
  bounceMailboxEnabled?: boolean;

  @ApiPropertyOptional({ example: 'imap.example.org', description: 'Left out: kept as saved' })
  @IsString({ message: 'The IMAP server must be a host name' })
  @Matches(/^$|^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]+\]$/, {
    message: 'The IMAP server must be a host name',
  })
  @IsOptional()
  bounceMailboxHost?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 65535, example: 993 })
  @IsInt({ message: 'The IMAP port must be a whole number from 1 to 65535' })
  @Min(1, { message: 'The IMAP port must be a whole number from 1 to 65535' })
  @Max(65535, { message: 'The IMAP port must be a whole number from 1 to 65535' })
  @IsOptional()
  bounceMailboxPort?: number;

  @ApiPropertyOptional({
    example: true,
    description:
      'Implicit TLS (IMAPS); off: plain IMAP, upgraded by STARTTLS when the server offers it',
  })
  @IsBoolean({ message: 'TLS must be true or false' })
  @IsOptional()
  bounceMailboxTls?: boolean;

  @ApiPropertyOptional({ example: 'bounces@example.org', description: 'Left out: kept as saved' })
  @IsString({ message: 'The IMAP user must be at most 320 characters' })
  @MaxLength(320, { message: 'The IMAP user must be at most 320 characters' })
  @IsOptional()
  bounceMailboxUser?: string;

  @ApiPropertyOptional({
    example: 'app-password',
    description:
      'Stored encrypted and never sent back (the answer says only whether one is saved). Empty or left out: the saved password stays',
  })
  @IsString({ message: 'The IMAP password must be at most 500 characters' })
  @MaxLength(500, { message: 'The IMAP password must be at most 500 characters' })
  @IsOptional()
  bounceMailboxPassword?: string;

  @ApiPropertyOptional({ example: false, description: 'True removes the saved IMAP password' })
  @IsBoolean({ message: 'Remove the IMAP password must be true or false' })
  @IsOptional()
  bounceMailboxPasswordClear?: boolean;

  @ApiPropertyOptional({
    example: 'INBOX',
    description: 'The folder to read. Left out: kept as saved',
  })
  @IsString({ message: 'The IMAP folder must be 1 to 200 characters' })
  @MinLength(1, { message: 'The IMAP folder must be 1 to 200 characters' })
  @MaxLength(200, { message: 'The IMAP folder must be 1 to 200 characters' })
  @IsOptional()
  bounceMailboxFolder?: string;

  @ApiPropertyOptional({
    example: false,
    description:
      "Campaign links go through signed redirects and a pixel counts opens; those mails' footer says so. Left out: kept as saved",
  })
  @IsBoolean({ message: 'Track opens and clicks must be true or false' })
  @IsOptional()
  trackOpensAndClicks?: boolean;

  /*
   * The podcast (GET /podcast.xml). Optional like the privacy fields: a body that leaves them out
   * keeps them as saved. '' leaves a text to the site's name and mail identity.
   */
  @ApiPropertyOptional({
    maxLength: 200,
    example: 'Grace Fellowship Teachings',
    description: "The feed's title; '': the ministry's name. Left out: kept as saved",
  })
  @Text('Podcast title', 0, 200)
  @IsOptional()
  podcastTitle?: string;

  @ApiPropertyOptional({
    maxLength: 4000,
    example: 'Weekly teaching from Grace Fellowship.',
    description: "What the podcast is about; '': the tagline. Left out: kept as saved",
  })
  @Text('Podcast description', 0, 4000, true)
  @IsOptional()
  podcastDescription?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    example: 'Grace Fellowship',
    description: "Shown as the podcast's author; '': the ministry's name. Left out: kept as saved",
  })
  @Text('Podcast author', 0, 200)
  @IsOptional()
  podcastAuthor?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    example: 'Ruth Cohen',
    description: "The owner podcast directories contact; '': the sender's name",
  })
  @Text('Podcast owner name', 0, 200)
  @IsOptional()
  podcastOwnerName?: string;

  @ApiPropertyOptional({
    example: 'podcast@gracefellowship.org',
    description:
      "The owner's e-mail (directories verify ownership with it); '': the reply-to, else the sender address",
  })
  @MaxLength(254, { message: 'Podcast owner e-mail must be at most 254 characters' })
  @IsEmail({}, { message: 'Podcast owner e-mail must be a valid e-mail address, or empty' })
  @UnlessEmpty()
  @IsString({ message: 'Podcast owner e-mail must be a valid e-mail address, or empty' })
  @EmailText()
  @IsOptional()
  podcastOwnerEmail?: string;

  @ApiPropertyOptional({
    enum: PODCAST_CATEGORY_NAMES,
    example: 'Religion & Spirituality',
    description: "Apple Podcasts' category. Left out: kept as saved",
  })
  @IsIn(PODCAST_CATEGORY_NAMES, {
    message: 'Podcast category must be one of the Apple Podcasts categories',
  })
  @IsOptional()
  podcastCategory?: string;

  @ApiPropertyOptional({
    example: 'Christianity',
    description: "A subcategory of the category, or '' for none. Left out: kept as saved",
  })
  @IsIn(['', ...PODCAST_SUBCATEGORY_NAMES], {
    message: 'Podcast subcategory must be one of the Apple Podcasts subcategories, or empty',
  })
  @IsOptional()
  podcastSubcategory?: string;

  @ApiPropertyOptional({
    example: 'en-us',
    description:
      "The feed's language (an ISO 639 code, e.g. en or en-us); '': from the site's locale",
  })
  @IsString({ message: 'Podcast language must be a language code such as en or en-us, or empty' })
  @Matches(/^$|^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, {
    message: 'Podcast language must be a language code such as en or en-us, or empty',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsOptional()
  podcastLanguage?: string;

  /* Languages (docs/settings-contract.md, "Languages"). Optional: left out, kept as saved. */
  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    example: 'en',
    description:
      'The language of the texts above and of a visitor nothing else chooses for; one of `languages`. Left out: kept as saved',
  })
  @IsIn(SUPPORTED_LANGUAGES, { message: `The default language must be one of ${LANGUAGE_LIST}` })
  @IsOptional()
  defaultLanguage?: Language;

  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    isArray: true,
    example: ['en', 'es'],
    description:
      'The languages the site offers, in the order its menu lists them; must hold the default language. Left out: kept as saved',
  })
  @IsIn(SUPPORTED_LANGUAGES, {
    each: true,
    message: `The languages offered must each be one of ${LANGUAGE_LIST}`,
  })
  @ArrayNotEmpty({ message: 'Offer at least one language' })
  @IsArray({ message: `The languages offered must be a list of ${LANGUAGE_LIST}` })
  @IsOptional()
  languages?: Language[];

  @ApiPropertyOptional({
    type: SettingsTranslationsDto,
    description:
      "The ministry's texts in other languages, by language tag; a text left out or '' shows the default language's. The whole map is replaced. Left out: kept as saved",
  })
  @ValidateNested()
  @Type(() => SettingsTranslationsDto)
  @IsObject({ message: 'Translations must be an object of texts by language' })
  @IsOptional()
  translations?: SettingsTranslationsDto;
}
