import { Injectable } from '@nestjs/common';
import { validateAs } from '../../common/filters/validation.pipe';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { type CalendarEntry, readCalendar } from './calendar-import';
import type {
  CalendarEntryDto,
  CalendarImportResultDto,
  CalendarPreviewDto,
} from './calendar-import.dto';
import { CreateEventDto } from './event.dto';
import { EventsRepository, type ImportedEventFields } from './events.repository';
import { EventsService } from './events.service';

/** What an event without a LOCATION gets: the event form requires one. */
export const NO_LOCATION = 'To be announced';

interface Planned {
  entry: CalendarEntryDto;
  fields?: ImportedEventFields;
}

/**
 * Events from a calendar file (.ics, a Google Calendar or Outlook export): its upcoming events read
 * in the ministry's time zone, checked by the event form's own rules (CreateEventDto, as the global
 * pipe runs it), and written as events keyed by where they came from, so a second import of the
 * same file updates them.
 */
@Injectable()
export class EventsImportService {
  constructor(
    private readonly events: EventsRepository,
    private readonly service: EventsService,
    private readonly changes: ContentChangesService,
  ) {}

  /** What importing the file would do, event by event. */
  async preview(file: Buffer, now: Date = new Date()): Promise<CalendarPreviewDto> {
    const planned = await this.plan(file, now);
    const entries = planned.map(({ entry }) => entry);
    return {
      timeZone: this.service.timeZone(),
      create: entries.filter((entry) => entry.action === 'create').length,
      update: entries.filter((entry) => entry.action === 'update').length,
      invalid: entries.filter((entry) => entry.action === 'invalid').length,
      events: entries,
    };
  }

  /** Writes the file's valid upcoming events in one transaction; the invalid ones are left out. */
  async import(file: Buffer, now: Date = new Date()): Promise<CalendarImportResultDto> {
    const planned = await this.plan(file, now);
    const rows = planned.flatMap(({ fields }) => (fields ? [fields] : []));
    const { created, updated } = rows.length
      ? await this.events.upsertImported(rows)
      : { created: 0, updated: 0 };
    if (rows.length) await this.changes.publish('events');
    return { created, updated, invalid: planned.length - rows.length };
  }

  private async plan(file: Buffer, now: Date): Promise<Planned[]> {
    const entries = readCalendar(file, this.service.timeZone(), now);
    const existing = await this.events.existingSourceKeys(entries.map((entry) => entry.sourceKey));
    return entries.map((entry) => {
      const checked = checkAsEventForm(entry);
      const shown = {
        sourceKey: entry.sourceKey,
        title: checked.fields?.title ?? entry.title,
        description: checked.fields?.description ?? entry.description,
        date: entry.date,
        time: entry.time,
        location: checked.fields?.location ?? entry.location,
      };
      if (!checked.fields) {
        return { entry: { ...shown, action: 'invalid', problem: checked.problem } };
      }
      const action = existing.has(entry.sourceKey) ? 'update' : 'create';
      return {
        entry: { ...shown, action, problem: null },
        fields: { ...checked.fields, sourceKey: entry.sourceKey },
      };
    });
  }
}

/**
 * The entry as the event form would take it: a missing description is the title, a missing
 * location "To be announced" (a calendar needs neither; the form needs both); then the form's
 * rules and messages (a title of one letter or over 200 characters, a description over 5000, …).
 */
function checkAsEventForm(entry: CalendarEntry): {
  fields?: Omit<ImportedEventFields, 'sourceKey'>;
  problem: string | null;
} {
  const { value: dto, message } = validateAs(
    CreateEventDto,
    {
      title: entry.title,
      description: entry.description || entry.title,
      date: entry.date,
      time: entry.time,
      location: entry.location || NO_LOCATION,
    },
    'This event cannot be imported',
  );
  if (!dto) return { problem: message };
  const { title, description, date, time, location } = dto;
  return { fields: { title, description, date, time, location }, problem: null };
}
