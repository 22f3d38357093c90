import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainEvents } from '../../../common/events/domain-events';
import { FieldCipher, installFieldCipher } from '../../../encryption/field-cipher';
import { EmailJobs, type SubscriptionConfirmJobData } from '../email.constants';
import { openMailJob } from '../sending/sealed-mail-job';
import { AddressHash } from '../unsubscribe/address-hash';
import type { SuppressionRepository } from '../unsubscribe/suppression.repository';
import type {
  PendingConfirmation,
  SubscriptionConfirmationsRepository,
} from './subscription-confirmations.repository';
import { SubscriptionConfirmationsService } from './subscription-confirmations.service';

beforeAll(() => {
  const keyFile = join(mkdtempSync(join(tmpdir(), 'ministry-keys-')), 'data-encryption-keys');
  installFieldCipher(new FieldCipher({ envKeys: [randomBytes(32).toString('base64')], keyFile }));
});

/**
 * Table subscription_confirmations in memory: one row per address; a claim wins when the address has
 * none or its last was sent long enough ago (the fake's clock never moves, so a second claim loses).
 */
function fakeConfirmations() {
  const rows = new Map<
    string,
    PendingConfirmation & { tokenHash: string | null; sentAt: number }
  >();
  const repository: Partial<SubscriptionConfirmationsRepository> = {
    claim: async (link) => {
      const held = rows.get(link.email);
      if (held && held.sentAt > -Infinity) return false;
      rows.set(link.email, { ...link, sentAt: Date.now() });
      return true;
    },
    release: async (email, tokenHash) => {
      const row = rows.get(email);
      if (row?.tokenHash === tokenHash) Object.assign(row, { tokenHash: null, sentAt: -Infinity });
    },
    findUsable: async (tokenHash) => {
      const row = [...rows.values()].find((r) => r.tokenHash === tokenHash);
      return row && { email: row.email, name: row.name, purpose: row.purpose };
    },
    spend: async (tokenHash) => {
      for (const row of rows.values()) if (row.tokenHash === tokenHash) row.tokenHash = null;
    },
  };
  return { rows, repository: repository as SubscriptionConfirmationsRepository };
}

function service({ queueFails = false } = {}) {
  const { rows, repository } = fakeConfirmations();
  const jobs: { name: string; data: unknown; opts: { jobId?: string } }[] = [];
  const queue = {
    add: async (name: string, data: unknown, opts: { jobId?: string }) => {
      if (queueFails) throw new Error('Redis is down');
      jobs.push({ name, data, opts });
    },
  } as unknown as Queue;
  const lifted: string[] = [];
  const suppressions = {
    liftUnsubscribed: async (email: string) => void lifted.push(email),
  } as unknown as SuppressionRepository;
  const events = new EventEmitter2();
  const addresses = new AddressHash({ dataHashKey: 'k'.repeat(32) });
  const confirmations = new SubscriptionConfirmationsService(
    repository,
    queue,
    suppressions,
    events,
    addresses,
  );
  const tokenOf = (i = 0) => openMailJob<SubscriptionConfirmJobData>(jobs[i].data).token;
  return { confirmations, rows, jobs, lifted, events, addresses, tokenOf };
}

describe('SubscriptionConfirmationsService', () => {
  it('mails one link per address, sealed, under the lower-cased address', async () => {
    const { confirmations, jobs, addresses, tokenOf } = service();
    await expect(confirmations.request('Ada@Example.org', 'Ada', 'newsletter')).resolves.toBe(true);
    await expect(confirmations.request('ada@example.org', 'Ada', 'newsletter')).resolves.toBe(
      false,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0].name).toBe(EmailJobs.subscriptionConfirm);
    expect(jobs[0].data).toMatchObject({ address: addresses.of('ada@example.org') });
    expect(JSON.stringify(jobs[0].data)).not.toContain('ada@example.org');
    expect(openMailJob(jobs[0].data)).toEqual({
      email: 'ada@example.org',
      name: 'Ada',
      purpose: 'newsletter',
      token: tokenOf(),
    });
    expect(tokenOf()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lets the address ask again at once when its message could not be queued', async () => {
    const failing = service({ queueFails: true });
    await expect(failing.confirmations.request('ada@example.org', 'Ada', 'member')).rejects.toThrow(
      'Redis is down',
    );
    expect(failing.rows.get('ada@example.org')).toMatchObject({ tokenHash: null });
    await expect(failing.confirmations.addressOf('x'.repeat(43))).resolves.toBeNull();
  });

  it('confirms with a link once: lifts the unsubscribe, tells the lists, then spends the token', async () => {
    const { confirmations, lifted, events, tokenOf } = service();
    const confirmed: unknown[] = [];
    events.on(DomainEvents.subscriptionConfirmed, (event) => confirmed.push(event));
    await confirmations.request('ada@example.org', 'Ada', 'member');
    const token = tokenOf();

    await expect(confirmations.addressOf(token)).resolves.toBe('ada@example.org');
    await expect(confirmations.confirm(token)).resolves.toBe('ada@example.org');
    expect(lifted).toEqual(['ada@example.org']);
    expect(confirmed).toEqual([{ email: 'ada@example.org', name: 'Ada', purpose: 'member' }]);

    await expect(confirmations.confirm(token)).resolves.toBeNull();
    await expect(confirmations.addressOf(token)).resolves.toBeNull();
    expect(lifted).toHaveLength(1);
  });

  it.each([undefined, 42, '', 'short', 'x'.repeat(44), `${'x'.repeat(42)}!`])(
    'refuses %p as a token',
    async (token) => {
      const { confirmations } = service();
      await expect(confirmations.confirm(token)).resolves.toBeNull();
      await expect(confirmations.addressOf(token)).resolves.toBeNull();
    },
  );
});
