import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

export interface MemberSeed {
  firstName: string;
  lastName?: string;
  email: string;
  maritalStatus?: string | null;
  spiritualLevel?: string | null;
  needs?: string[];
  subscribeToEmails?: boolean;
}

/** Writes community members straight into their table (their endpoints belong to another module). */
export async function seedMembers(t: TestApp, members: MemberSeed[]): Promise<void> {
  const db = t.app.get(DataSource);
  for (const m of members) {
    await db.query(
      `INSERT INTO community_members (first_name, last_name, email, marital_status, spiritual_level, needs, subscribe_to_emails)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        m.firstName,
        m.lastName ?? 'Member',
        m.email.toLowerCase(),
        m.maritalStatus ?? null,
        m.spiritualLevel ?? null,
        m.needs ?? [],
        m.subscribeToEmails ?? true,
      ],
    );
  }
}

export async function seedSubscriber(t: TestApp, name: string, email: string): Promise<number> {
  const rows: { id: number }[] = await t.app
    .get(DataSource)
    .query('INSERT INTO subscribers (name, email) VALUES ($1, $2) RETURNING id', [
      name,
      email.toLowerCase(),
    ]);
  return rows[0].id;
}

/** Polls until `check` returns a value that is not undefined. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20000,
  what = 'condition',
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until one of the app's queues has nothing waiting or running: every job added so far has run
 * (or failed). Before asserting that something was not done.
 */
export async function queueIdle(t: TestApp, name: string, timeoutMs = 20000): Promise<void> {
  const queue = t.app.get<Queue>(getQueueToken(name));
  await eventually(
    async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : undefined;
    },
    timeoutMs,
    `the ${name} queue to be idle`,
  );
}

/**
 * Waits until the app's e-mail queue has nothing waiting or running: every message queued so far has
 * been handed to the SMTP server (or failed). Before asserting that something was not sent.
 */
export function emailQueueIdle(t: TestApp, timeoutMs = 20000): Promise<void> {
  return queueIdle(t, 'email', timeoutMs);
}

export const TEMPLATE_INPUT = {
  name: 'Weekly Encouragement',
  subject: 'A word of hope for you, {{firstName}}',
  greeting: 'Dear {{name}},',
  message: 'Grace and peace to you.\n\nThis week we study faith & obedience <together>.',
  signature: 'In His service,\nThe Ministry Team',
  isActive: true,
};
