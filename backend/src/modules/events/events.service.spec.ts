import type { PageSettings } from '../../common/http/page-settings';
import type { ContentChangesService } from '../content-cache/content-changes.service';
import type { Event } from './entities/event.entity';
import { EventNotFoundError } from './events.errors';
import type { EventFields, EventsRepository } from './events.repository';
import { EventExtensions } from './event-extensions';
import { EventsService } from './events.service';

/** The events table in memory: the repository's methods over an array. */
class FakeEventsRepository implements Pick<EventsRepository, keyof EventsRepository> {
  rows: Event[] = [];
  private nextId = 1;

  async datedFrom(date: string) {
    return this.sorted().filter((event) => event.date >= date);
  }
  async all() {
    return this.sorted();
  }
  async findById(id: number) {
    return this.rows.find((event) => event.id === id) ?? null;
  }
  async insert(fields: EventFields) {
    const now = new Date();
    const event = { ...fields, id: this.nextId++, createdAt: now, updatedAt: now } as Event;
    this.rows.push(event);
    return { ...event };
  }
  async update(event: Event, fields: EventFields) {
    const row = this.rows.find((r) => r.id === event.id)!;
    Object.assign(row, fields);
    return { ...row };
  }
  async delete(id: number) {
    const before = this.rows.length;
    this.rows = this.rows.filter((event) => event.id !== id);
    return this.rows.length < before;
  }
  async existingSourceKeys(keys: string[]) {
    return new Set(keys.filter((key) => this.rows.some((event) => event.sourceKey === key)));
  }
  async upsertImported(): Promise<{ created: number; updated: number }> {
    throw new Error('not used by these tests');
  }
  async insertIfEmpty(_manager: unknown, rows: Partial<Event>[]) {
    if (this.rows.length) return false;
    for (const row of rows) await this.insert(row as EventFields);
    return true;
  }
  titles() {
    return async () => new Map<string, string>();
  }
  private sorted() {
    return [...this.rows].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  }
}

const fields = (change: Partial<EventFields> = {}): EventFields => ({
  title: 'Evening Prayer',
  description: 'Prayer together',
  date: '2030-07-09',
  time: '7:00 PM - 8:00 PM',
  location: 'Chapel',
  isSpecial: false,
  ...change,
});

describe('EventsService', () => {
  let repository: FakeEventsRepository;
  let published: string[];
  let zone: string;
  let service: EventsService;

  beforeEach(() => {
    repository = new FakeEventsRepository();
    published = [];
    zone = 'America/Chicago';
    const changes = { publish: async (topic: string) => void published.push(topic) };
    const settings = { timeZone: () => zone };
    service = new EventsService(
      repository as unknown as EventsRepository,
      changes as unknown as ContentChangesService,
      settings as unknown as PageSettings,
      new EventExtensions(),
    );
  });

  describe('upcoming', () => {
    it("keeps an event until its end in the ministry's zone, then drops it", async () => {
      await repository.insert(fields({ title: 'Evening Prayer', time: '7:00 PM - 11:45 PM' }));
      await repository.insert(fields({ title: 'Night Watch', time: '10:00 PM - 1:00 AM' }));
      // 23:46 in Chicago (04:46 UTC the next day): prayer is over, the watch runs past midnight.
      const late = await service.upcoming(new Date('2030-07-10T04:46:00Z'));
      expect(late.events.map((e) => e.title)).toEqual(['Night Watch']);
      expect(late.changesAt).toBe(Date.parse('2030-07-10T01:00:00-05:00'));
      const before = await service.upcoming(new Date('2030-07-10T04:40:00Z'));
      expect(before.events.map((e) => e.title)).toEqual(['Evening Prayer', 'Night Watch']);
      expect(before.changesAt).toBe(Date.parse('2030-07-09T23:45:00-05:00'));
    });

    it('lasts all day when the time names no clock, and orders one day by start time', async () => {
      await repository.insert(fields({ title: 'Late', time: '8:00 PM' }));
      await repository.insert(fields({ title: 'All day', time: 'All day' }));
      await repository.insert(fields({ title: 'Early', time: '9:00 AM' }));
      const { events } = await service.upcoming(new Date('2030-07-10T04:59:00Z'));
      expect(events.map((e) => e.title)).toEqual(['All day', 'Early', 'Late']);
      const nextDay = await service.upcoming(new Date('2030-07-10T05:00:00Z'));
      expect(nextDay.events).toEqual([]);
      expect(nextDay.changesAt).toBeUndefined();
    });

    it('reads the times in the zone the settings name when they change', async () => {
      await repository.insert(fields({ title: 'Breakfast', date: '2030-07-10', time: '9:00 AM' }));
      const [chicago] = (await service.upcoming(new Date('2030-07-10T00:00:00Z'))).events;
      expect(chicago.startsAt).toBe('2030-07-10T09:00:00-05:00');
      zone = 'UTC';
      const [utc] = (await service.upcoming(new Date('2030-07-10T00:00:00Z'))).events;
      expect(utc.startsAt).toBe('2030-07-10T09:00:00+00:00');
    });
  });

  it('creates an event not special unless said, and announces the change', async () => {
    const { isSpecial, ...withoutSpecial } = fields();
    expect(isSpecial).toBe(false);
    const created = await service.create({ ...withoutSpecial, isSpecial: undefined });
    expect(created).toMatchObject({ title: 'Evening Prayer', isSpecial: false });
    expect(published).toEqual(['events']);
  });

  it('keeps "special" on an update that leaves it out', async () => {
    const event = await repository.insert(fields({ isSpecial: true }));
    const updated = await service.update(event.id, {
      ...fields({ title: 'Renamed' }),
      isSpecial: undefined,
    });
    expect(updated).toMatchObject({ title: 'Renamed', isSpecial: true });
    expect(published).toEqual(['events']);
  });

  it('says "Event not found" for an unknown id, changing and announcing nothing', async () => {
    await expect(service.findEntity(9)).rejects.toThrow(EventNotFoundError);
    await expect(service.update(9, fields())).rejects.toThrow('Event not found');
    await expect(service.remove(9)).rejects.toThrow(EventNotFoundError);
    expect(published).toEqual([]);
  });

  it('deletes an event and announces it', async () => {
    const event = await repository.insert(fields());
    await service.remove(event.id);
    expect(await service.all()).toEqual([]);
    expect(published).toEqual(['events']);
  });

  it('seeds the demo events only into an empty table', async () => {
    const now = new Date('2030-07-09T12:00:00Z');
    expect(await service.seedDemo({} as never, now)).toBe(true);
    const count = repository.rows.length;
    expect(count).toBeGreaterThan(0);
    expect(await service.seedDemo({} as never, now)).toBe(false);
    expect(repository.rows).toHaveLength(count);
  });
});
