import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { PageSettings } from '../../common/http/page-settings';
import { todayIn } from '../events/event-time';
import {
  type CheckInEventDto,
  type CheckInEventsDto,
  CheckInLimits,
  type CheckInPeopleDto,
  type CheckInPersonDto,
  type CheckInResultDto,
} from './dto/check-in.dto';
import type { Registration } from './entities/registration.entity';
import {
  AlreadyCheckedInError,
  CheckInCancelledError,
  CheckInNotTodayError,
  CheckInWaitlistedError,
  TicketOfAnotherEventError,
  UnknownTicketError,
} from './check-in.errors';
import { type CheckInCounts, CheckInRepository, NO_COUNTS } from './check-in.repository';
import { EventNotFoundError, RegistrationNotFoundError } from './registrations.errors';
import { type EventRow, RegistrationsRepository } from './registrations.repository';

/** Who is checking people in: a manager of registrations may work on any day's event. */
export interface CheckInCaller {
  anyDay: boolean;
}

/** A ticket code as the confirmation mail makes them (12 random bytes, base64url). */
const TICKET_CODE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The code a scanned QR code (`ticket:<code>`, as the confirmation mail encodes it) or a typed code
 * names; undefined for anything else (another QR code, a web address).
 */
export function ticketCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  const code = trimmed.toLowerCase().startsWith('ticket:') ? trimmed.slice(7).trim() : trimmed;
  return TICKET_CODE.test(code) ? code : undefined;
}

export function toCheckInPerson(r: Registration): CheckInPersonDto {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    partySize: r.partySize,
    status: r.status,
    checkedInAt: r.checkedInAt,
  };
}

/**
 * The door's check-in (docs/architecture.md, "Check-in"): today's events, finding a person by name
 * or by the ticket's QR code, marking them present and undoing it, and the counts of arrived
 * against expected. A caller without registrations.manage (a Check-in volunteer) works only on
 * the events of today in the ministry's time zone.
 */
@Injectable()
export class CheckInService {
  constructor(
    private readonly repo: CheckInRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly settings: PageSettings,
  ) {}

  private zone(): string {
    return this.settings.timeZone();
  }

  today(now = new Date()): string {
    return todayIn(this.zone(), now);
  }

  async events(caller: CheckInCaller, date?: string): Promise<CheckInEventsDto> {
    const today = this.today();
    const day = date ?? today;
    if (day !== today && !caller.anyDay) throw new CheckInNotTodayError();
    const events = await this.repo.eventsOn(day);
    const counts = await this.repo.counts(events.map((e) => e.id));
    return {
      date: day,
      today,
      anyDay: caller.anyDay,
      events: events.map((e) => this.toEvent(e, counts.get(e.id))),
    };
  }

  async event(caller: CheckInCaller, eventId: number): Promise<CheckInEventDto> {
    const event = await this.eventFor(caller, eventId);
    return this.toEvent(event, await this.countsOf(eventId));
  }

  async people(caller: CheckInCaller, eventId: number, search?: string): Promise<CheckInPeopleDto> {
    await this.eventFor(caller, eventId);
    const [{ items, total }, counts] = await Promise.all([
      this.repo.people(eventId, search, CheckInLimits.people),
      this.countsOf(eventId),
    ]);
    return { items: items.map(toCheckInPerson), total, counts };
  }

  /** Checks in the registration a scanned ticket names, saying plainly why when it cannot. */
  async checkInTicket(
    caller: CheckInCaller,
    eventId: number,
    text: string,
  ): Promise<CheckInResultDto> {
    await this.eventFor(caller, eventId);
    const code = ticketCodeOf(text);
    const registration = code ? await this.repo.findByTicket(code) : null;
    if (!registration) throw new UnknownTicketError();
    if (registration.eventId !== eventId) {
      const other = await this.registrations.findEvent(registration.eventId);
      throw new TicketOfAnotherEventError(other?.title ?? 'an event', other?.date ?? '');
    }
    return this.arrive(registration);
  }

  async checkIn(
    caller: CheckInCaller,
    eventId: number,
    registrationId: number,
  ): Promise<CheckInResultDto> {
    await this.eventFor(caller, eventId);
    const registration = await this.registrations.findById(registrationId);
    if (!registration || registration.eventId !== eventId) throw new RegistrationNotFoundError();
    return this.arrive(registration);
  }

  async undo(
    caller: CheckInCaller,
    eventId: number,
    registrationId: number,
  ): Promise<CheckInResultDto> {
    await this.eventFor(caller, eventId);
    const registration = await this.repo.undoArrival(eventId, registrationId);
    if (!registration) throw new RegistrationNotFoundError();
    return { person: toCheckInPerson(registration), counts: await this.countsOf(eventId) };
  }

  private async arrive(registration: Registration): Promise<CheckInResultDto> {
    const { eventId } = registration;
    const arrived = await this.repo.markArrived(eventId, registration.id);
    if (!arrived) {
      // Nothing changed: read it again, since another volunteer may have just checked it in.
      const now = (await this.registrations.findById(registration.id)) ?? registration;
      const name = `${now.firstName} ${now.lastName}`.trim();
      if (now.status === 'cancelled') throw new CheckInCancelledError(name);
      if (now.status === 'waitlisted') throw new CheckInWaitlistedError(name);
      if (now.checkedInAt) throw new AlreadyCheckedInError(name, this.clock(now.checkedInAt));
      throw new RegistrationNotFoundError();
    }
    return { person: toCheckInPerson(arrived), counts: await this.countsOf(eventId) };
  }

  /** The event, when the caller may check in for it. */
  private async eventFor(caller: CheckInCaller, eventId: number): Promise<EventRow> {
    const event = await this.registrations.findEvent(eventId);
    if (!event) throw new EventNotFoundError();
    if (!caller.anyDay && event.date !== this.today()) throw new CheckInNotTodayError();
    return event;
  }

  private async countsOf(eventId: number): Promise<CheckInCounts> {
    return (await this.repo.counts([eventId])).get(eventId) ?? { ...NO_COUNTS };
  }

  private toEvent(event: EventRow, counts: CheckInCounts = NO_COUNTS): CheckInEventDto {
    const { id, title, date, time, location } = event;
    return { id, title, date, time, location, counts: { ...counts } };
  }

  /** A time of day in the ministry's zone ("7:05 PM"). */
  private clock(at: Date): string {
    return DateTime.fromJSDate(at, { zone: this.zone() }).toFormat('h:mm a');
  }
}
