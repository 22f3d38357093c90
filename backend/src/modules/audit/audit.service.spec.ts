import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { PrincipalLookups } from '../../common/access/principals';
import type { SignedInUser } from '../../common/access/principals';
import type { AuditCursor, AuditEventsRepository, AuditFilter } from './audit-events.repository';
import { AuditService } from './audit.service';
import { AuditEvent } from './entities/audit-event.entity';

/** The trail in memory: rows appended, read newest first, as the table answers. */
class FakeAuditEvents implements Partial<AuditEventsRepository> {
  readonly rows: AuditEvent[] = [];
  failInserts = false;
  private nextId = 1;
  private clock = Date.parse('2026-01-01T00:00:00Z');

  async insert(row: Partial<AuditEvent>): Promise<void> {
    if (this.failInserts) throw new Error('database down');
    this.rows.push(
      Object.assign(new AuditEvent(), row, {
        id: String(this.nextId++),
        at: new Date((this.clock += 1000)),
      }),
    );
  }

  private matching(filter: AuditFilter): AuditEvent[] {
    return this.rows
      .filter(
        (r) =>
          (filter.actorId === undefined || r.actorId === filter.actorId) &&
          (!filter.action || r.action === filter.action),
      )
      .sort((a, b) => b.at.getTime() - a.at.getTime() || Number(b.id) - Number(a.id));
  }

  async page(filter: AuditFilter, offset: number, limit: number) {
    const all = this.matching(filter);
    return { items: all.slice(offset, offset + limit), total: all.length };
  }

  async batch(filter: AuditFilter, limit: number, after?: AuditCursor) {
    return this.matching(filter)
      .filter(
        (r) =>
          !after ||
          r.at < after.at ||
          (r.at.getTime() === after.at.getTime() && Number(r.id) < Number(after.id)),
      )
      .slice(0, limit);
  }

  async lastActorNames(ids: number[]) {
    const names = new Map<number, string>();
    for (const row of this.matching({}))
      if (row.actorId !== null && ids.includes(row.actorId) && !names.has(row.actorId)) {
        const name = row.actorName ?? row.actorEmail;
        if (name) names.set(row.actorId, name);
      }
    return [...names].map(([id, name]) => ({ id, name }));
  }

  async invitedAddresses(ids: string[]) {
    return this.rows
      .filter(
        (r) =>
          r.action === 'staff.invite' &&
          r.targetType === 'invitation' &&
          ids.includes(r.targetId ?? ''),
      )
      .map((r) => ({ id: r.targetId as string, email: (r.summary.email as string) ?? null }));
  }

  async actions() {
    return [...new Set(this.rows.map((r) => r.action))].sort();
  }
}

function setUp() {
  const events = new FakeAuditEvents();
  const targetNames = new AuditTargetNames();
  const principals = new PrincipalLookups();
  const staff = new Map<number, Partial<SignedInUser>>();
  principals.provideStaff(async (id) => (staff.get(id) as SignedInUser) ?? null);
  const service = new AuditService(
    events as unknown as AuditEventsRepository,
    targetNames,
    principals,
  );
  return { service, events, targetNames, staff };
}

const ada = {
  id: 1,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'administrator',
};

describe('AuditService', () => {
  it('records the actor as they were, and a summary without secrets', async () => {
    const { service, events } = setUp();
    await service.record({
      actor: ada,
      action: 'staff.invite',
      target: { type: 'invitation', id: 7 },
      summary: {
        email: 'new@example.org',
        token: 'secret',
        nested: { password: 'p', role: 'content' },
      },
    });
    expect(events.rows[0]).toMatchObject({
      actorId: 1,
      actorName: 'Ada Lovelace',
      actorRole: 'administrator',
      targetType: 'invitation',
      targetId: '7',
      summary: { email: 'new@example.org', nested: { role: 'content' } },
    });
    expect(JSON.stringify(events.rows[0].summary)).not.toMatch(/secret|password/);
  });

  it('never fails the action it records when the trail cannot be written', async () => {
    const { service, events } = setUp();
    events.failInserts = true;
    await expect(
      service.record({ actor: null, action: 'auth.sign_in_failed' }),
    ).resolves.toBeUndefined();
  });

  it('names targets: staff as the trail last saw them, else as they are now; invitations by address; the rest by their feature', async () => {
    const { service, events, targetNames, staff } = setUp();
    await service.record({ actor: ada, action: 'auth.sign_in' });
    await service.record({
      actor: ada,
      action: 'staff.invite',
      target: { type: 'invitation', id: 9 },
      summary: { email: 'new@example.org' },
    });
    // Renamed since: the trail's latest row with a name tells.
    await service.record({ actor: { ...ada, firstName: 'Augusta' }, action: 'auth.sign_in' });
    staff.set(2, { id: 2, firstName: 'Grace', lastName: 'Hopper' });
    targetNames.provide('event', async (ids) => new Map(ids.map((id) => [id, `Event ${id}`])));
    const rows = [
      Object.assign(new AuditEvent(), { targetType: 'user', targetId: '1' }),
      Object.assign(new AuditEvent(), { targetType: 'staff', targetId: '2' }),
      Object.assign(new AuditEvent(), { targetType: 'staff', targetId: '3' }),
      Object.assign(new AuditEvent(), { targetType: 'invitation', targetId: '9' }),
      Object.assign(new AuditEvent(), { targetType: 'event', targetId: '42' }),
      Object.assign(new AuditEvent(), { targetType: 'settings', targetId: null }),
    ];
    const names = await service.targetNamesOf(rows);
    expect(Object.fromEntries(names)).toEqual({
      'user:1': 'Augusta Lovelace',
      'staff:2': 'Grace Hopper',
      'invitation:9': 'Invitation to new@example.org',
      'event:42': 'Event 42',
    });
    expect(events.rows).toHaveLength(3);
  });

  it('streams the filtered rows newest first, in batches that cover every row once', async () => {
    const { service } = setUp();
    for (let i = 0; i < 2500; i++)
      await service.record({ actor: ada, action: i % 2 ? 'a.odd' : 'a.even' });
    const batches: number[] = [];
    const ids: string[] = [];
    for await (const batch of service.stream({ action: 'a.even' })) {
      batches.push(batch.length);
      ids.push(...batch.map((r) => r.id));
    }
    expect(batches).toEqual([1000, 250]);
    expect(new Set(ids).size).toBe(1250);
    expect(Number(ids[0])).toBeGreaterThan(Number(ids[ids.length - 1]));
  });

  it('pages newest first with the total of the filter', async () => {
    const { service } = setUp();
    for (let i = 0; i < 5; i++) await service.record({ actor: ada, action: 'x.y' });
    const { items, total } = await service.list({}, 2, 2);
    expect(total).toBe(5);
    expect(items.map((r) => r.id)).toEqual(['3', '2']);
  });
});
