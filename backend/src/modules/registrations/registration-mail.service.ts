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
import { RegistrationMailMessages as M } from './registration-mail.messages';
import { answerLines } from './registration-rules';
import { MANAGE_PATH } from './registrations.constants';
import type { Registration } from './entities/registration.entity';
import { type MailContext, RegistrationsRepository } from './registrations.repository';

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
    const { language, t, greeting, signature } = this.wording(registration);
    const title = event.title;
    const subject = {
      confirmation: t(M.confirmationSubject, { title }),
      waitlisted: t(M.waitlistedSubject, { title }),
      promoted: t(M.promotedSubject, { title }),
      reminder: t(M.reminderSubject, { title, date: event.date }),
      cancelled: t(M.cancelledSubject, { title }),
    }[kind];
    const party = t(M.party, { count: String(registration.partySize) });
    const opening = {
      confirmation: t(M.confirmationOpening, { party }),
      waitlisted: t(M.waitlistedOpening, { party }),
      promoted: t(M.promotedOpening, { party }),
      reminder: t(M.reminderOpening, { party }),
      cancelled: t(M.cancelledOpening),
    }[kind];
    const details = [`${title}`, `${event.date}, ${event.time}`, event.location].join('\n');
    const answers = answerLines(settings.questions, registration.answers);
    const parts = [opening, details];
    if (kind !== 'cancelled') {
      parts.push(t(M.partySize, { count: String(registration.partySize) }));
      if (answers.length) parts.push(`${t(M.answers)}\n${answers.join('\n')}`);
      if (confirmed && settings.confirmationMessage.trim())
        parts.push(settings.confirmationMessage.trim());
      if (confirmed) parts.push(t(M.showTicket));
      if (manageUrl) parts.push(t(M.manageHowTo));
    }
    const name = `${registration.firstName} ${registration.lastName}`.trim();
    const message = this.composer.compose(
      {
        subject,
        greeting,
        message: parts.join('\n\n'),
        action: manageUrl ? { label: t(M.manageAction), url: manageUrl } : null,
        signature,
      },
      { email: registration.email, name, firstName: registration.firstName },
      M.reason,
      { 'X-Registration-Id': String(registration.id) },
      { language },
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
        `height="240" alt="${escapeAttribute(t(M.ticketAlt))}"></p>`;
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
    const { language, t, greeting, signature } = this.wording(registration);
    const details = [event.title, `${event.date}, ${event.time}`, event.location].join('\n');
    const name = `${registration.firstName} ${registration.lastName}`.trim();
    return this.composer.compose(
      {
        subject: mail.subject ?? event.title,
        greeting,
        message: [mail.body ?? '', `${t(M.aboutRegistration)}\n${details}`].join('\n\n'),
        action: null,
        signature,
      },
      { email: registration.email, name, firstName: registration.firstName },
      M.reason,
      { 'X-Registration-Id': String(registration.id) },
      { language },
    );
  }

  /**
   * The mail's wording in the language the visitor registered in (while the site offers it; else the
   * default language's), with its greeting and signature.
   */
  private wording(registration: Registration) {
    const wording = this.composer.wordingIn(registration.language);
    const { t, ministry } = wording;
    return {
      ...wording,
      greeting: t(M.greeting, { name: registration.firstName }),
      signature: t(M.signature, { ministry }),
    };
  }
}

/** Text safe inside a double-quoted HTML attribute (the e-mail module's renderer is its own). */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
