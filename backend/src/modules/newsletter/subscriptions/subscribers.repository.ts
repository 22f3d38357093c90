import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ConsentGiven } from '../../../common/consent/consent-proof';
import { ContactMessage } from '../entities/contact-message.entity';
import { Subscriber } from '../entities/subscriber.entity';

/**
 * The queries of the newsletter's list (table subscribers) and of the contact messages. Addresses are
 * stored lower-cased; the lookups by address ignore case.
 */
@Injectable()
export class SubscribersRepository {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    @InjectRepository(ContactMessage) private readonly contactMessages: Repository<ContactMessage>,
  ) {}

  /**
   * Adds the subscriber unless the address is on the list, confirmed now or not; the new id, or null
   * when the address was there already (nothing changed).
   */
  async insertIfNew(fields: {
    name: string;
    email: string;
    confirmed: boolean;
    /** The proof of the opt-in, for a subscription confirmed at once. */
    consent?: ConsentGiven;
    /** The subscriber's language; the column's default ('en') without one. */
    language?: string;
  }): Promise<number | null> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(Subscriber)
      .values({
        name: fields.name,
        email: fields.email,
        confirmedAt: fields.confirmed ? () => 'now()' : null,
        consentAt: fields.confirmed ? (fields.consent?.at ?? null) : null,
        consentAddress: fields.confirmed ? (fields.consent?.clientAddress ?? null) : null,
        ...(fields.language ? { language: fields.language } : {}),
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as { id: number }[])[0]?.id ?? null;
  }

  findByEmail(email: string): Promise<Subscriber | null> {
    return this.subscribers.findOneBy({ email });
  }

  findById(id: number): Promise<Subscriber | null> {
    return this.subscribers.findOneBy({ id });
  }

  findByAddress(email: string): Promise<Subscriber | null> {
    return this.subscribers
      .createQueryBuilder('s')
      .where('lower(s.email) = :email', { email: email.toLowerCase() })
      .getOne();
  }

  async deleteByAddress(email: string): Promise<void> {
    await this.subscribers
      .createQueryBuilder()
      .delete()
      .where('lower(email) = :email', { email: email.toLowerCase() })
      .execute();
  }

  async deleteContactMessagesByAddress(email: string): Promise<void> {
    await this.contactMessages
      .createQueryBuilder()
      .delete()
      .where('lower(email) = :email', { email: email.toLowerCase() })
      .execute();
  }

  /** The subscription waits for its owner's link: the proof of an earlier opt-in no longer counts. */
  async markUnconfirmed(email: string): Promise<void> {
    await this.subscribers.update(
      { email },
      { confirmedAt: null, consentAt: null, consentAddress: null },
    );
  }

  /**
   * Confirms the address from now, adding it with `name` when it is not on the list; the owner's
   * click is the proof of the opt-in (a subscription confirmed already keeps its own).
   */
  async confirmOrInsert(name: string, email: string, consent?: ConsentGiven): Promise<void> {
    await this.subscribers.query(
      `INSERT INTO subscribers (name, email, confirmed_at, consent_at, consent_address)
       VALUES ($1, $2, now(), $3, $4)
       ON CONFLICT (email) DO UPDATE SET
         consent_at = CASE WHEN subscribers.confirmed_at IS NULL THEN $3 ELSE subscribers.consent_at END,
         consent_address = CASE WHEN subscribers.confirmed_at IS NULL THEN $4 ELSE subscribers.consent_address END,
         confirmed_at = coalesce(subscribers.confirmed_at, now())`,
      [name, email, consent?.at ?? null, consent?.clientAddress ?? null],
    );
  }

  /** Confirms the address from now when it is on the list unconfirmed, with the click as proof. */
  async confirmIfListed(email: string, consent?: ConsentGiven): Promise<void> {
    await this.subscribers.query(
      `UPDATE subscribers SET confirmed_at = now(), consent_at = $2, consent_address = $3
       WHERE email = $1 AND confirmed_at IS NULL`,
      [email, consent?.at ?? null, consent?.clientAddress ?? null],
    );
  }

  /** Deletes the unconfirmed subscribers who signed up before `before`; how many. */
  async deleteUnconfirmedBefore(before: Date): Promise<number> {
    const result = await this.subscribers
      .createQueryBuilder()
      .delete()
      .where('confirmed_at IS NULL AND created_at < :before', { before })
      .execute();
    return result.affected ?? 0;
  }
}
