import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Agent, TestApp } from './test-app';

let counter = 0;

/** A unique address for a test member. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.test`;
}

export type MemberInput = Record<string, unknown> & { email?: string };

/** A cookie jar holding a community member session, made the way a visitor gets one: by signing up. */
export async function memberAgent(
  t: TestApp,
  input: MemberInput = {},
): Promise<{ agent: Agent; email: string; id: number }> {
  const email = input.email ?? uniqueEmail();
  const agent = request.agent(t.server);
  await agent
    .post('/api/community/members')
    .send({ firstName: 'Test', lastName: 'Member', ...input, email })
    .expect(201);
  const [row] = (await t.app
    .get(DataSource)
    .query('SELECT id FROM community_members WHERE email = $1', [email.trim().toLowerCase()])) as {
    id: number;
  }[];
  return { agent, email: email.trim().toLowerCase(), id: row.id };
}

/** Every e-mail-looking string in a response body. */
export function emailsIn(body: unknown): string[] {
  return JSON.stringify(body).match(/[^\s"@,{}[\]:]+@[^\s"@,{}[\]:]+\.[a-z]+/gi) ?? [];
}
