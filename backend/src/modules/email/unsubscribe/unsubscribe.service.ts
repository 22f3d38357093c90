import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, EmailUnsubscribedEvent } from '../../../common/events/domain-events';
import { MailComposerService } from '../mail/mail-composer.service';
import { SuppressionRepository } from './suppression.repository';

/** Unsubscribing: the address joins the suppression list and leaves every mailing list at once. */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly suppressions: SuppressionRepository,
    private readonly composer: MailComposerService,
    private readonly events: EventEmitter2,
  ) {}

  /** The address a token stands for, or null. */
  addressOf(token: unknown): string | null {
    return this.composer.tokens.read(token);
  }

  /**
   * Suppresses the address first (no campaign mails it from then on), then has every module that
   * keeps a list leave it: the community's e-mail consent and the newsletter. Resolves only once
   * all of them have; a failure rejects, and repeating the whole is harmless.
   */
  async unsubscribe(email: string): Promise<void> {
    const address = email.toLowerCase();
    await this.suppressions.addUnsubscribed(address);
    const event: EmailUnsubscribedEvent = { email: address };
    await this.events.emitAsync(DomainEvents.emailUnsubscribed, event);
  }

  isSuppressed(email: string): Promise<boolean> {
    return this.suppressions.isSuppressed(email.toLowerCase());
  }
}
