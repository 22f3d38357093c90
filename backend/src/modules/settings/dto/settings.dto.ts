import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/i18n/languages';
import { SPEC_TEXTS } from '../settings-values';
import { SettingsTranslationsDto } from './settings-input.dto';

const ABOUT_EXAMPLE = SPEC_TEXTS.aboutText;

export class ServiceTimeDto {
  @ApiProperty({ example: 'Shabbat Fellowship' }) name: string;
  @ApiProperty({ example: 'Saturday' }) days: string;
  @ApiProperty({ example: '10:00 AM - 12:00 PM' }) time: string;
}

/** The fields the public answer and the administrators' share. */
class SiteSettingsFieldsDto {
  @ApiProperty({ example: 'Grace Fellowship Chicago' }) ministryName: string;
  @ApiProperty({ example: SPEC_TEXTS.tagline }) tagline: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/site/logo-5f0c2b8e1a9d4c37.png',
    description: 'Set by the logo upload; null without a logo',
  })
  logoUrl: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/site/favicon-5f0c2b8e1a9d4c37.png',
    description: '64×64 PNG derived from the logo; null: the built /favicon.svg',
  })
  faviconUrl: string | null;
  @ApiProperty({ example: SPEC_TEXTS.accentColor }) accentColor: string;
  @ApiProperty({ example: SPEC_TEXTS.heroHeadline }) heroHeadline: string;
  @ApiProperty({ example: SPEC_TEXTS.heroSubline }) heroSubline: string;
  @ApiProperty({ example: SPEC_TEXTS.heroPrimaryLabel }) heroPrimaryLabel: string;
  @ApiProperty({ example: SPEC_TEXTS.heroSecondaryLabel }) heroSecondaryLabel: string;
  @ApiProperty({ example: ABOUT_EXAMPLE, description: 'Paragraphs separated by a blank line' })
  aboutText: string;
  @ApiProperty({ example: SPEC_TEXTS.aboutVideoUrl, description: "'' when there is no video" })
  aboutVideoUrl: string;
  @ApiProperty({ example: SPEC_TEXTS.footerMission }) footerMission: string;
  @ApiProperty({ example: SPEC_TEXTS.closingQuote }) closingQuote: string;
  @ApiProperty({ example: SPEC_TEXTS.closingQuoteReference }) closingQuoteReference: string;
  @ApiProperty({ example: SPEC_TEXTS.newsletterPromise }) newsletterPromise: string;
  @ApiProperty({ example: '123 Faith Avenue, Springfield, ST 12345' }) postalAddress: string;
  @ApiProperty({ example: SPEC_TEXTS.phone }) phone: string;
  @ApiProperty({ example: 'info@example.org' }) email: string;
  @ApiProperty({ type: ServiceTimeDto, isArray: true }) serviceTimes: ServiceTimeDto[];
  @ApiProperty({ example: SPEC_TEXTS.facebookUrl, description: "'' is not shown" })
  facebookUrl: string;
  @ApiProperty({ example: SPEC_TEXTS.instagramUrl, description: "'' is not shown" })
  instagramUrl: string;
  @ApiProperty({ example: SPEC_TEXTS.twitterUrl, description: "'' is not shown" })
  twitterUrl: string;
  @ApiProperty({
    example: 'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
    description:
      'The saved channel link, else YOUTUBE_CHANNEL_ID, else the channel of the synced videos, ' +
      'else a search for the ministry on YouTube; never empty',
  })
  channelUrl: string;
  @ApiProperty({ example: 'America/Chicago' }) timeZone: string;
  @ApiProperty({ example: 'en-US' }) locale: string;
  @ApiProperty({
    enum: SUPPORTED_LANGUAGES,
    example: 'en',
    description: "The site's default language: its texts are the fields themselves",
  })
  defaultLanguage: Language;
  @ApiProperty({
    enum: SUPPORTED_LANGUAGES,
    isArray: true,
    example: ['en', 'es'],
    description: 'The languages the site offers, the default among them, in menu order',
  })
  languages: Language[];
  @ApiProperty({ example: '2026-11-23T16:20:00.000Z', description: 'When the settings were saved' })
  updatedAt: string;
}

/** `GET /api/settings`: what the public pages show, in one language. No e-mail identity, nothing internal. */
export class PublicSettingsDto extends SiteSettingsFieldsDto {
  @ApiProperty({
    enum: SUPPORTED_LANGUAGES,
    example: 'en',
    description:
      "The language the texts of this answer are in: `?lang=`, else the caller's (cookie `lang`, " +
      'Accept-Language), among the offered ones, else the default. A text with no translation is ' +
      "the default language's",
  })
  language: Language;
}

/** Which first steps are done: true once the field differs from a fresh install's (or was saved). */
export class SettingsChecklistDto {
  @ApiProperty({ example: true }) name: boolean;
  @ApiProperty({ example: false }) logo: boolean;
  @ApiProperty({ example: true }) contact: boolean;
  @ApiProperty({ example: false }) postalAddress: boolean;
  @ApiProperty({ example: true }) timeZone: boolean;
  @ApiProperty({ example: false }) channel: boolean;
  @ApiProperty({
    example: false,
    description:
      "The site's e-mail comes from a real address (MAIL_FROM, else the saved sender), not a " +
      "localhost one such as a fresh install's no-reply@localhost",
  })
  sender: boolean;
  @ApiProperty({ example: false, description: 'The checklist was hidden by an administrator' })
  dismissed: boolean;
  @ApiProperty({
    type: [String],
    example: [
      'E-mail goes out from no-reply@localhost, which other mail servers refuse: members cannot sign in, …',
    ],
    description:
      'What stops the site from working for others, for the dashboard to warn about until fixed ' +
      '(even once the checklist is dismissed): a localhost sender, and in production a localhost ' +
      'PUBLIC_URL',
  })
  warnings: string[];
}

/** `GET /api/admin/settings`: every field, the e-mail identity too, and who saved last. */
export class AdminSettingsDto extends SiteSettingsFieldsDto {
  @ApiProperty({
    example: '',
    description: "As saved: '' derives the channel (the public answer resolves it)",
  })
  declare channelUrl: string;
  @ApiProperty({ example: 'Grace Fellowship Chicago' }) senderName: string;
  @ApiProperty({
    example: 'no-reply@gracefellowship.org',
    description: 'MAIL_FROM overrides it when set (see mailFromOverride)',
  })
  senderAddress: string;
  @ApiProperty({ example: '123 Faith Avenue, Springfield, ST 12345' }) mailPostalAddress: string;
  @ApiProperty({ example: 'office@gracefellowship.org' }) replyTo: string;
  @ApiProperty({
    example: false,
    description: 'Newsletter sign-ups wait for a confirmation link e-mailed to the address',
  })
  doubleOptIn: boolean;
  @ApiProperty({ type: 'integer', example: 24, description: 'Months after closing' })
  retainClosedCounselingMonths: number;
  @ApiProperty({ type: 'integer', example: 12, description: "Months after the event's day" })
  retainEventRegistrationsMonths: number;
  @ApiProperty({ type: 'integer', example: 90, description: 'Days after rejection' })
  retainRejectedTestimoniesDays: number;
  @ApiProperty({ type: 'integer', example: 7, description: 'Days after the sign-up' })
  retainUnconfirmedSubscriptionsDays: number;
  @ApiProperty({
    type: 'integer',
    example: 120,
    description: 'A staff session ends after this many minutes without a request',
  })
  staffIdleMinutes: number;
  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'A staff session ends this many hours after its sign-in',
  })
  staffSessionHours: number;
  @ApiProperty({ type: 'integer', example: 730, description: 'Days after the action' })
  retainAuditEventsDays: number;
  @ApiProperty({
    example: false,
    description: 'Every staff member must set up two-factor sign-in after the password step',
  })
  requireTwoFactor: boolean;
  @ApiProperty({ example: false }) bounceMailboxEnabled: boolean;
  @ApiProperty({ example: '' }) bounceMailboxHost: string;
  @ApiProperty({ type: 'integer', example: 993 }) bounceMailboxPort: number;
  @ApiProperty({ example: true }) bounceMailboxTls: boolean;
  @ApiProperty({ example: '' }) bounceMailboxUser: string;
  @ApiProperty({
    example: false,
    description: 'Whether an IMAP password is saved (the password itself is never sent)',
  })
  bounceMailboxPasswordSet: boolean;
  @ApiProperty({ example: 'INBOX' }) bounceMailboxFolder: string;
  @ApiProperty({ example: false, description: 'Campaign opens and clicks are counted' })
  trackOpensAndClicks: boolean;
  @ApiProperty({ example: '', description: "'': the ministry's name" }) podcastTitle: string;
  @ApiProperty({ example: '', description: "'': the tagline" }) podcastDescription: string;
  @ApiProperty({ example: '', description: "'': the ministry's name" }) podcastAuthor: string;
  @ApiProperty({ example: '', description: "'': the sender's name" }) podcastOwnerName: string;
  @ApiProperty({ example: '', description: "'': the reply-to, else the sender address" })
  podcastOwnerEmail: string;
  @ApiProperty({ example: 'Religion & Spirituality' }) podcastCategory: string;
  @ApiProperty({ example: 'Christianity' }) podcastSubcategory: string;
  @ApiProperty({ example: '', description: "'': from the site's locale" })
  podcastLanguage: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/site/podcast-5f0c2b8e1a9d4c37.jpg',
    description: 'Set by the podcast artwork upload; null: none (the feeds then show the logo)',
  })
  podcastArtworkUrl: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description:
      'MAIL_FROM when the server sets it: the From of every e-mail, whatever is saved here',
  })
  mailFromOverride: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ruth Cohen',
    description: 'Who saved last',
  })
  updatedBy: string | null;
  @ApiProperty({ type: SettingsChecklistDto }) checklist: SettingsChecklistDto;
  @ApiProperty({
    type: SettingsTranslationsDto,
    example: { es: { tagline: 'Caminando en Espíritu y en Verdad' } },
    description:
      "The ministry's texts in its other languages, as saved (only texts written); the fields above are the default language's",
  })
  translations: SettingsTranslationsDto;
}

/** One of Apple Podcasts' categories and its subcategories (possibly none). */
export class PodcastCategoryDto {
  @ApiProperty({ example: 'Religion & Spirituality' })
  name: string;

  @ApiProperty({ type: [String], example: ['Buddhism', 'Christianity', 'Hinduism'] })
  subcategories: string[];
}
