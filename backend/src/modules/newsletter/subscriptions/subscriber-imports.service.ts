import { Injectable } from '@nestjs/common';
import { validateAs } from '../../../common/filters/validation.pipe';
import { SubscribeDto } from './subscribe.dto';
import {
  SubscriberBatch,
  SubscriberImportsRepository,
  type ImportedSubscriberFields,
  type StoredSubscriber,
} from './subscriber-imports.repository';

export { SubscriberBatch };
export type { ImportedSubscriberFields, StoredSubscriber };

/** A row checked as the 'Stay Connected' form checks it: the name and address, or the form's message. */
export type SubscribeCheck = { fields: { name: string; email: string } } | { message: string };

/**
 * What the newsletter offers an import of subscribers: the 'Stay Connected' form's validation (its
 * DTO and messages, as the global pipe runs them), lookups by address, and batched writes in one
 * transaction (the imports module records what it did in the same one).
 */
@Injectable()
export class SubscriberImportsService {
  constructor(private readonly subscribers: SubscriberImportsRepository) {}

  checkAsSubscribe(input: { name?: unknown; email?: unknown }): SubscribeCheck {
    const { value: dto, message } = validateAs(
      SubscribeDto,
      {
        name: input.name,
        email: input.email,
      },
      'Invalid row',
    );
    if (!dto) return { message };
    return { fields: { name: dto.name, email: dto.email } };
  }

  byEmails(emails: string[]): Promise<StoredSubscriber[]> {
    return this.subscribers.byEmails(emails);
  }

  inTransaction<T>(work: (batch: SubscriberBatch) => Promise<T>): Promise<T> {
    return this.subscribers.inTransaction(work);
  }
}
