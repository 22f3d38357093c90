import { type AuditChange, diffChanges } from '../../common/audit/audit-changes';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
  OnModuleInit,
  Optional,
} from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHash } from 'node:crypto';
import type { SignedInUser } from '../../common/access/principals';
import { DomainEvents, type SenderTestRequestedEvent } from '../../common/events/domain-events';
import { PageSettings } from '../../common/http/page-settings';
import { supportedLanguage, type Language } from '../../common/i18n/languages';
import type { StoredAnswer } from '../../common/http/public-reads';
import {
  APP_CONFIG,
  AppConfig,
  DEFAULT_INFO_EMAIL,
  DEFAULT_MINISTRY_NAME,
  DEFAULT_POSTAL_ADDRESS,
} from '../../config/app-config';
import { UsersService } from '../auth/users.service';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { PublicCacheService, REVALIDATE } from '../content-cache/public-cache.service';
import { StoredFiles } from '../storage/stored-files.service';
import { VideoCatalogService } from '../videos/video-catalog.service';
import type { AdminSettingsDto, PublicSettingsDto, SettingsChecklistDto } from './dto/settings.dto';
import type { SaveSettingsDto } from './dto/settings-input.dto';
import type { SiteSettings } from './entities/site-settings.entity';
import { processLogo, type SiteImage } from './logo-image';
import { NoAddressForTestError } from './settings.errors';
import { mailLoopSettings, withoutPasswordInputs } from './mail-loop-settings';
import { languageSettings } from './language-settings';
import { podcastSettings } from './podcast-input';
import { processPodcastArtwork, type PodcastIdentity } from './podcast-settings';
import { SettingsRepository } from './settings.repository';
import { isLocalAddress, isLocalHost } from './settings-rules';
import {
  defaultSettings,
  publicValues,
  SPEC_TEXTS,
  type SettingsValues,
  valuesIn,
  withDefaults,
} from './settings-values';
import { SettingsAnswers } from './settings-answers.messages';

export { NO_ADDRESS_FOR_TEST } from './settings.errors';

/** Where the logo and favicon are served (outside /api, like the other media). */
export const SITE_MEDIA_PATH = '/media/site/';

/**
 * A safety net only (a restore, a change made in SQL): every announced change is read at once. A
 * reading that finds nothing new changes nothing.
 */
const REREAD_MS = 10 * 60 * 1000;

/** A channel id as YouTube writes them (UC + 22); anything else is not put into a link. */
const CHANNEL_ID = /^[\w-]{1,64}$/;

/** Without a channel, a search for the ministry is the closest thing to its channel. */
export function derivedChannelUrl(channelId: string | undefined, ministryName: string): string {
  return channelId && CHANNEL_ID.test(channelId)
    ? `https://www.youtube.com/channel/${channelId}`
    : `https://www.youtube.com/results?search_query=${encodeURIComponent(ministryName)}`;
}

/** Who a message is from and what its frame prints, as the mailer needs them. */
export interface MailIdentity {
  /** MAIL_FROM as configured, or the settings' sender. */
  from: string | { name: string; address: string };
  /** Undefined when the settings leave it empty. */
  replyTo: string | undefined;
  ministryName: string;
  /** The address printed in every message: the e-mail one, else the contact one. */
  postalAddress: string;
  /** The e-mail postal address as saved: '' means campaigns may not be sent. */
  campaignPostalAddress: string;
  /** The mailbox of List-Unsubscribe's mailto: MAIL_UNSUBSCRIBE_MAILTO, else the sender's address. */
  unsubscribeMailto: string;
}

interface Loaded {
  values: SettingsValues;
  /** The row's jsonb: what was ever saved. */
  stored: Partial<SettingsValues>;
  logo: SiteImage | null;
  favicon: SiteImage | null;
  podcastArtwork: SiteImage | null;
  checklistDismissed: boolean;
  updatedAt: Date;
  updatedBy: number | null;
  publicSettings: PublicSettingsDto;
  answer: StoredAnswer;
  /** Each offered language's public settings and answer (the default language's are those above). */
  byLanguage: ReadonlyMap<Language, { publicSettings: PublicSettingsDto; answer: StoredAnswer }>;
}

/**
 * The site settings, held in memory by every process (API and workers): read at start, and read again
 * whenever any process announces the topic `settings` (a save) or `videos` (the derived channel). Each
 * reading hands the public settings to the core's PageSettings (the served page), stores the answer of
 * `GET /api/settings`, and drops the cached public answers that depend on settings.
 */
@Injectable()
export class SettingsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SettingsService.name);
  private readonly defaults: SettingsValues;
  private loaded: Loaded | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private rereadTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: SettingsRepository,
    private readonly changes: ContentChangesService,
    private readonly pageSettings: PageSettings,
    private readonly files: StoredFiles,
    private readonly videos: VideoCatalogService,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
    @Optional() private readonly publicCache?: PublicCacheService,
  ) {
    this.defaults = defaultSettings(config);
    changes.onChange((topics) => {
      // A catalogue change matters only while the channel is derived from the synced videos.
      const channelDerived = !this.loaded?.values.channelUrl && !config.youtube.channelId;
      if (topics.includes('settings') || (topics.includes('videos') && channelDerived)) {
        this.reload().catch((error: Error) =>
          this.logger.error(`Could not read the settings again: ${error.message}`),
        );
      }
    });
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.rereadTimer = setInterval(() => {
      this.reload().catch((error: Error) =>
        this.logger.warn(`Could not read the settings again: ${error.message}`),
      );
    }, REREAD_MS);
    this.rereadTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.rereadTimer);
  }

  /** The settings as last read (read at start, so always there once the app runs). */
  private get current(): Loaded {
    if (!this.loaded) throw new Error('The settings have not been read yet');
    return this.loaded;
  }

  values(): SettingsValues {
    return this.current.values;
  }

  publicSettings(): PublicSettingsDto {
    return this.current.publicSettings;
  }

  /**
   * `GET /api/settings` as stored bytes, with its ETag: in `language` when the site offers it, else
   * in the default language.
   */
  publicAnswer(language?: Language): StoredAnswer {
    const loaded = this.current;
    return (language && loaded.byLanguage.get(language)?.answer) || loaded.answer;
  }

  /** The public settings as `language` shows them (the default language's when not offered). */
  publicSettingsIn(language: Language): PublicSettingsDto {
    const loaded = this.current;
    return loaded.byLanguage.get(language)?.publicSettings ?? loaded.publicSettings;
  }

  /** The languages the site offers, and its default. */
  languages(): { defaultLanguage: Language; languages: readonly Language[] } {
    const { defaultLanguage, languages } = this.current.values;
    return { defaultLanguage, languages };
  }

  /** The settings' values with the texts of `language` (the default's where it has none). */
  valuesIn(language: Language | undefined): SettingsValues {
    return language ? valuesIn(this.current.values, language) : this.current.values;
  }

  /** A served site file (`logo-….png`, `favicon-….png`) by name. */
  siteFile(name: string): SiteImage | undefined {
    const { logo, favicon, podcastArtwork } = this.current;
    return [logo, favicon, podcastArtwork].find((file) => file?.name === name) ?? undefined;
  }

  /**
   * The language a recipient's mail is written in: theirs when the site offers it, else the site's
   * default (a language taken off the site, or none recorded).
   */
  mailLanguage(recorded: string | undefined): Language {
    const { defaultLanguage, languages } = this.current.values;
    const language = supportedLanguage(recorded);
    return language && languages.includes(language) ? language : defaultLanguage;
  }

  /** Who mail is from and what its frame prints; the names in `language` when given. */
  mailIdentity(language?: Language): MailIdentity {
    const values = this.valuesIn(language);
    const { mail } = this.config;
    return {
      from: mail.fromConfigured
        ? mail.from
        : { name: values.senderName, address: values.senderAddress },
      replyTo: values.replyTo || undefined,
      ministryName: values.ministryName,
      postalAddress: values.mailPostalAddress || values.postalAddress,
      campaignPostalAddress: values.mailPostalAddress,
      unsubscribeMailto:
        mail.unsubscribeMailtoConfigured || mail.fromConfigured
          ? mail.unsubscribeMailto
          : values.senderAddress,
    };
  }

  /**
   * The podcast as the feeds print it: what the Podcast settings say, and where they leave a text
   * empty, the site's name, tagline and mail identity.
   */
  podcast(): PodcastIdentity {
    const { values, podcastArtwork, logo } = this.current;
    const identity = this.mailIdentity();
    const sender = typeof identity.from === 'string' ? undefined : identity.from;
    return {
      title: values.podcastTitle || values.ministryName,
      description: values.podcastDescription || values.tagline || values.ministryName,
      author: values.podcastAuthor || values.ministryName,
      ownerName:
        values.podcastOwnerName || sender?.name || values.senderName || values.ministryName,
      ownerEmail:
        values.podcastOwnerEmail || values.replyTo || values.email || values.senderAddress,
      category: values.podcastCategory,
      subcategory: values.podcastSubcategory,
      language: values.podcastLanguage || values.locale.toLowerCase(),
      // Podcast apps take JPEG or PNG artwork only (the logo may be a WebP).
      artworkPath: podcastArtwork
        ? SITE_MEDIA_PATH + podcastArtwork.name
        : logo && /\.(png|jpg)$/.test(logo.name)
          ? SITE_MEDIA_PATH + logo.name
          : null,
    };
  }

  async adminSettings(): Promise<AdminSettingsDto> {
    const loaded = this.current;
    const updatedBy =
      loaded.updatedBy === null
        ? null
        : ((await this.users.displayNames([loaded.updatedBy])).get(loaded.updatedBy) ?? null);
    // The mailbox's password is never sent back, not even encrypted: only whether one is saved.
    const { bounceMailboxPassword, ...values } = loaded.values;
    // The fields are the default language's; `language` belongs to the public answer only.
    const { language: _language, ...publicSettings } = loaded.publicSettings;
    return {
      ...publicSettings,
      ...values,
      bounceMailboxPasswordSet: bounceMailboxPassword !== '',
      serviceTimes: loaded.values.serviceTimes.map((row) => ({ ...row })),
      podcastArtworkUrl: loaded.podcastArtwork
        ? SITE_MEDIA_PATH + loaded.podcastArtwork.name
        : null,
      mailFromOverride: this.config.mail.fromConfigured ? this.config.mail.from : null,
      updatedBy,
      checklist: this.checklist(loaded),
    };
  }

  /** The address the site's e-mail comes from: MAIL_FROM when set, else the saved sender. */
  private senderAddress(loaded: Loaded): string {
    return this.config.mail.fromConfigured
      ? this.config.mail.fromAddress
      : loaded.values.senderAddress;
  }

  /**
   * What keeps the site from working for anyone else, until fixed: mail from a localhost sender is
   * refused (and member sign-in is by e-mail), and links to a localhost PUBLIC_URL lead nowhere.
   */
  private setupWarnings(loaded: Loaded): string[] {
    const warnings: string[] = [];
    const sender = this.senderAddress(loaded);
    if (isLocalAddress(sender))
      warnings.push(
        `E-mail goes out from ${sender}, which other mail servers refuse: members cannot sign in, ` +
          (this.config.mail.fromConfigured
            ? 'and counseling replies do not arrive. Set MAIL_FROM on the server to an address at ' +
              "your ministry's domain."
            : 'and counseling replies do not arrive. Enter a sender address at your ministry’s ' +
              'domain under Settings → E-mail identity, then send yourself a test.'),
      );
    if (
      this.config.nodeEnv === 'production' &&
      isLocalHost(new URL(this.config.publicUrl).hostname)
    )
      warnings.push(
        `PUBLIC_URL is ${this.config.publicUrl}: the links in e-mails (sign-in, unsubscribe) and ` +
          "the site's own addresses point at this server's machine. Set PUBLIC_URL on the server " +
          "to the site's public address.",
      );
    return warnings;
  }

  /**
   * The checklist's "Send me a test": announces it to the e-mail module, which queues it like every
   * other message (the worker sends it from the sender the site uses).
   */
  async requestSenderTest(user: SignedInUser): Promise<{ message: string }> {
    const email = user.email?.trim();
    if (!email) throw new NoAddressForTestError();
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    const event: SenderTestRequestedEvent = { email, name };
    await this.events.emitAsync(DomainEvents.senderTestRequested, event);
    return {
      message: SettingsAnswers.testSent(email, this.senderAddress(this.current)),
    };
  }

  /** Saves every editable field; answers the settings and the fields whose values changed. */
  async save(
    input: SaveSettingsDto,
    userId: number,
  ): Promise<{ settings: AdminSettingsDto; changes: AuditChange[] }> {
    // The row exists first (a restore may have left none): an update of no row would lose the save.
    // The privacy fields a body leaves out keep what is saved (older clients do not send them).
    const saved = withDefaults((await this.row()).values, this.defaults);
    const values: SettingsValues = {
      ...withoutPasswordInputs(input),
      serviceTimes: input.serviceTimes.map(({ name, days, time }) => ({ name, days, time })),
      doubleOptIn: input.doubleOptIn ?? saved.doubleOptIn,
      retainClosedCounselingMonths:
        input.retainClosedCounselingMonths ?? saved.retainClosedCounselingMonths,
      retainEventRegistrationsMonths:
        input.retainEventRegistrationsMonths ?? saved.retainEventRegistrationsMonths,
      retainRejectedTestimoniesDays:
        input.retainRejectedTestimoniesDays ?? saved.retainRejectedTestimoniesDays,
      retainUnconfirmedSubscriptionsDays:
        input.retainUnconfirmedSubscriptionsDays ?? saved.retainUnconfirmedSubscriptionsDays,
      staffIdleMinutes: input.staffIdleMinutes ?? saved.staffIdleMinutes,
      staffSessionHours: input.staffSessionHours ?? saved.staffSessionHours,
      retainAuditEventsDays: input.retainAuditEventsDays ?? saved.retainAuditEventsDays,
      requireTwoFactor: input.requireTwoFactor ?? saved.requireTwoFactor,
      ...mailLoopSettings(input, saved),
      ...podcastSettings(input, saved),
      ...languageSettings(input, saved),
    };
    await this.rows.update({ values, updatedBy: userId });
    return { settings: await this.changed(), changes: diffChanges({ ...saved }, { ...values }) };
  }

  async setLogo(upload: Buffer, userId: number): Promise<AdminSettingsDto> {
    const { logo, favicon } = await processLogo(upload);
    const logoFile = `site/${logo.name}`;
    const faviconFile = `site/${favicon.name}`;
    await this.files.put(logoFile, logo);
    await this.files.put(faviconFile, favicon);
    const before = await this.row();
    await this.rows.update({ logoFile, faviconFile, updatedBy: userId });
    await this.files.remove(
      ...[before.logoFile, before.faviconFile].filter(
        (key): key is string => !!key && key !== logoFile && key !== faviconFile,
      ),
    );
    return this.changed();
  }

  async removeLogo(userId: number): Promise<AdminSettingsDto> {
    const before = await this.row();
    await this.rows.update({ logoFile: null, faviconFile: null, updatedBy: userId });
    await this.files.remove(
      ...[before.logoFile, before.faviconFile].filter((key): key is string => !!key),
    );
    return this.changed();
  }

  async setPodcastArtwork(upload: Buffer, userId: number): Promise<AdminSettingsDto> {
    const artwork = await processPodcastArtwork(upload);
    const key = `site/${artwork.name}`;
    await this.files.put(key, artwork);
    const before = await this.row();
    await this.rows.update({ podcastArtworkFile: key, updatedBy: userId });
    if (before.podcastArtworkFile && before.podcastArtworkFile !== key)
      await this.files.remove(before.podcastArtworkFile);
    return this.changed();
  }

  async removePodcastArtwork(userId: number): Promise<AdminSettingsDto> {
    const before = await this.row();
    await this.rows.update({ podcastArtworkFile: null, updatedBy: userId });
    if (before.podcastArtworkFile) await this.files.remove(before.podcastArtworkFile);
    return this.changed();
  }

  async dismissChecklist(): Promise<AdminSettingsDto> {
    await this.rows.update({ checklistDismissed: true });
    return this.changed();
  }

  /** Tells every process (this one at once) and answers with what is now saved. */
  private async changed(): Promise<AdminSettingsDto> {
    await this.changes.publish('settings');
    await this.reload();
    return this.adminSettings();
  }

  /** Reads the settings again; calls made while a reading runs share one more reading after it. */
  reload(): Promise<void> {
    if (!this.running) {
      const running = this.load().finally(() => {
        if (this.running === running) this.running = undefined;
      });
      this.running = running;
      return running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.reload();
      });
    return this.queued;
  }

  private row(): Promise<SiteSettings> {
    return this.rows.row();
  }

  private async load(): Promise<void> {
    const row = await this.row();
    const previous = this.loaded;
    const values = withDefaults(row.values, this.defaults);
    const logo = await this.file(row.logoFile, previous?.logo);
    const favicon = await this.file(row.faviconFile, previous?.favicon);
    const podcastArtwork = await this.file(row.podcastArtworkFile, previous?.podcastArtwork);
    // The derived channel searches for the default language's name, in every language.
    const channelUrl = values.channelUrl || (await this.derivedChannel(values.ministryName));
    const updatedAt = row.updatedAt.toISOString();
    const byLanguage = new Map<
      Language,
      { publicSettings: PublicSettingsDto; answer: StoredAnswer }
    >();
    for (const language of values.languages) {
      const shown = valuesIn(values, language);
      const publicSettings: PublicSettingsDto = {
        ...publicValues(shown),
        serviceTimes: shown.serviceTimes.map((service) => ({ ...service })),
        languages: [...values.languages],
        language,
        channelUrl,
        logoUrl: logo ? SITE_MEDIA_PATH + logo.name : null,
        faviconUrl: favicon ? SITE_MEDIA_PATH + favicon.name : null,
        updatedAt,
      };
      const answer = storedAnswer(publicSettings, values.languages.length > 1);
      byLanguage.set(language, { publicSettings, answer });
    }
    const { publicSettings, answer } = byLanguage.get(values.defaultLanguage)!;
    this.loaded = {
      values,
      stored: row.values,
      logo,
      favicon,
      podcastArtwork,
      checklistDismissed: row.checklistDismissed,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      publicSettings,
      answer,
      byLanguage,
    };
    const version = pageVersion(byLanguage);
    if (previous && pageVersion(previous.byLanguage) === version) return;
    // The version is the public answers' own: a derived value (the channel after a sync, a logo file
    // gone) renders `/` again as surely as a save does.
    this.pageSettings.set({
      version,
      settings: { ...publicSettings },
      settingsByLanguage: Object.fromEntries(
        [...byLanguage].map(([language, each]) => [language, { ...each.publicSettings }]),
      ),
    });
    // Cached answers computed with the settings before this reading (site, events, feeds) go now.
    this.publicCache?.invalidate(['settings', 'events']);
  }

  private async file(key: string | null, held: SiteImage | null | undefined) {
    if (!key) return null;
    const name = key.slice(key.lastIndexOf('/') + 1);
    if (held?.name === name) return held;
    const content = await this.files.get(key);
    if (!content) {
      this.logger.warn(`The stored file ${key} is missing`);
      return null;
    }
    return { name, ...content };
  }

  /** The configured channel, else the one most synced videos came from. */
  private async derivedChannel(ministryName: string): Promise<string> {
    const id = this.config.youtube.channelId ?? (await this.videos.mostCommonChannelId());
    return derivedChannelUrl(id, ministryName);
  }

  private checklist(loaded: Loaded): SettingsChecklistDto {
    const { values, stored } = loaded;
    const samples = SPEC_TEXTS;
    return {
      // Placeholders are the spec's samples; a name or address from the configuration counts as done.
      name: values.ministryName !== DEFAULT_MINISTRY_NAME,
      logo: loaded.logo !== null,
      contact:
        values.phone !== samples.phone ||
        (values.email !== DEFAULT_INFO_EMAIL && values.email !== '') ||
        JSON.stringify(values.serviceTimes) !== JSON.stringify(samples.serviceTimes),
      postalAddress:
        values.postalAddress !== DEFAULT_POSTAL_ADDRESS &&
        values.mailPostalAddress !== DEFAULT_POSTAL_ADDRESS &&
        values.mailPostalAddress !== '',
      // The default zone may be right already: saving it confirms it.
      timeZone: stored.timeZone !== undefined || values.timeZone !== 'UTC',
      channel: values.channelUrl !== '' || this.config.youtube.channelId !== undefined,
      sender: !isLocalAddress(this.senderAddress(loaded)),
      dismissed: loaded.checklistDismissed,
      warnings: this.setupWarnings(loaded),
    };
  }
}

/** The public answer's bytes, validator and caching, made once per reading. */
function storedAnswer(publicSettings: PublicSettingsDto, negotiated: boolean): StoredAnswer {
  const body = Buffer.from(JSON.stringify(publicSettings));
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    contentType: 'application/json; charset=utf-8',
    cacheControl: REVALIDATE,
    // With one language every caller gets the same bytes; with several, the language is theirs.
    ...(negotiated ? { vary: 'Accept-Language, Cookie' } : {}),
  };
}

/** The ETag of the one public answer, or of them all when the site offers several languages. */
function pageVersion(byLanguage: Loaded['byLanguage']): string {
  const etags = [...byLanguage.values()].map((each) => each.answer.etag);
  if (etags.length === 1) return etags[0]!;
  return `"${createHash('sha1').update(etags.join(',')).digest('base64url')}"`;
}
