import { createHash, randomBytes } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { pageOf } from '../../common/dto/page-query.dto';
import { PageSettings } from '../../common/http/page-settings';
import type { Language } from '../../common/i18n/languages';
import { SiteLanguages } from '../../common/i18n/site-languages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { fieldCipher } from '../../encryption/field-cipher';
import { ContentChangesService } from '../content-cache/content-changes.service';
import type {
  AdminRegistrationDto,
  CreateRegistrationDto,
  MemberRegistrationDto,
  MyRegistrationDto,
  RegistrationExportQueryDto,
  RegistrationListQueryDto,
  RegistrationMessageResultDto,
  RegistrationResultDto,
  RegistrationsPageDto,
  UpdateMyRegistrationDto,
} from './dto/registration.dto';
import type {
  EventRegistrationDto,
  RegistrationSettingsDto,
  RegistrationSettingsInputDto,
} from '../events/event-registration.dto';
import { RegistrationLimits } from '../events/event-registration.dto';
import type { RegistrationMailKind } from './entities/registration-mail.entity';
import type { RegistrationSettings } from './entities/registration-settings.entity';
import type { Registration } from './entities/registration.entity';
import {
  checkAnswers,
  eventStart,
  inZone,
  normaliseQuestions,
  parseClosesAt,
  reminderDueAt,
} from './registration-rules';
import {
  AlreadyCancelledError,
  EventNotFoundError,
  ManageLinkInvalidError,
  NotWaitlistedError,
  RegistrationClosedError,
  RegistrationFullError,
  RegistrationInvalidError,
  RegistrationMessages,
  RegistrationNotFoundError,
} from './registrations.errors';
import { registrationsCsv } from './registrations-csv';
import { MANAGE_PATH, REGISTRATIONS_QUEUE, RegistrationJobs } from './registrations.constants';
import {
  type EventRow,
  isSameAddress,
  RegistrationsRepository,
  type Tx,
} from './registrations.repository';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
};

/** What a visitor gives for a party: who they are and their answers (checked). */
type PartyDetails = Pick<
  Registration,
  'firstName' | 'lastName' | 'email' | 'phone' | 'answers' | 'language'
>;

/** What a transaction leaves to do once it has committed: mail to send, reminders to schedule. */
interface AfterCommit {
  mails: number[];
  reminders: Registration[];
  /** The event and settings the transaction read, so the reminders need not read them again. */
  known?: { event: EventRow; settings: RegistrationSettings };
}

/**
 * Event registration: seats, the waitlist, the manage link and the staff's changes. Every change of
 * seats runs in one transaction under the event's settings lock; the mail it causes is written to the
 * outbox in that transaction and sent by a queue job (docs/architecture.md, "Registrations").
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger('Registrations');

  constructor(
    private readonly repo: RegistrationsRepository,
    private readonly settings: PageSettings,
    private readonly changes: ContentChangesService,
    @InjectQueue(REGISTRATIONS_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly languages: SiteLanguages,
  ) {}

  private zone(): string {
    return this.settings.timeZone();
  }

  /** When registration for the event closes: the setting, else the event's start. */
  closesAt(event: EventRow, settings: RegistrationSettings): Date {
    return settings.closesAt ?? eventStart(event.date, event.time, this.zone());
  }

  publicView(
    event: EventRow,
    settings: RegistrationSettings,
    now = new Date(),
  ): EventRegistrationDto {
    const closesAt = this.closesAt(event, settings);
    return {
      open: now < closesAt,
      capacity: settings.capacity,
      seatsLeft:
        settings.capacity === null ? null : Math.max(settings.capacity - settings.seatsTaken, 0),
      waitlist: settings.waitlist,
      closesAt: inZone(closesAt, this.zone()),
      maxPartySize: settings.maxPartySize,
      questions: settings.questions.map((q) => ({ ...q })),
    };
  }

  adminView(settings: RegistrationSettings): RegistrationSettingsDto {
    return {
      enabled: settings.enabled,
      capacity: settings.capacity,
      waitlist: settings.waitlist,
      closesAt: settings.closesAt ? inZone(settings.closesAt, this.zone()) : null,
      maxPartySize: settings.maxPartySize,
      reminderHoursBefore: settings.reminderHoursBefore,
      confirmationMessage: settings.confirmationMessage,
      questions: settings.questions.map((q) => ({ ...q })),
      seatsTaken: settings.seatsTaken,
    };
  }

  // ---- The event form's "Registration" section -------------------------------------------------

  /** Checks a body's registration part as far as it can before the event is saved. */
  async checkSettings(
    eventId: number | undefined,
    input: RegistrationSettingsInputDto,
  ): Promise<void> {
    const errors = normaliseQuestions(input.questions ?? []).errors;
    if (input.closesAt && !parseClosesAt(input.closesAt, this.zone())) {
      errors.push({
        field: 'registration.closesAt',
        message: 'Closes at must be a valid date and time',
      });
    }
    if (eventId !== undefined && input.capacity) {
      const current = await this.repo.settingsOfEvent(eventId);
      if (current && input.capacity < current.seatsTaken) {
        errors.push({
          field: 'registration.capacity',
          message: RegistrationMessages.capacityBelowTaken(current.seatsTaken),
        });
      }
    }
    if (errors.length) throw new RegistrationInvalidError(errors);
  }

  /** Saves the settings under the event's lock; a larger capacity promotes the waitlist. */
  async saveSettings(eventId: number, input: RegistrationSettingsInputDto): Promise<void> {
    const { questions, errors } = normaliseQuestions(input.questions ?? []);
    if (errors.length) throw new RegistrationInvalidError(errors);
    const after = await this.repo.atomically(async (manager) => {
      const current = await this.repo.lockOrCreateSettings(manager, eventId);
      const capacity = input.capacity ?? null;
      if (capacity !== null && capacity < current.seatsTaken) {
        throw new RegistrationInvalidError([
          {
            field: 'registration.capacity',
            message: RegistrationMessages.capacityBelowTaken(current.seatsTaken),
          },
        ]);
      }
      const values = {
        enabled: input.enabled,
        capacity,
        waitlist: input.waitlist ?? false,
        closesAt: input.closesAt ? (parseClosesAt(input.closesAt, this.zone()) ?? null) : null,
        maxPartySize: input.maxPartySize ?? RegistrationLimits.defaultMaxPartySize,
        reminderHoursBefore: input.reminderHoursBefore ?? RegistrationLimits.defaultReminderHours,
        confirmationMessage: input.confirmationMessage ?? '',
        questions,
      };
      await this.repo.saveSettings(manager, eventId, values);
      Object.assign(current, values);
      const work: AfterCommit = { mails: [], reminders: [] };
      await this.promote(manager, current, work);
      return work;
    });
    await this.afterCommit(after);
  }

  /** Fills `registration` (and for staff `registrationSettings`) of event answers. */
  async decorate(
    answers: {
      id: number;
      registration: EventRegistrationDto | null;
      registrationSettings?: RegistrationSettingsDto | null;
    }[],
    audience: 'public' | 'admin',
  ): Promise<number | undefined> {
    const all = await this.repo.settingsOf(answers.map((a) => a.id));
    if (!all.length && audience === 'public') return undefined;
    const byId = new Map(all.map((s) => [s.eventId, s]));
    const events = new Map((await this.repo.findEvents([...byId.keys()])).map((e) => [e.id, e]));
    const now = new Date();
    let changesAt: number | undefined;
    for (const answer of answers) {
      const settings = byId.get(answer.id);
      const event = events.get(answer.id);
      // Only events that ever had registration carry the settings: the others answer as before.
      if (audience === 'admin' && settings) answer.registrationSettings = this.adminView(settings);
      if (!settings?.enabled || !event) continue;
      answer.registration = this.publicView(event, settings, now);
      const closes = this.closesAt(event, settings).getTime();
      if (closes > now.getTime() && (changesAt === undefined || closes < changesAt))
        changesAt = closes;
    }
    return changesAt;
  }

  // ---- A visitor registers -----------------------------------------------------------------------

  /**
   * Registers (or changes the registration of) `input.email` for the event, in one transaction under
   * the event's lock. The same address never takes a second set of seats.
   */
  /** `language`: the visitor's (the page's), which their mails are written in. */
  async register(
    eventId: number,
    input: CreateRegistrationDto,
    memberId?: number,
    language?: Language,
  ): Promise<RegistrationResultDto> {
    const registration = await this.registerOrChange(eventId, input, memberId, false, language);
    return {
      status: registration.status as 'confirmed' | 'waitlisted',
      partySize: registration.partySize,
    };
  }

  /**
   * A walk-in the staff enter: the visitor's rules (seats, the waitlist when the event has one, the
   * questions), except that a closed registration still takes it. Not linked to a member account.
   */
  async walkIn(eventId: number, input: CreateRegistrationDto): Promise<AdminRegistrationDto> {
    if (!(await this.repo.findEvent(eventId))) throw new EventNotFoundError();
    // Staff entered it: its mails go in the site's default language.
    return toAdminRegistration(await this.registerOrChange(eventId, input, undefined, true));
  }

  private async registerOrChange(
    eventId: number,
    input: CreateRegistrationDto,
    memberId: number | undefined,
    walkIn: boolean,
    language: Language = this.languages.offered().defaultLanguage,
  ): Promise<Registration> {
    // The event, its settings and questions are read and the body checked without the lock: the one
    // statement below (its own transaction) holds the lock only for what must be serialised.
    const [event, read] = await Promise.all([
      this.repo.findEvent(eventId),
      this.repo.settingsOfEvent(eventId),
    ]);
    if (!event) throw new EventNotFoundError();
    const settings = this.checkOpen(event, read, walkIn);
    const details: PartyDetails = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      answers: this.checkForm(settings, input.partySize, input.answers ?? []),
      language,
    };
    try {
      const added = await this.addParty(event, settings, input, details, memberId);
      if (added) return added;
    } catch (error) {
      // The address is registered already, or a request of the same address raced this one and
      // won: its seats went back with the statement, and the registration is changed instead.
      if (!isSameAddress(error)) throw error;
      return this.changeRegistration(event, eventId, input, details, memberId, walkIn);
    }
    // Nothing written: no seat left and no waitlist, or registration turned off meanwhile. An address
    // registered already may still change its registration (to a party as large, or smaller).
    const now = this.checkOpen(event, await this.repo.settingsOfEvent(eventId), walkIn);
    if (await this.repo.isRegistered(eventId, input.email.toLowerCase()))
      return this.changeRegistration(event, eventId, input, details, memberId, walkIn);
    throw new RegistrationFullError(this.seatsLeft(now));
  }

  /** The event as read takes registrations now (`evenIfClosed`: a walk-in); its settings. */
  private checkOpen(
    event: EventRow,
    settings: RegistrationSettings | null,
    evenIfClosed: boolean,
  ): RegistrationSettings {
    if (!settings?.enabled || (!evenIfClosed && new Date() >= this.closesAt(event, settings))) {
      throw new RegistrationClosedError();
    }
    return settings;
  }

  /**
   * Writes a new party and its confirmation in one statement under the event's lock (`addParty` of
   * the repository): seated if its seats fit, else waitlisted when the event has a waitlist;
   * undefined when nothing was written. Without `manager` the statement is its own transaction and
   * the work after its commit is done here; with one, the caller's transaction does it.
   */
  private async addParty(
    event: EventRow,
    settings: RegistrationSettings,
    input: CreateRegistrationDto,
    details: PartyDetails,
    memberId: number | undefined,
    manager?: Tx,
    work: AfterCommit = { mails: [], reminders: [] },
  ): Promise<Registration | undefined> {
    const token = randomBytes(24).toString('base64url');
    const values = {
      ...details,
      eventId: event.id,
      emailKey: input.email.toLowerCase(),
      partySize: input.partySize,
      memberId: memberId ?? null,
      manageTokenHash: tokenHash(token),
      ticketCode: randomBytes(12).toString('base64url'),
    };
    const added = await this.repo.addParty(
      { ...values, sealedToken: fieldCipher().encrypt(token) },
      manager,
    );
    if (!added) return undefined;
    const registration = {
      ...values,
      id: added.id,
      status: added.status,
      waitlistedAt: added.waitlistedAt,
      reminderSentAt: null,
      checkedInAt: null,
      cancelledAt: null,
      createdAt: added.createdAt,
      updatedAt: added.createdAt,
    } satisfies Registration;
    if (added.seatsTaken !== null) settings.seatsTaken = added.seatsTaken;
    work.mails.push(added.mailId);
    if (registration.status === 'confirmed') work.reminders.push(registration);
    work.known = { event, settings };
    // Committed already when the statement was its own transaction; else the caller does this.
    if (!manager) await this.afterCommit(work);
    return registration;
  }

  /**
   * The same address again: its registration is changed (a new party size, new answers; a cancelled
   * one registers anew), under the event's lock, never taking a second set of seats.
   */
  private async changeRegistration(
    event: EventRow,
    eventId: number,
    input: CreateRegistrationDto,
    details: PartyDetails,
    memberId: number | undefined,
    walkIn: boolean,
  ): Promise<Registration> {
    const emailKey = input.email.toLowerCase();
    const { result, after } = await this.repo.atomically(async (manager) => {
      const settings = this.checkOpen(
        event,
        await this.repo.lockSettings(manager, eventId),
        walkIn,
      );
      const answers = this.checkForm(settings, input.partySize, input.answers ?? []);
      const work: AfterCommit = { mails: [], reminders: [] };
      const existing = await this.repo.findByEmail(manager, eventId, emailKey);
      const linked = memberId !== undefined ? { memberId } : {};
      let registration: Registration | undefined;
      if (existing && existing.status !== 'cancelled') {
        // A smaller party frees seats: the waitlist may move up, and this one be re-read.
        registration = await this.changeParty(manager, settings, existing, input.partySize, {
          ...details,
          answers,
          ...linked,
        });
        await this.promote(manager, settings, work);
        registration = (await this.repo.findById(registration.id, manager)) ?? registration;
        work.mails.push(await this.queueMail(manager, registration, 'confirmation'));
      } else if (existing) {
        const confirmed = await this.seat(manager, settings, input.partySize);
        if (!confirmed && !settings.waitlist)
          throw new RegistrationFullError(this.seatsLeft(settings));
        const values: Partial<Registration> = {
          ...details,
          answers,
          ...linked,
          partySize: input.partySize,
          status: confirmed ? 'confirmed' : 'waitlisted',
          waitlistedAt: confirmed ? null : new Date(),
          reminderSentAt: null,
          checkedInAt: null,
          cancelledAt: null,
        };
        await this.repo.update(manager, existing.id, values);
        registration = Object.assign(existing, values);
        work.mails.push(await this.queueMail(manager, registration, 'confirmation'));
      } else {
        // Erased since the race was lost: a new party after all.
        registration = await this.addParty(
          event,
          settings,
          input,
          { ...details, answers },
          memberId,
          manager,
          work,
        );
        if (!registration) throw new RegistrationFullError(this.seatsLeft(settings));
        return { result: registration, after: work };
      }
      if (registration.status === 'confirmed') work.reminders.push(registration);
      return { result: registration, after: work };
    });
    await this.afterCommit(after);
    return result;
  }

  /**
   * The event and its locked settings, when it takes registrations now (`evenIfClosed`: the staff's
   * walk-ins, after the closing time too).
   */
  private async openFor(
    manager: Tx,
    eventId: number,
    evenIfClosed = false,
  ): Promise<{ event: EventRow; settings: RegistrationSettings }> {
    // The event is read before the lock is taken: the lock is held as briefly as it can be.
    const event = await this.repo.findEvent(eventId, manager);
    const settings = await this.repo.lockSettings(manager, eventId);
    if (!event) throw new EventNotFoundError();
    if (!settings?.enabled || (!evenIfClosed && new Date() >= this.closesAt(event, settings))) {
      throw new RegistrationClosedError();
    }
    return { event, settings };
  }

  private checkForm(
    settings: RegistrationSettings,
    partySize: number,
    given: { questionId: string; value: unknown }[],
  ) {
    const { answers, errors } = checkAnswers(settings.questions, given);
    if (partySize > settings.maxPartySize) {
      errors.unshift({
        field: 'partySize',
        message: `Party size must be at most ${settings.maxPartySize}`,
      });
    }
    if (errors.length) throw new RegistrationInvalidError(errors);
    return answers;
  }

  private seatsLeft(settings: RegistrationSettings): number | null {
    return settings.capacity === null ? null : Math.max(settings.capacity - settings.seatsTaken, 0);
  }

  /** Takes seats if they fit (the database's conditional update decides); true when taken. */
  private async seat(manager: Tx, settings: RegistrationSettings, seats: number): Promise<boolean> {
    const taken = await this.repo.takeSeats(manager, settings.eventId, seats);
    if (taken === undefined) return false;
    settings.seatsTaken = taken;
    return true;
  }

  private async unseat(manager: Tx, settings: RegistrationSettings, seats: number): Promise<void> {
    await this.repo.freeSeats(manager, settings.eventId, seats);
    settings.seatsTaken = Math.max(settings.seatsTaken - seats, 0);
  }

  /**
   * A registration's new party size: a confirmed party that grows takes the extra seats only if they
   * fit (else 409, the registration as it was); one that shrinks frees seats. A waitlisted party waits.
   */
  private async changeParty(
    manager: Tx,
    settings: RegistrationSettings,
    registration: Registration,
    partySize: number,
    details: Partial<Registration>,
  ): Promise<Registration> {
    const delta = partySize - registration.partySize;
    if (registration.status === 'confirmed') {
      if (delta > 0 && !(await this.seat(manager, settings, delta))) {
        throw new RegistrationFullError(this.seatsLeft(settings));
      }
      if (delta < 0) await this.unseat(manager, settings, -delta);
    }
    const values = { ...details, partySize };
    await this.repo.update(manager, registration.id, values);
    return Object.assign(registration, values);
  }

  /**
   * Promotes the waitlist in order: each party that fits the seats left is confirmed (and told), so a
   * large party at the head does not hold back a smaller one behind it that fits.
   */
  private async promote(
    manager: Tx,
    settings: RegistrationSettings,
    work: AfterCommit,
  ): Promise<void> {
    if (!settings.enabled) return;
    // No seat left: nobody can move up, and the waitlist (as long as it gets) is not read.
    const seatsLeft = this.seatsLeft(settings);
    if (seatsLeft !== null && seatsLeft <= 0) return;
    const waiting = await this.repo.waitlist(manager, settings.eventId);
    for (const registration of waiting) {
      const left = this.seatsLeft(settings);
      if (left !== null && left <= 0) break;
      if (left !== null && registration.partySize > left) continue;
      if (!(await this.seat(manager, settings, registration.partySize))) continue;
      const values = { status: 'confirmed' as const, waitlistedAt: null };
      await this.repo.update(manager, registration.id, values);
      Object.assign(registration, values);
      work.mails.push(await this.queueMail(manager, registration, 'promoted'));
      work.reminders.push(registration);
    }
  }

  /**
   * Writes a message to the outbox in the caller's transaction. A message with a manage link issues
   * a new link: the registration keeps only its hash, the outbox the sealed token until it is sent.
   */
  private async queueMail(
    manager: Tx,
    registration: Registration,
    kind: RegistrationMailKind,
  ): Promise<number> {
    let sealed: string | null = null;
    if (kind !== 'cancelled') {
      const token = randomBytes(24).toString('base64url');
      registration.manageTokenHash = tokenHash(token);
      await this.repo.update(manager, registration.id, {
        manageTokenHash: registration.manageTokenHash,
      });
      sealed = fieldCipher().encrypt(token);
    }
    return this.repo.addMail(manager, registration.id, kind, sealed);
  }

  /** After the commit: the mail jobs, the reminders' delayed jobs, and the public list's new seats. */
  private async afterCommit(work: AfterCommit): Promise<void> {
    // All at once: each is a round trip of its own (the database, the queue), none needs another.
    await Promise.all([
      this.changes.publish('events'),
      Promise.all([
        ...work.mails.map((mailId) => this.enqueueMail(mailId)),
        ...work.reminders.map((r) => this.scheduleReminder(r, work.known)),
      ]).catch((error: unknown) => {
        // The outbox has the mail and the sweep finds the reminders: both go out a minute later.
        this.logger.warn(`Could not enqueue registration mail: ${String(error)}`);
      }),
    ]);
  }

  enqueueMail(mailId: number): Promise<unknown> {
    return this.queue.add(
      RegistrationJobs.mail,
      { mailId },
      { ...MAIL_JOB_OPTIONS, jobId: `regmail-${mailId}` },
    );
  }

  /** A delayed job at the reminder's time; its id names the time, so a moved event gets a new one. */
  async scheduleReminder(
    registration: Registration,
    known?: { event: EventRow; settings: RegistrationSettings },
  ): Promise<void> {
    const [event, settings] = known
      ? [known.event, known.settings]
      : await Promise.all([
          this.repo.findEvent(registration.eventId),
          this.repo.settingsOfEvent(registration.eventId),
        ]);
    if (!event || !settings?.enabled) return;
    const start = eventStart(event.date, event.time, this.zone());
    const due = reminderDueAt(start, settings.reminderHoursBefore);
    if (!due || start.getTime() <= Date.now()) return;
    await this.queue.add(
      RegistrationJobs.reminder,
      { registrationId: registration.id },
      {
        ...MAIL_JOB_OPTIONS,
        jobId: `regreminder-${registration.id}-${due.getTime()}`,
        delay: Math.max(due.getTime() - Date.now(), 0),
      },
    );
  }

  /**
   * A reminder's job: sends it if it is due now (the event may have moved since), once (the claim is
   * a conditional update, so two workers or a retried job send one), never for a cancelled one.
   */
  async remind(registrationId: number): Promise<string> {
    const registration = await this.repo.findById(registrationId);
    if (!registration || registration.status !== 'confirmed') return 'not confirmed';
    const [event, settings] = await Promise.all([
      this.repo.findEvent(registration.eventId),
      this.repo.settingsOfEvent(registration.eventId),
    ]);
    if (!event || !settings?.enabled) return 'no registration';
    const start = eventStart(event.date, event.time, this.zone());
    const due = reminderDueAt(start, settings.reminderHoursBefore);
    if (!due) return 'no reminder';
    if (start.getTime() <= Date.now()) return 'started';
    if (due.getTime() > Date.now() + 60_000) {
      await this.scheduleReminder(registration);
      return 'rescheduled';
    }
    const mailId = await this.repo.atomically(async (manager) => {
      if (!(await this.repo.claimReminder(manager, registrationId))) return undefined;
      return this.queueMail(manager, registration, 'reminder');
    });
    if (mailId === undefined) return 'already sent';
    await this.enqueueMail(mailId);
    return 'queued';
  }

  /** The sweep's part: reminders owed for events of the coming month whose job is missing. */
  async scheduleOwedReminders(now = new Date()): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + 32 * 24 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);
    const owed = await this.repo.owedReminders(yesterday < today ? yesterday : today, horizon);
    for (const registration of owed) await this.scheduleReminder(registration);
    return owed.length;
  }

  async sweepOutbox(now = new Date()): Promise<number> {
    const ids = await this.repo.unsentMail(new Date(now.getTime() - 30_000));
    for (const id of ids) await this.enqueueMail(id);
    return ids.length;
  }

  // ---- The manage link ---------------------------------------------------------------------------

  private async byToken(token: string): Promise<Registration> {
    const registration = token ? await this.repo.findByTokenHash(tokenHash(token)) : null;
    if (!registration || registration.status === 'cancelled') throw new ManageLinkInvalidError();
    return registration;
  }

  async manageView(token: string, newToken?: string): Promise<MyRegistrationDto> {
    const registration = await this.byToken(token);
    const [event, settings] = await Promise.all([
      this.repo.findEvent(registration.eventId),
      this.repo.settingsOfEvent(registration.eventId),
    ]);
    if (!event || !settings) throw new ManageLinkInvalidError();
    return this.myView(registration, event, settings, newToken ?? token);
  }

  private myView(
    registration: Registration,
    event: EventRow,
    settings: RegistrationSettings,
    token: string | null,
  ): MyRegistrationDto {
    return {
      eventId: event.id,
      eventTitle: event.title,
      startsAt: inZone(eventStart(event.date, event.time, this.zone()), this.zone()),
      location: event.location,
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      status: registration.status,
      partySize: registration.partySize,
      answers: registration.answers,
      registration: this.publicView(event, settings),
      manageUrl: token ? this.manageUrl(token) : '',
    };
  }

  manageUrl(token: string): string {
    return `${this.config.publicUrl}${MANAGE_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** A change from the manage link: the link is used up; the answer and a new e-mail carry the next. */
  async manageUpdate(token: string, input: UpdateMyRegistrationDto): Promise<MyRegistrationDto> {
    const found = await this.byToken(token);
    const { view, after } = await this.repo.atomically(async (manager) => {
      const { event, settings } = await this.openFor(manager, found.eventId);
      const registration = await this.repo.findById(found.id, manager);
      if (
        !registration ||
        registration.manageTokenHash !== tokenHash(token) ||
        registration.status === 'cancelled'
      ) {
        throw new ManageLinkInvalidError();
      }
      const answers = this.checkForm(settings, input.partySize, input.answers ?? []);
      const work: AfterCommit = { mails: [], reminders: [] };
      await this.changeParty(manager, settings, registration, input.partySize, { answers });
      await this.promote(manager, settings, work);
      const fresh = (await this.repo.findById(registration.id, manager)) ?? registration;
      // The next link goes out in the confirmation and back in this answer.
      const next = randomBytes(24).toString('base64url');
      fresh.manageTokenHash = tokenHash(next);
      await this.repo.update(manager, fresh.id, { manageTokenHash: fresh.manageTokenHash });
      work.mails.push(
        await this.repo.addMail(manager, fresh.id, 'confirmation', fieldCipher().encrypt(next)),
      );
      return { view: this.myView(fresh, event, settings, next), after: work };
    });
    await this.afterCommit(after);
    return view;
  }

  /** Cancels from the manage link (any time before the event ends: a seat freed helps the waitlist). */
  async manageCancel(token: string): Promise<void> {
    const found = await this.byToken(token);
    await this.cancel(found.eventId, found.id, tokenHash(token));
  }

  /** Cancels a registration: its seats go to the waitlist, in order; the person is told. */
  async cancel(eventId: number, registrationId: number, requiredTokenHash?: string): Promise<void> {
    const after = await this.repo.atomically(async (manager) => {
      const settings = await this.repo.lockSettings(manager, eventId);
      const registration = await this.repo.findById(registrationId, manager);
      if (!settings || !registration || registration.eventId !== eventId) {
        throw requiredTokenHash ? new ManageLinkInvalidError() : new RegistrationNotFoundError();
      }
      if (requiredTokenHash && registration.manageTokenHash !== requiredTokenHash) {
        throw new ManageLinkInvalidError();
      }
      if (registration.status === 'cancelled') throw new AlreadyCancelledError();
      if (registration.status === 'confirmed')
        await this.unseat(manager, settings, registration.partySize);
      await this.repo.update(manager, registration.id, {
        status: 'cancelled',
        cancelledAt: new Date(),
        waitlistedAt: null,
        manageTokenHash: null,
      });
      const work: AfterCommit = { mails: [], reminders: [] };
      work.mails.push(await this.queueMail(manager, registration, 'cancelled'));
      await this.promote(manager, settings, work);
      return work;
    });
    await this.afterCommit(after);
  }

  // ---- The staff ---------------------------------------------------------------------------------

  async page(eventId: number, query: RegistrationListQueryDto): Promise<RegistrationsPageDto> {
    const event = await this.repo.findEvent(eventId);
    if (!event) throw new EventNotFoundError();
    const { page, pageSize, skip } = pageOf(query);
    const [settings, { items, total }, waiting] = await Promise.all([
      this.repo.settingsOfEvent(eventId),
      this.repo.page(eventId, { search: query.search, status: query.status, skip, take: pageSize }),
      this.repo.waitlistCounts(eventId),
    ]);
    return {
      items: items.map(toAdminRegistration),
      total,
      page,
      pageSize,
      seatsTaken: settings?.seatsTaken ?? 0,
      capacity: settings?.capacity ?? null,
      waitlistLength: waiting.count,
      waitlistSeats: waiting.seats,
    };
  }

  /** Moves one registration from the waitlist to the confirmed list, if its party fits. */
  async confirmFromWaitlist(
    eventId: number,
    registrationId: number,
  ): Promise<AdminRegistrationDto> {
    const { registration, after } = await this.repo.atomically(async (manager) => {
      const settings = await this.repo.lockSettings(manager, eventId);
      const found = await this.repo.findById(registrationId, manager);
      if (!settings || !found || found.eventId !== eventId) throw new RegistrationNotFoundError();
      if (found.status !== 'waitlisted') throw new NotWaitlistedError();
      if (!(await this.seat(manager, settings, found.partySize))) {
        throw new RegistrationFullError(this.seatsLeft(settings));
      }
      const values = { status: 'confirmed' as const, waitlistedAt: null };
      await this.repo.update(manager, found.id, values);
      Object.assign(found, values);
      const work: AfterCommit = { mails: [], reminders: [found] };
      work.mails.push(await this.queueMail(manager, found, 'promoted'));
      return { registration: found, after: work };
    });
    await this.afterCommit(after);
    return toAdminRegistration(registration);
  }

  /** Sends the registration's confirmation again (the waitlist's message while it waits), with a new link. */
  async resendConfirmation(eventId: number, registrationId: number): Promise<void> {
    const mailId = await this.repo.atomically(async (manager) => {
      const registration = await this.repo.findById(registrationId, manager);
      if (!registration || registration.eventId !== eventId) throw new RegistrationNotFoundError();
      if (registration.status === 'cancelled') throw new AlreadyCancelledError();
      return this.queueMail(manager, registration, 'confirmation');
    });
    await this.enqueueMail(mailId);
  }

  /**
   * The staff's e-mail to everyone registered (confirmed or waiting): one outbox row each, written in
   * one transaction, then sent by the queue like every registration mail.
   */
  async messageAll(
    eventId: number,
    subject: string,
    body: string,
  ): Promise<RegistrationMessageResultDto> {
    if (!(await this.repo.findEvent(eventId))) throw new EventNotFoundError();
    const ids = await this.repo.atomically((manager) =>
      this.repo.addMessages(manager, eventId, subject, body),
    );
    try {
      await Promise.all(ids.map((id) => this.enqueueMail(id)));
    } catch (error) {
      // The outbox holds them: the sweep enqueues them a minute later.
      this.logger.warn(`Could not enqueue registration messages: ${String(error)}`);
    }
    return { recipients: ids.length };
  }

  /** The CSV export of the list as filtered (every page). */
  async exportCsv(eventId: number, query: RegistrationExportQueryDto): Promise<Buffer> {
    if (!(await this.repo.findEvent(eventId))) throw new EventNotFoundError();
    const [settings, rows] = await Promise.all([
      this.repo.settingsOfEvent(eventId),
      this.repo.matching(eventId, { search: query.search, status: query.status }),
    ]);
    return registrationsCsv(rows, settings?.questions ?? []);
  }

  /** A fresh manage link for a member's own registration (the ones sent before stop working). */
  async memberManageLink(memberId: number, email: string, registrationId: number): Promise<string> {
    const registration = await this.repo.findById(registrationId);
    if (
      !registration ||
      registration.status === 'cancelled' ||
      (registration.memberId !== memberId && registration.emailKey !== email.toLowerCase())
    ) {
      throw new RegistrationNotFoundError();
    }
    const token = randomBytes(24).toString('base64url');
    await this.repo.atomically((manager) =>
      this.repo.update(manager, registration.id, { manageTokenHash: tokenHash(token) }),
    );
    return this.manageUrl(token);
  }

  async memberList(memberId: number, email: string): Promise<MemberRegistrationDto[]> {
    const rows = await this.repo.ofMember(memberId, email.toLowerCase());
    const events = new Map(
      (await this.repo.findEvents([...new Set(rows.map((r) => r.eventId))])).map((e) => [e.id, e]),
    );
    return rows.flatMap((r) => {
      const event = events.get(r.eventId);
      if (!event) return [];
      return [
        {
          id: r.id,
          eventId: event.id,
          eventTitle: event.title,
          eventDate: event.date,
          eventTime: event.time,
          status: r.status,
          partySize: r.partySize,
          registeredAt: r.createdAt,
        },
      ];
    });
  }

  // ---- Members' data -----------------------------------------------------------------------------

  async ofMember(memberId: number, email: string): Promise<Record<string, unknown>[]> {
    const rows = await this.repo.ofMember(memberId, email.toLowerCase());
    const events = new Map(
      (await this.repo.findEvents([...new Set(rows.map((r) => r.eventId))])).map((e) => [e.id, e]),
    );
    return rows.map((r) => ({
      event: events.get(r.eventId)?.title ?? null,
      eventDate: events.get(r.eventId)?.date ?? null,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      partySize: r.partySize,
      answers: r.answers,
      status: r.status,
      registeredAt: r.createdAt,
      checkedInAt: r.checkedInAt,
      cancelledAt: r.cancelledAt,
    }));
  }

  /** Erases a member's registrations; the seats freed go to each event's waitlist. */
  async eraseMember(memberId: number, email: string): Promise<void> {
    const events = await this.repo.eraseMember(memberId, email.toLowerCase());
    for (const eventId of events) {
      const after = await this.repo.atomically(async (manager) => {
        const settings = await this.repo.lockSettings(manager, eventId);
        const work: AfterCommit = { mails: [], reminders: [] };
        if (settings) await this.promote(manager, settings, work);
        return work;
      });
      await this.afterCommit(after);
    }
  }
}

export function toAdminRegistration(r: Registration): AdminRegistrationDto {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    partySize: r.partySize,
    answers: r.answers,
    status: r.status,
    registeredAt: r.createdAt,
    checkedInAt: r.checkedInAt,
  };
}
