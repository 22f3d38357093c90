import { Inject, Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import type { IncomingMessage } from 'node:http';
import { MessageCatalogues } from '../../../common/i18n/catalogues';
import { SiteLanguages } from '../../../common/i18n/site-languages';
import { SOURCE_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-token';
import type { OfferedLanguages } from '../campaigns/campaign-versions';
import {
  FRAME_LABELS,
  headerSafe,
  type MailBody,
  type MailFrame,
  type MailRecipient,
  renderMail,
  type RenderedMail,
} from './render';
import type { PageLook } from '../unsubscribe/unsubscribe-page';

/** The unsubscribe page and its one-click POST (authorised by the token in the link). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Why people get each kind of message (the footer sentence). */
export const MAIL_REASONS = {
  campaign:
    'You are receiving this e-mail because you joined our community or subscribed to our newsletter.',
  welcome: 'You are receiving this e-mail because you subscribed to our newsletter.',
  confirmation:
    'You are receiving this e-mail because this address was entered in a sign-up form on our website.',
  counseling:
    'You are receiving this e-mail because you asked our ministry team for counseling by e-mail.',
  test: 'This is a test message sent by a ministry administrator.',
  signIn:
    'You are receiving this e-mail because this address was entered on our community page. If that ' +
    'was not you, you can ignore it: nothing happens without the link.',
  emailChange:
    'You are receiving this e-mail because someone asked to use this address for a community account.',
  emailChanged:
    'You are receiving this e-mail because this address was the one of a community account until now.',
} as const;

/** The unsubscribe link's words in every footer (a catalogue text: member-mail.messages.ts). */
export const UNSUBSCRIBE_LABEL = 'Unsubscribe';

/** What a campaign's message adds (see CampaignTracking): its own Message-ID, links and footer. */
/** A recipient's language, the ministry's name in it and its texts (`MailComposerService.wordingIn`). */
export interface MailWording {
  language: Language;
  ministry: string;
  t: (msgid: string, values?: Record<string, string>) => string;
}

export interface ComposeOptions {
  messageId?: string;
  unsubscribeUrl?: string;
  tracking?: MailFrame['tracking'];
  /** The recipient's language: the frame's words and the ministry's names in it (else English). */
  language?: Language;
}

/** Turns a body and a recipient into a complete, lawful message: frame, unsubscribe link and headers. */
@Injectable()
export class MailComposerService {
  readonly tokens: UnsubscribeTokens;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly catalogues: MessageCatalogues,
    private readonly languages: SiteLanguages,
  ) {
    this.tokens = new UnsubscribeTokens(config.mail.tokenSecret);
  }

  /**
   * What a page opened from an e-mail wears and says, in the request's language (its `lang` query or
   * cookie, else the browser's):
   * the site's accent colour, logo and favicon now, the ministry's name and the page's words in it.
   */
  pageLookFor(req: Pick<IncomingMessage, 'headers'> & { url?: string }): PageLook {
    const language = this.languages.of(req);
    const { accentColor, logoUrl, faviconUrl } = this.settings.publicSettings();
    const { ministry, t } = this.wordingIn(language);
    return { ministryName: ministry, accentColor, logoUrl, faviconUrl, language, text: t };
  }

  /** The ministry's name as the settings hold it now (mail frames, signatures, the unsubscribe page). */
  get ministryName(): string {
    return this.settings.mailIdentity().ministryName;
  }

  /** The language a recipient's mail is written in (theirs when offered, else the site's default). */
  mailLanguage(recorded: string | undefined): Language {
    return this.settings.mailLanguage(recorded);
  }

  /** The languages the site offers now: a campaign's versions are chosen among them. */
  offeredLanguages(): OfferedLanguages {
    const { defaultLanguage, languages } = this.settings.values();
    return { defaultLanguage, languages };
  }

  /** The ministry's name in `language` (the default language's where it has none). */
  ministryNameIn(language: Language): string {
    return this.settings.mailIdentity(language).ministryName;
  }

  /**
   * What a mail to one recipient is written with: their language (theirs while the site offers it,
   * else the default), the ministry's name in it, and `t`: a mail text (an ICU message of a
   * `*.messages.ts` file) in it, with its values put in.
   */
  wordingIn(recorded: string | undefined): MailWording {
    const language = this.mailLanguage(recorded);
    return {
      language,
      ministry: this.ministryNameIn(language),
      t: (msgid, values = {}) => this.catalogues.format(msgid, language, values),
    };
  }

  unsubscribeUrl(email: string): string {
    return this.unsubscribeUrlOf(this.tokens.create(email));
  }

  /** The unsubscribe page's address for a given token. */
  unsubscribeUrlOf(token: string): string {
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  }

  /** An absolute address for a link stored as a site path (e.g. an uploaded video). */
  absoluteUrl(pathOrUrl: string): string {
    return pathOrUrl.startsWith('/') ? `${this.config.publicUrl}${pathOrUrl}` : pathOrUrl;
  }

  render(
    body: MailBody,
    recipient: MailRecipient,
    reason: string,
    unsubscribeUrl = this.unsubscribeUrl(recipient.email),
    tracking?: MailFrame['tracking'],
    language?: Language,
  ): RenderedMail {
    const identity = this.settings.mailIdentity(language);
    const translated = language !== undefined && language !== SOURCE_LANGUAGE;
    return renderMail(
      { ...body, videoUrl: body.videoUrl ? this.absoluteUrl(body.videoUrl) : null },
      recipient,
      {
        ministryName: identity.ministryName,
        postalAddress: identity.postalAddress,
        siteUrl: this.config.publicUrl,
        unsubscribeUrl,
        reason: translated ? this.catalogues.translate(reason, language) : reason,
        ...(translated
          ? {
              language,
              unsubscribeLabel: this.catalogues.format(UNSUBSCRIBE_LABEL, language),
              labels: {
                watchVideo: this.catalogues.format(FRAME_LABELS.watchVideo, language),
                lessons: this.catalogues.format(FRAME_LABELS.lessons, language),
              },
            }
          : {}),
        ...(tracking
          ? {
              tracking: translated
                ? { ...tracking, note: this.catalogues.translate(tracking.note, language) }
                : tracking,
            }
          : {}),
      },
    );
  }

  /** The message as nodemailer sends it, with RFC 8058 one-click unsubscribe headers. */
  compose(
    body: MailBody,
    recipient: MailRecipient,
    reason: string,
    extraHeaders: Record<string, string> = {},
    options: ComposeOptions = {},
  ): SendMailOptions {
    const unsubscribeUrl = options.unsubscribeUrl ?? this.unsubscribeUrl(recipient.email);
    const rendered = this.render(
      body,
      recipient,
      reason,
      unsubscribeUrl,
      options.tracking,
      options.language,
    );
    const identity = this.settings.mailIdentity(options.language);
    const mailto = `mailto:${identity.unsubscribeMailto}?subject=unsubscribe`;
    return {
      // MAIL_FROM when set, else the settings' sender name and address.
      from:
        typeof identity.from === 'string'
          ? identity.from
          : { name: headerSafe(identity.from.name), address: identity.from.address },
      // The sender is usually a no-reply mailbox; answers go to one the ministry reads.
      ...(identity.replyTo ? { replyTo: identity.replyTo } : {}),
      to: { name: headerSafe(recipient.name), address: headerSafe(recipient.email) },
      ...(options.messageId ? { messageId: options.messageId } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      // One List-Unsubscribe header holding both forms (a nested list); two headers would break
      // the one-click detection of mail providers.
      list: { unsubscribe: [[unsubscribeUrl, mailto]] },
      headers: {
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        ...Object.fromEntries(
          Object.entries(extraHeaders).map(([k, v]) => [headerSafe(k), headerSafe(v)]),
        ),
      },
    };
  }
}
