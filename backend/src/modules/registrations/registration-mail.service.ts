import { Inject, Injectable, Logger } from '@nestjs/common';
import QRCode from 'qrcode';
import type { SendMailOptions } from 'nodemailer';
import { PageSettings } from '../../common/http/page-settings';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { fieldCipher } from '../../encryption/field-cipher';
import { MailComposerService } from '../email/mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../email/mail/mail-transport.service';
import { renderEventCalendar, MINISTRY_CALENDAR_NAME } from '../events/event-calendar';
import { answerLines } from './registration-rules';
import { MANAGE_PATH } from './registrations.constants';
import { type MailContext, RegistrationsRepository } from './registrations.repository';

const REASON =
  'You are receiving this e-mail because this address was used to register for an event on our ' +
  'website.';

/** What the QR code of a ticket holds: the ticket's code, read by the check-in screen. */
export function ticketText(ticketCode: string): string {
  return `ticket:${ticketCode}`;
}

/**
 * Sends the registration outbox: the confirmation (with the event as an .ics file, the QR code
 * ticket and the manage link), the promotion from the waitlist, the reminder and the cancellation.
 * Sent to whoever registered even if they unsubscribed from campaigns: they asked for it.
 */
@Injectable()
export class RegistrationMailService {
  private readonly logger = new Logger('RegistrationMail');

  constructor(
    private readonly repo: RegistrationsRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
    private readonly pageSettings: PageSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends one outbox row, unless it is sent already (a repeated job sends nothing twice). */
  async send(mailId: number): Promise<string> {
    const context = await this.repo.mailContext(mailId);
    if (!context) return 'gone';
    if (context.mail.sentAt) return 'already sent';
    if (context.registration.status === 'cancelled' && context.mail.kind !== 'cancelled') {
      await this.repo.markMailSent(mailId);
      return 'cancelled since';
    }
    const message = await this.compose(context);
    try {
      await this.transport.send(message);
    } catch (error) {
      if (isTemporaryMailError(error)) throw error; // retried with backoff
      this.logger.warn(
        `Permanent failure sending registration mail ${mailId}: ${mailErrorText(error)}`,
      );
      await this.repo.markMailSent(mailId);
      return `failed: ${mailErrorText(error)}`;
    }
    await this.repo.markMailSent(mailId);
    return 'sent';
  }

  async compose(context: MailContext): Promise<SendMailOptions> {
    const { mail, registration, event, settings } = context;
    const zone = this.pageSettings.timeZone();
    const token = mail.sealedToken ? fieldCipher().decrypt(mail.sealedToken) : null;
    const manageUrl = token
      ? `${this.config.publicUrl}${MANAGE_PATH}?token=${encodeURIComponent(token)}`
      : null;
    if (mail.kind === 'message') return this.composeMessage(context);
    const confirmed = registration.status === 'confirmed';
    const kind = mail.kind === 'confirmation' && !confirmed ? 'waitlisted' : mail.kind;
    const title = event.title;
    const subject = {
      confirmation: `You are registered: ${title}`,
      waitlisted: `You are on the waitlist: ${title}`,
      promoted: `A place is yours: ${title}`,
      reminder: `Reminder: ${title}, ${event.date}`,
      cancelled: `Registration cancelled: ${title}`,
    }[kind];
    const party = `${registration.partySize} ${registration.partySize === 1 ? 'person' : 'people'}`;
    const opening = {
      confirmation: `Thank you for registering. We have you down for ${party}.`,
      waitlisted:
        `The event is full, so you are on its waitlist for ${party}. If places free up, we will ` +
        'e-mail you as soon as your party has its seats.',
      promoted: `Good news: places have freed up, and your registration for ${party} is now confirmed.`,
      reminder: `This is a reminder that you are registered for ${party}.`,
      cancelled: 'Your registration has been cancelled. We hope to see you another time.',
    }[kind];
    const details = [`${title}`, `${event.date}, ${event.time}`, event.location].join('\n');
    const answers = answerLines(settings.questions, registration.answers);
    const parts = [opening, details];
    if (kind !== 'cancelled') {
      parts.push(`Party size: ${registration.partySize}`);
      if (answers.length) parts.push(`Your answers:\n${answers.join('\n')}`);
      if (confirmed && settings.confirmationMessage.trim())
        parts.push(settings.confirmationMessage.trim());
      if (confirmed) parts.push('Show the QR code of this e-mail at the door to check in.');
      if (manageUrl) {
        parts.push('To change your party size or your answers, or to cancel, use the link below.');
      }
    }
    const name = `${registration.firstName} ${registration.lastName}`.trim();
    const message = this.composer.compose(
      {
        subject,
        greeting: `Dear ${registration.firstName},`,
        message: parts.join('\n\n'),
        action: manageUrl ? { label: 'Manage my registration', url: manageUrl } : null,
        signature: `Blessings,\n${this.composer.ministryName}`,
      },
      { email: registration.email, name, firstName: registration.firstName },
      REASON,
      { 'X-Registration-Id': String(registration.id) },
    );
    if (confirmed && kind !== 'cancelled') {
      const qr = await QRCode.toBuffer(ticketText(registration.ticketCode), {
        type: 'png',
        width: 240,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      const image =
        '<p style="margin:24px 0;text-align:center"><img src="cid:ticket-qr" width="240" ' +
        'height="240" alt="Your ticket: show this QR code at the door"></p>';
      const html = typeof message.html === 'string' ? message.html : '';
      // After the manage button, else at the end of the body.
      const at = html.indexOf('</a></p>');
      message.html =
        at >= 0 ? `${html.slice(0, at + 8)}${image}${html.slice(at + 8)}` : html + image;
      const calendar = renderEventCalendar([event], {
        name: this.composer.ministryName || MINISTRY_CALENDAR_NAME,
        publicUrl: this.config.publicUrl,
        zone,
      });
      message.attachments = [
        { filename: 'ticket.png', content: qr, contentType: 'image/png', cid: 'ticket-qr' },
        {
          filename: 'event.ics',
          content: calendar,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ];
    }
    return message;
  }

  /** The staff's message to the event's registrants: their words, under the event it is about. */
  private composeMessage({ mail, registration, event }: MailContext): SendMailOptions {
    const details = [event.title, `${event.date}, ${event.time}`, event.location].join('\n');
    const name = `${registration.firstName} ${registration.lastName}`.trim();
    return this.composer.compose(
      {
        subject: mail.subject ?? event.title,
        greeting: `Dear ${registration.firstName},`,
        message: [mail.body ?? '', `About your registration for:\n${details}`].join('\n\n'),
        action: null,
        signature: `Blessings,\n${this.composer.ministryName}`,
      },
      { email: registration.email, name, firstName: registration.firstName },
      REASON,
      { 'X-Registration-Id': String(registration.id) },
    );
  }
}
