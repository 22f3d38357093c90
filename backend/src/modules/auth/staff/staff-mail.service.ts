import { Inject, Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import { ROLE_LABELS, type StaffRole } from '../../../common/access/permissions';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { MailTransportService } from '../../email/mail/mail-transport.service';
import { SettingsService } from '../../settings/settings.service';

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
  ) {}

  async invitation(
    email: string,
    role: StaffRole,
    token: string,
    invitedBy: string,
  ): Promise<void> {
    const ministry = this.settings.mailIdentity().ministryName;
    await this.send({
      to: email,
      subject: `You are invited to join the ${ministry} team`,
      paragraphs: [
        `${invitedBy} invited you to help run the ${ministry} website as ${ROLE_LABELS[role]}.`,
        'Open the link below to choose your name and password. It works once, within 72 hours.',
        'If you did not expect this invitation, you can ignore this e-mail.',
      ],
      link: { url: this.link(INVITE_PATH, token), label: 'Accept the invitation' },
    });
  }

  async passwordReset(email: string, token: string): Promise<void> {
    const ministry = this.settings.mailIdentity().ministryName;
    await this.send({
      to: email,
      subject: `Reset your ${ministry} password`,
      paragraphs: [
        `Someone asked to reset the password of your ${ministry} staff account.`,
        'Open the link below to choose a new password. It works once, within one hour, and signs out ' +
          'every device signed in to your account.',
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
      link: { url: this.link(RESET_PATH, token), label: 'Choose a new password' },
    });
  }

  /**
   * Someone who knows the account's password keeps failing its second step: the owner should change
   * the password (the link is the reset one's form, asked for from the sign-in page).
   */
  async secondFactorLocked(email: string, failures: number, waitMinutes: number): Promise<void> {
    const ministry = this.settings.mailIdentity().ministryName;
    await this.send({
      to: email,
      subject: `Someone has your ${ministry} password`,
      paragraphs: [
        `Your ${ministry} staff password was entered correctly, followed by ${failures} wrong ` +
          'two-factor codes. Whoever it was knows your password but not your second factor.',
        `Two-factor sign-in to your account now waits ${waitMinutes} minute(s) between attempts, ` +
          'longer with each further wrong code. Change your password as soon as you can: open the ' +
          'link below and choose "Forgot password?".',
        'If these attempts were yours, you can ignore this e-mail.',
      ],
      link: { url: `${this.config.publicUrl}/admin/login`, label: 'Open the sign-in page' },
    });
  }

  private link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${token}`;
  }

  private async send(mail: AccountMail): Promise<void> {
    const identity = this.settings.mailIdentity();
    const text = [...mail.paragraphs.slice(0, -1), mail.link.url, mail.paragraphs.at(-1)].join(
      '\n\n',
    );
    const html =
      mail.paragraphs
        .slice(0, -1)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('') +
      `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>` +
      `<p>${escapeHtml(mail.paragraphs.at(-1) ?? '')}</p>` +
      `<p>${escapeHtml(identity.ministryName)}</p>`;
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
