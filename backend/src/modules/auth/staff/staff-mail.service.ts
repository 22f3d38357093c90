import { Inject, Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import type { StaffRole } from '../../../common/access/permissions';
import { textDirection, type Language } from '../../../common/i18n/languages';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { MailComposerService } from '../../email/mail/mail-composer.service';
import { MailTransportService } from '../../email/mail/mail-transport.service';
import { SettingsService } from '../../settings/settings.service';
import { StaffMailMessages as M } from './staff-mail.messages';

/** Paths of the admin screens the links open (the admin remote, via the shell). */
export const INVITE_PATH = '/admin/invite';
export const RESET_PATH = '/admin/reset-password';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** A header value on one line: no control character (CR, LF) can start another header. */
const headerSafe = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

interface AccountMail {
  to: string;
  subject: string;
  paragraphs: string[];
  link: { url: string; label: string };
}

/**
 * The staff account e-mails (an invitation, a password-reset link): sent at once through the platform's
 * one mail transport, from the ministry's sender. They are account messages, not marketing: no
 * unsubscribe link, and they go even to an address that unsubscribed from campaigns.
 */
@Injectable()
export class StaffMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: MailTransportService,
    private readonly settings: SettingsService,
    private readonly composer: MailComposerService,
  ) {}

  async invitation(
    email: string,
    role: StaffRole,
    token: string,
    invitedBy: string,
    language?: Language,
  ): Promise<void> {
    const { t, ministry } = this.composer.wordingIn(language);
    await this.send(language, {
      to: email,
      subject: t(M.invitationSubject, { ministry }),
      paragraphs: [
        t(M.invitationOpening, { invitedBy, ministry, role: t(M[role]) }),
        t(M.invitationHowTo),
        t(M.invitationIgnore),
      ],
      link: { url: this.link(INVITE_PATH, token), label: t(M.invitationAction) },
    });
  }

  async passwordReset(email: string, token: string, language?: Language): Promise<void> {
    const { t, ministry } = this.composer.wordingIn(language);
    await this.send(language, {
      to: email,
      subject: t(M.resetSubject, { ministry }),
      paragraphs: [t(M.resetOpening, { ministry }), t(M.resetHowTo), t(M.resetIgnore)],
      link: { url: this.link(RESET_PATH, token), label: t(M.resetAction) },
    });
  }

  /**
   * Someone who knows the account's password keeps failing its second step: the owner should change
   * the password (the link is the reset one's form, asked for from the sign-in page).
   */
  async secondFactorLocked(
    email: string,
    failures: number,
    waitMinutes: number,
    language?: Language,
  ): Promise<void> {
    const { t, ministry } = this.composer.wordingIn(language);
    await this.send(language, {
      to: email,
      subject: t(M.lockedSubject, { ministry }),
      paragraphs: [
        t(M.lockedOpening, { ministry, failures: String(failures) }),
        t(M.lockedWait, { minutes: String(waitMinutes) }),
        t(M.lockedIgnore),
      ],
      link: { url: `${this.config.publicUrl}/admin/login`, label: t(M.lockedAction) },
    });
  }

  private link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${token}`;
  }

  private async send(language: Language | undefined, mail: AccountMail): Promise<void> {
    const shown = this.settings.mailLanguage(language);
    const identity = this.settings.mailIdentity(shown);
    const text = [...mail.paragraphs.slice(0, -1), mail.link.url, mail.paragraphs.at(-1)].join(
      '\n\n',
    );
    const html =
      `<div lang="${shown}" dir="${textDirection(shown)}">` +
      mail.paragraphs
        .slice(0, -1)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('') +
      `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>` +
      `<p>${escapeHtml(mail.paragraphs.at(-1) ?? '')}</p>` +
      `<p>${escapeHtml(identity.ministryName)}</p></div>`;
    const message: SendMailOptions = {
      from:
        typeof identity.from === 'string'
          ? identity.from
          : { name: headerSafe(identity.from.name), address: identity.from.address },
      ...(identity.replyTo ? { replyTo: identity.replyTo } : {}),
      to: headerSafe(mail.to),
      subject: headerSafe(mail.subject),
      text,
      html,
    };
    await this.transport.send(message);
  }
}
