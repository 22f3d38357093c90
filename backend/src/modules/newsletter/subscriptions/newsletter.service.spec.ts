import type { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents } from '../../../common/events/domain-events';
import type { SettingsService } from '../../settings/settings.service';
import type { Subscriber } from '../entities/subscriber.entity';
import {
  CONFIRM_BY_EMAIL_MESSAGE,
  NewsletterService,
  SUBSCRIBED_MESSAGE,
} from './newsletter.service';
import type { SubscribersRepository } from './subscribers.repository';

const DAY_MS = 24 * 3600 * 1000;

/** The list in memory: the repository's methods over an array (addresses arrive lower-cased). */
class FakeSubscribersRepository implements Pick<
  SubscribersRepository,
  keyof SubscribersRepository
> {
  rows: Subscriber[] = [];
  contactMessages: string[] = [];
  now = new Date('2030-07-09T12:00:00Z');
  private nextId = 1;

  async insertIfNew({
    name,
    email,
    confirmed,
    language,
  }: {
    name: string;
    email: string;
    confirmed: boolean;
    language?: string;
  }) {
    if (this.rows.some((s) => s.email === email)) return null;
    return this.add(name, email, confirmed ? this.now : null, language).id;
  }
  async findByEmail(email: string) {
    return this.rows.find((s) => s.email === email) ?? null;
  }
  async findById(id: number) {
    return this.rows.find((s) => s.id === id) ?? null;
  }
  async findByAddress(email: string) {
    return this.rows.find((s) => s.email === email.toLowerCase()) ?? null;
  }
  async deleteByAddress(email: string) {
    this.rows = this.rows.filter((s) => s.email !== email.toLowerCase());
  }
  async deleteContactMessagesByAddress(email: string) {
    this.contactMessages = this.contactMessages.filter((from) => from !== email.toLowerCase());
  }
  async markUnconfirmed(email: string) {
    for (const s of this.rows) if (s.email === email) s.confirmedAt = null;
  }
  async confirmOrInsert(name: string, email: string) {
    const listed = this.rows.find((s) => s.email === email);
    if (!listed) this.add(name, email, this.now);
    else listed.confirmedAt ??= this.now;
  }
  async confirmIfListed(email: string) {
    for (const s of this.rows) if (s.email === email) s.confirmedAt ??= this.now;
  }
  async deleteUnconfirmedBefore(before: Date) {
    const kept = this.rows.filter((s) => s.confirmedAt !== null || s.createdAt >= before);
    const erased = this.rows.length - kept.length;
    this.rows = kept;
    return erased;
  }
  add(name: string, email: string, confirmedAt: Date | null, language = 'en'): Subscriber {
    const row = {
      id: this.nextId++,
      name,
      email,
      createdAt: this.now,
      confirmedAt,
      consentAt: null,
      consentAddress: null,
      language,
    };
    this.rows.push(row);
    return row;
  }
}

describe('NewsletterService', () => {
  let repository: FakeSubscribersRepository;
  let doubleOptIn: boolean;
  let announced: unknown[];
  let failListener: boolean;
  let service: NewsletterService;

  beforeEach(() => {
    repository = new FakeSubscribersRepository();
    doubleOptIn = false;
    announced = [];
    failListener = false;
    const events = {
      emitAsync: async (name: string, event: unknown) => {
        announced.push([name, event]);
        if (failListener) throw new Error('the welcome queue is down');
        return [];
      },
    };
    const settings = {
      values: () => ({ doubleOptIn, retainUnconfirmedSubscriptionsDays: 30 }),
    };
    service = new NewsletterService(
      repository as unknown as SubscribersRepository,
      events as unknown as EventEmitter2,
      settings as unknown as SettingsService,
    );
  });

  const miriam = { name: 'Miriam Cohen', email: 'miriam@example.org' };

  describe('subscribe', () => {
    it('adds a confirmed subscriber and announces them, without double opt-in', async () => {
      expect(await service.subscribe(miriam)).toEqual({
        created: true,
        message: SUBSCRIBED_MESSAGE,
      });
      expect(SUBSCRIBED_MESSAGE).toBe('You have been subscribed to our newsletter.');
      expect(repository.rows[0].confirmedAt).not.toBeNull();
      expect(announced).toEqual([
        [DomainEvents.subscriberCreated, { subscriberId: 1, ...miriam, confirmed: true }],
      ]);
    });

    it('answers a repeated address the same, changing and announcing nothing when confirmed', async () => {
      await service.subscribe(miriam);
      announced = [];
      expect(await service.subscribe({ ...miriam, name: 'Someone Else' })).toEqual({
        created: false,
        message: SUBSCRIBED_MESSAGE,
      });
      expect(repository.rows).toHaveLength(1);
      expect(repository.rows[0].name).toBe('Miriam Cohen');
      expect(announced).toEqual([]);
    });

    it('asks for confirmation with double opt-in, and announces a repeat still unconfirmed', async () => {
      doubleOptIn = true;
      expect(await service.subscribe(miriam, undefined, 'he')).toEqual({
        created: true,
        message: CONFIRM_BY_EMAIL_MESSAGE,
      });
      expect(repository.rows[0].confirmedAt).toBeNull();
      expect(await service.subscribe(miriam)).toEqual({
        created: false,
        message: CONFIRM_BY_EMAIL_MESSAGE,
      });
      // The repeat (asked in no language) reminds in the language recorded at the first one.
      const event = { subscriberId: 1, ...miriam, confirmed: false, language: 'he' };
      expect(announced).toEqual([
        [DomainEvents.subscriberCreated, event],
        [DomainEvents.subscriberCreated, event],
      ]);
    });

    it('keeps the subscription when a listener fails', async () => {
      failListener = true;
      expect((await service.subscribe(miriam)).created).toBe(true);
      expect(repository.rows).toHaveLength(1);
    });
  });

  describe('confirm', () => {
    it('confirms a waiting newsletter sign-up from the link, and keeps the first confirmation', async () => {
      doubleOptIn = true;
      await service.subscribe(miriam);
      await service.onSubscriptionConfirmed({ ...miriam, purpose: 'newsletter' });
      const confirmedAt = repository.rows[0].confirmedAt;
      expect(confirmedAt).toEqual(repository.now);
      repository.now = new Date('2030-07-10T12:00:00Z');
      await service.onSubscriptionConfirmed({ ...miriam, purpose: 'newsletter' });
      expect(repository.rows[0].confirmedAt).toEqual(confirmedAt);
    });

    it('makes a newsletter sign-up erased meanwhile again, with its name', async () => {
      await service.onSubscriptionConfirmed({ ...miriam, purpose: 'newsletter' });
      expect(repository.rows).toMatchObject([{ ...miriam, confirmedAt: repository.now }]);
    });

    it('confirms an address that had unsubscribed only when it is on the list', async () => {
      await service.subscribe(miriam);
      await service.onSubscriptionUnconfirmed({ email: miriam.email });
      expect(repository.rows[0].confirmedAt).toBeNull();
      await service.onSubscriptionConfirmed({ ...miriam, purpose: 'member' });
      expect(repository.rows[0].confirmedAt).not.toBeNull();
      await service.onSubscriptionConfirmed({
        name: 'Nobody',
        email: 'nobody@example.org',
        purpose: 'member',
      });
      expect(repository.rows).toHaveLength(1);
    });
  });

  it('erases only unconfirmed sign-ups past the retention period', async () => {
    const now = new Date('2030-08-09T12:00:00Z');
    repository.add('Old unconfirmed', 'old@example.org', null);
    repository.add('Old confirmed', 'kept@example.org', repository.now);
    repository.now = new Date(now.getTime() - 29 * DAY_MS);
    repository.add('Recent unconfirmed', 'recent@example.org', null);
    expect(await service.eraseUnconfirmed(now)).toBe(1);
    expect(repository.rows.map((s) => s.email)).toEqual(['kept@example.org', 'recent@example.org']);
  });

  it('lets a signed-in owner see and leave the list, whatever the case of the address', async () => {
    await service.subscribe(miriam);
    expect(await service.statusOf('Miriam@Example.org')).toEqual({
      subscribed: true,
      subscribedAt: repository.now,
    });
    await service.leave('MIRIAM@example.org');
    expect(await service.statusOf(miriam.email)).toEqual({ subscribed: false, subscribedAt: null });
  });
});
