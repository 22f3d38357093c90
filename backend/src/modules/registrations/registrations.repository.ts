import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  Brackets,
  DataSource,
  EntityManager,
  In,
  IsNull,
  LessThan,
  type SelectQueryBuilder,
} from 'typeorm';
import { isUniqueViolation } from '../../database/database-errors';
import { likePattern } from '../../database/like-pattern';
import { RegistrationMail, type RegistrationMailKind } from './entities/registration-mail.entity';
import { RegistrationSettings } from './entities/registration-settings.entity';
import { Registration, type RegistrationStatus } from './entities/registration.entity';

/** A transaction's handle, passed back to the repository by the service that runs it. */
export type Tx = EntityManager;

/** An event as registration reads it (the events module owns the table; registration belongs to it). */
export interface EventRow {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  isSpecial: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const EVENT_COLUMNS =
  'id, title, description, date, time, location, is_special AS "isSpecial", ' +
  'created_at AS "createdAt", updated_at AS "updatedAt"';

/** A new party's registration as it is written, with its confirmation in the outbox. */
export interface NewParty {
  eventId: number;
  firstName: string;
  lastName: string;
  email: string;
  emailKey: string;
  phone: string | null;
  partySize: number;
  answers: Registration['answers'];
  /** The language of its mails. */
  language: string;
  memberId: number | null;
  manageTokenHash: string;
  ticketCode: string;
  /** The confirmation's manage link, sealed. */
  sealedToken: string;
}

/** What `addParty` wrote: the registration, its status and its confirmation's outbox row. */
export interface AddedParty {
  id: number;
  createdAt: Date;
  waitlistedAt: Date | null;
  status: 'confirmed' | 'waitlisted';
  mailId: number;
  /** The event's seats taken after it (null: it waits, and took none). */
  seatsTaken: number | null;
}

/** The address already has a registration for the event (two requests of one address raced). */
export const isSameAddress = (error: unknown): boolean =>
  isUniqueViolation(error) &&
  (error as { driverError?: { constraint?: string } }).driverError?.constraint ===
    'UQ_event_registrations_event_email';

/** What a mail job needs: the outbox row, its registration, the event and its settings. */
export interface MailContext {
  mail: RegistrationMail;
  registration: Registration;
  event: EventRow;
  settings: RegistrationSettings;
}

/**
 * Every query of the registrations module. Writes that touch seats take the event's settings row
 * lock first (a new party in its own statement, `addParty`; the rest by `lockSettings` in their
 * transaction), so one event's seats change one at a time, and seats are taken only by a conditional
 * update that refuses to pass the capacity.
 */
@Injectable()
export class RegistrationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction (its handle passed to the writes below). */
  atomically<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findEvent(
    eventId: number,
    manager: Tx = this.dataSource.manager,
  ): Promise<EventRow | null> {
    const rows = (await manager.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1`, [
      eventId,
    ])) as EventRow[];
    return rows[0] ?? null;
  }

  async findEvents(eventIds: number[]): Promise<EventRow[]> {
    if (!eventIds.length) return [];
    return (await this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = ANY($1)`, [
      eventIds,
    ])) as EventRow[];
  }

  /** The settings of these events (those that have any). */
  settingsOf(eventIds: number[]): Promise<RegistrationSettings[]> {
    if (!eventIds.length) return Promise.resolve([]);
    return this.dataSource.getRepository(RegistrationSettings).findBy({ eventId: In(eventIds) });
  }

  settingsOfEvent(eventId: number): Promise<RegistrationSettings | null> {
    return this.dataSource.getRepository(RegistrationSettings).findOneBy({ eventId });
  }

  /** The event's settings row, locked until the transaction ends; null when it has none. */
  lockSettings(manager: EntityManager, eventId: number): Promise<RegistrationSettings | null> {
    return manager
      .getRepository(RegistrationSettings)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.event_id = :eventId', { eventId })
      .getOne();
  }

  /** Creates the settings row when missing (a first save), then locks and returns it. */
  async lockOrCreateSettings(
    manager: EntityManager,
    eventId: number,
  ): Promise<RegistrationSettings> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(RegistrationSettings)
      .values({ eventId })
      .orIgnore()
      .execute();
    const locked = await this.lockSettings(manager, eventId);
    if (!locked) throw new Error(`settings of event ${eventId} vanished`);
    return locked;
  }

  async saveSettings(
    manager: EntityManager,
    eventId: number,
    values: Partial<
      Omit<RegistrationSettings, 'eventId' | 'seatsTaken' | 'createdAt' | 'updatedAt'>
    >,
  ): Promise<void> {
    await manager.getRepository(RegistrationSettings).update({ eventId }, values);
  }

  /**
   * Takes `seats` for a party, only if they fit the capacity: the database decides, in one statement.
   * The seats taken after it, or undefined when they do not fit.
   */
  async takeSeats(
    manager: EntityManager,
    eventId: number,
    seats: number,
  ): Promise<number | undefined> {
    const rows = (await manager.query(
      `UPDATE event_registration_settings
          SET seats_taken = seats_taken + $2
        WHERE event_id = $1 AND (capacity IS NULL OR seats_taken + $2 <= capacity)
        RETURNING seats_taken`,
      [eventId, seats],
    )) as [{ seats_taken: number }[], number];
    return rows[0][0]?.seats_taken;
  }

  /**
   * A new party, in one statement and so one transaction: locks the event's settings row (a
   * registration that finds it held waits, then reads the seats as the holder left them), takes the
   * party's seats by the conditional update (never past the capacity), inserts the registration
   * (confirmed when seated, else waitlisted when the event has a waitlist, else nothing) and its
   * confirmation's outbox row. Outside a transaction (`manager` omitted) the statement commits on
   * its own, so the lock is held for no round trip to the application. Holding it for a waitlisted
   * party too orders that party against a change freeing seats: either it sees the seats freed, or
   * that change's promotion sees it waiting. Undefined when nothing was written (no seat and no
   * waitlist, or registration off); a second registration of the same address fails with
   * `isSameAddress`, and its seats go back with the statement.
   */
  async addParty(
    party: NewParty,
    manager: Tx = this.dataSource.manager,
  ): Promise<AddedParty | undefined> {
    const rows = (await manager.query(
      `WITH settings AS (
         SELECT event_id, waitlist, capacity IS NULL OR seats_taken + $2 <= capacity AS fits
           FROM event_registration_settings
          WHERE event_id = $1 AND enabled
            FOR UPDATE
       ), seat AS (
         UPDATE event_registration_settings s
            SET seats_taken = s.seats_taken + $2
           FROM settings
          WHERE s.event_id = settings.event_id AND settings.fits
          RETURNING s.seats_taken
       ), registration AS (
         INSERT INTO event_registrations
           (event_id, party_size, first_name, last_name, email, email_key, phone, answers,
            member_id, manage_token_hash, ticket_code, language, status, waitlisted_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $13,
                CASE WHEN EXISTS (SELECT 1 FROM seat) THEN 'confirmed' ELSE 'waitlisted' END,
                CASE WHEN EXISTS (SELECT 1 FROM seat) THEN NULL ELSE clock_timestamp() END
           FROM settings
          WHERE EXISTS (SELECT 1 FROM seat) OR settings.waitlist
         RETURNING id, created_at, waitlisted_at, status
       ), mail AS (
         INSERT INTO event_registration_mail (registration_id, kind, sealed_token)
         SELECT id, 'confirmation', $12 FROM registration
         RETURNING id
       )
       SELECT r.id, r.created_at AS "createdAt", r.waitlisted_at AS "waitlistedAt", r.status,
              m.id AS "mailId", (SELECT seats_taken FROM seat) AS "seatsTaken"
         FROM registration r CROSS JOIN mail m`,
      [
        party.eventId,
        party.partySize,
        party.firstName,
        party.lastName,
        party.email,
        party.emailKey,
        party.phone,
        JSON.stringify(party.answers),
        party.memberId,
        party.manageTokenHash,
        party.ticketCode,
        party.sealedToken,
        party.language,
      ],
    )) as AddedParty[];
    return rows[0];
  }

  async freeSeats(manager: EntityManager, eventId: number, seats: number): Promise<void> {
    await manager.query(
      `UPDATE event_registration_settings SET seats_taken = GREATEST(seats_taken - $2, 0)
        WHERE event_id = $1`,
      [eventId, seats],
    );
  }

  findByEmail(
    manager: EntityManager,
    eventId: number,
    emailKey: string,
  ): Promise<Registration | null> {
    return manager.getRepository(Registration).findOneBy({ eventId, emailKey });
  }

  /** Whether the address has a registration for the event (read without the lock). */
  async isRegistered(eventId: number, emailKey: string): Promise<boolean> {
    return this.dataSource.getRepository(Registration).existsBy({ eventId, emailKey });
  }

  findById(
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Registration | null> {
    return manager.getRepository(Registration).findOneBy({ id });
  }

  findByTokenHash(hash: string): Promise<Registration | null> {
    return this.dataSource.getRepository(Registration).findOneBy({ manageTokenHash: hash });
  }

  insert(manager: EntityManager, values: Partial<Registration>): Promise<Registration> {
    const repo = manager.getRepository(Registration);
    return repo.save(repo.create(values));
  }

  async update(manager: EntityManager, id: number, values: Partial<Registration>): Promise<void> {
    await manager.getRepository(Registration).update({ id }, values);
  }

  /** The waitlist in the order it is promoted. */
  waitlist(manager: EntityManager, eventId: number): Promise<Registration[]> {
    return manager.getRepository(Registration).find({
      where: { eventId, status: 'waitlisted' },
      order: { waitlistedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Adds a message to the outbox, in the caller's transaction; its id. */
  async addMail(
    manager: EntityManager,
    registrationId: number,
    kind: RegistrationMailKind,
    sealedToken: string | null,
  ): Promise<number> {
    const repo = manager.getRepository(RegistrationMail);
    const saved = await repo.save(repo.create({ registrationId, kind, sealedToken }));
    return saved.id;
  }

  async mailContext(mailId: number): Promise<MailContext | undefined> {
    const mail = await this.dataSource.getRepository(RegistrationMail).findOneBy({ id: mailId });
    if (!mail) return undefined;
    const registration = await this.findById(mail.registrationId);
    if (!registration) return undefined;
    const [event, settings] = await Promise.all([
      this.findEvent(registration.eventId),
      this.settingsOfEvent(registration.eventId),
    ]);
    if (!event || !settings) return undefined;
    return { mail, registration, event, settings };
  }

  async markMailSent(mailId: number): Promise<void> {
    await this.dataSource
      .getRepository(RegistrationMail)
      .update({ id: mailId, sentAt: IsNull() }, { sentAt: new Date(), sealedToken: null });
  }

  /** Outbox rows still unsent though written before `before` (their job was never added, or lost). */
  async unsentMail(before: Date, limit = 500): Promise<number[]> {
    const rows = await this.dataSource.getRepository(RegistrationMail).find({
      select: { id: true },
      where: { sentAt: IsNull(), createdAt: LessThan(before) },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /**
   * Claims a registration's reminder, once: true for the one caller that marks it, and only while
   * the registration is confirmed.
   */
  async claimReminder(manager: EntityManager, registrationId: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Registration)
      .set({ reminderSentAt: () => 'now()' })
      .where('id = :registrationId AND status = :status AND reminder_sent_at IS NULL', {
        registrationId,
        status: 'confirmed',
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Confirmed registrations still owed a reminder, of events dated from `fromDate` to `toDate`. */
  async owedReminders(fromDate: string, toDate: string): Promise<Registration[]> {
    return this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .innerJoin('events', 'e', 'e.id = r.event_id')
      .innerJoin(RegistrationSettings, 's', 's.event_id = r.event_id')
      .where("r.status = 'confirmed' AND r.reminder_sent_at IS NULL")
      .andWhere('s.enabled AND s.reminder_hours_before > 0')
      .andWhere('e.date BETWEEN :fromDate AND :toDate', { fromDate, toDate })
      .getMany();
  }

  /** One page of an event's registrations (newest first), matching a search and a status. */
  /** The registrations of an event matching the staff's search and status, newest first. */
  private matchingQuery(
    eventId: number,
    query: { search?: string; status?: RegistrationStatus },
  ): SelectQueryBuilder<Registration> {
    const qb = this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .where('r.event_id = :eventId', { eventId });
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    if (query.search) {
      const pattern = likePattern(query.search.trim());
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('r.first_name ILIKE :pattern', { pattern })
            .orWhere('r.last_name ILIKE :pattern', { pattern })
            .orWhere('r.email ILIKE :pattern', { pattern })
            .orWhere("(r.first_name || ' ' || r.last_name) ILIKE :pattern", { pattern }),
        ),
      );
    }
    return qb.orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC');
  }

  async page(
    eventId: number,
    query: { search?: string; status?: RegistrationStatus; skip: number; take: number },
  ): Promise<{ items: Registration[]; total: number }> {
    const [items, total] = await this.matchingQuery(eventId, query)
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { items, total };
  }

  /** Every match, for the CSV export (an event's registrations fit in memory: seats are bounded). */
  matching(
    eventId: number,
    query: { search?: string; status?: RegistrationStatus },
  ): Promise<Registration[]> {
    return this.matchingQuery(eventId, query).getMany();
  }

  /**
   * Writes the staff's message to the outbox, one row for each registration not cancelled, in the
   * caller's transaction; answers the rows' ids.
   */
  async addMessages(
    manager: EntityManager,
    eventId: number,
    subject: string,
    body: string,
  ): Promise<number[]> {
    const recipients = await manager
      .getRepository(Registration)
      .createQueryBuilder('r')
      .select('r.id', 'id')
      .where('r.event_id = :eventId', { eventId })
      .andWhere("r.status <> 'cancelled'")
      .getRawMany<{ id: number }>();
    if (!recipients.length) return [];
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(RegistrationMail)
      .values(
        recipients.map((r) => ({
          registrationId: r.id,
          kind: 'message' as const,
          sealedToken: null,
          subject,
          body,
        })),
      )
      .returning('id')
      .execute();
    return (inserted.raw as { id: number }[]).map((row) => row.id);
  }

  async waitlistCounts(eventId: number): Promise<{ count: number; seats: number }> {
    const row = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .select('COUNT(*)::int', 'count')
      .addSelect('COALESCE(SUM(r.party_size), 0)::int', 'seats')
      .where("r.event_id = :eventId AND r.status = 'waitlisted'", { eventId })
      .getRawOne<{ count: number; seats: number }>();
    return row ?? { count: 0, seats: 0 };
  }

  /** A member's registrations (by their account, or made with their address before they joined). */
  ofMember(memberId: number, emailKey: string): Promise<Registration[]> {
    return this.dataSource.getRepository(Registration).find({
      where: [{ memberId }, { emailKey }],
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Erases a member's registrations; the seats of confirmed ones are freed (under each event's lock).
   * The events whose seats changed.
   */
  async eraseMember(memberId: number, emailKey: string): Promise<number[]> {
    return this.atomically(async (manager) => {
      const rows = await manager.getRepository(Registration).find({
        where: [{ memberId }, { emailKey }],
        select: { id: true, eventId: true },
      });
      const events = [...new Set(rows.map((r) => r.eventId))].sort((a, b) => a - b);
      for (const eventId of events) await this.lockSettings(manager, eventId);
      const confirmed = await manager.getRepository(Registration).find({
        where: [
          { memberId, status: 'confirmed' },
          { emailKey, status: 'confirmed' },
        ],
      });
      for (const r of confirmed) await this.freeSeats(manager, r.eventId, r.partySize);
      if (rows.length)
        await manager.getRepository(Registration).delete({ id: In(rows.map((r) => r.id)) });
      return events;
    });
  }
}
