import type { ContentChangesService } from '../content-cache/content-changes.service';
import type { Scripture } from './entities/scripture.entity';
import { NoWeeklyScriptureError, ScriptureNotFoundError } from './scriptures.errors';
import type { ScripturesRepository } from './scriptures.repository';
import { ScripturesService } from './scriptures.service';

/** The scriptures table in memory: the repository's methods over an array. */
class FakeScripturesRepository implements Pick<ScripturesRepository, keyof ScripturesRepository> {
  rows: Scripture[] = [];
  private nextId = 1;

  async all() {
    return [...this.rows].sort((a, b) => b.id - a.id);
  }
  async shownOnHome() {
    const time = (s: Scripture) => s.homeDisplaySetAt?.getTime() ?? -Infinity;
    return (
      this.rows
        .filter((s) => s.isActive && s.displayOnHome)
        .sort((a, b) => time(b) - time(a) || b.id - a.id)[0] ?? null
    );
  }
  async findById(id: number) {
    const row = this.rows.find((s) => s.id === id);
    return row ? { ...row } : null;
  }
  async insert(fields: Pick<Scripture, 'text' | 'reference' | 'isActive'>) {
    return this.add({ ...fields, displayOnHome: false, homeDisplaySetAt: null });
  }
  async save(scripture: Scripture) {
    this.rows = this.rows.map((row) => (row.id === scripture.id ? { ...scripture } : row));
    return { ...scripture };
  }
  async delete(id: number) {
    const before = this.rows.length;
    this.rows = this.rows.filter((s) => s.id !== id);
    return this.rows.length < before;
  }
  async insertIfEmpty(_manager: unknown, rows: Partial<Scripture>[]) {
    if (this.rows.length) return false;
    rows.forEach((row) => this.add(row));
    return true;
  }
  references() {
    return async () => new Map<string, string>();
  }
  add(fields: Partial<Scripture>): Scripture {
    const now = new Date();
    const row = {
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
      ...fields,
      id: this.nextId++,
      createdAt: now,
      updatedAt: now,
    } as Scripture;
    this.rows.push(row);
    return { ...row };
  }
}

describe('ScripturesService', () => {
  let repository: FakeScripturesRepository;
  let published: string[];
  let service: ScripturesService;

  afterEach(() => jest.useRealTimers());

  beforeEach(() => {
    repository = new FakeScripturesRepository();
    published = [];
    const changes = { publish: async (topic: string) => void published.push(topic) };
    service = new ScripturesService(
      repository as unknown as ScripturesRepository,
      changes as unknown as ContentChangesService,
    );
  });

  const scripture = (reference: string) => ({ text: `The words of ${reference}`, reference });

  it('says "No scripture available" when no active scripture is set to show on home', async () => {
    repository.add({ ...scripture('John 1:1'), isActive: false, displayOnHome: true });
    await expect(service.weekly()).rejects.toThrow(NoWeeklyScriptureError);
    await expect(service.weekly()).rejects.toThrow('No scripture available');
  });

  it('shows the active one most recently set to show on home, and marks it in the list', async () => {
    const first = await service.create(scripture('John 1:1'));
    const second = await service.create(scripture('Psalm 23:1'));
    expect(first.isActive).toBe(true);
    jest.useFakeTimers({ now: new Date('2030-07-09T12:00:00Z') });
    await service.update(second.id, { displayOnHome: true });
    jest.setSystemTime(new Date('2030-07-09T12:01:00Z'));
    await service.update(first.id, { displayOnHome: true });
    expect((await service.weekly()).reference).toBe('John 1:1');

    // Setting it again makes it the most recent choice.
    jest.setSystemTime(new Date('2030-07-09T12:02:00Z'));
    await service.update(second.id, { displayOnHome: true });
    expect((await service.weekly()).reference).toBe('Psalm 23:1');
    const list = await service.all();
    expect(list.map((s) => [s.reference, s.shownOnHome])).toEqual([
      ['Psalm 23:1', true],
      ['John 1:1', false],
    ]);

    // Deactivated, it no longer shows: the other one does.
    await service.update(second.id, { isActive: false });
    expect((await service.weekly()).reference).toBe('John 1:1');
    expect(published).toEqual(['scriptures', 'scriptures', 'scriptures', 'scriptures']);
  });

  it('forgets when it was set to show once it is turned off', async () => {
    const created = await service.create(scripture('John 1:1'));
    await service.update(created.id, { displayOnHome: true });
    await service.update(created.id, { displayOnHome: false });
    expect(repository.rows[0]).toMatchObject({ displayOnHome: false, homeDisplaySetAt: null });
  });

  it('says "Scripture not found" for an unknown id, announcing nothing', async () => {
    await expect(service.update(7, { text: 'Changed text' })).rejects.toThrow(
      ScriptureNotFoundError,
    );
    await expect(service.remove(7)).rejects.toThrow('Scripture not found');
    expect(published).toEqual([]);
  });

  it('seeds only the home scripture without the demo, and only into an empty table', async () => {
    const now = new Date('2030-07-09T12:00:00Z');
    expect(await service.seedDemo({} as never, now, { homeOnly: true })).toBe(true);
    expect(repository.rows).toHaveLength(1);
    expect((await service.weekly()).reference).toBe(repository.rows[0].reference);
    expect(await service.seedDemo({} as never, now)).toBe(false);
    expect(repository.rows).toHaveLength(1);
  });
});
