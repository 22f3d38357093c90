import { Injectable } from '@nestjs/common';
import type { CreateEventDto, EventDto } from './event.dto';

/**
 * What another feature adds to events (registration, for one) without the events module knowing it:
 * fields of the answers, and its part of the create and update bodies. Features register here, as
 * they do with the maintenance tasks.
 */
export interface EventExtension {
  /**
   * Fills the feature's fields of `events` (`admin`: the dashboard's answer, with what only staff see),
   * and says when they next change by themselves (milliseconds since the epoch), if ever.
   */
  decorate(events: EventDto[], audience: 'public' | 'admin'): Promise<number | undefined>;
  /** Checks the feature's part of a body before the event is saved; throws a domain error to refuse. */
  check?(eventId: number | undefined, body: CreateEventDto): Promise<void>;
  /** Saves the feature's part of a body once the event is saved. */
  save?(eventId: number, body: CreateEventDto): Promise<void>;
}

@Injectable()
export class EventExtensions {
  private readonly extensions: EventExtension[] = [];

  add(extension: EventExtension): void {
    this.extensions.push(extension);
  }

  async decorate(events: EventDto[], audience: 'public' | 'admin'): Promise<number | undefined> {
    let changesAt: number | undefined;
    for (const extension of this.extensions) {
      const at = await extension.decorate(events, audience);
      if (at !== undefined && (changesAt === undefined || at < changesAt)) changesAt = at;
    }
    return changesAt;
  }

  async check(eventId: number | undefined, body: CreateEventDto): Promise<void> {
    for (const extension of this.extensions) await extension.check?.(eventId, body);
  }

  async save(eventId: number, body: CreateEventDto): Promise<void> {
    for (const extension of this.extensions) await extension.save?.(eventId, body);
  }
}
