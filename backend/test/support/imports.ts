import type { Agent } from './test-app';

/** A CSV file of the given lines, as a spreadsheet writes it (CRLF, a closing line break). */
export const csvFile = (...lines: string[]): Buffer =>
  Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

/**
 * Starts an uploaded import with the wizard's choices and polls until it has completed or failed,
 * as the wizard's progress step does; answers the import as it ended.
 */
export async function runImportToEnd<T extends { status: string }>(
  admin: Agent,
  id: number,
  choices: Record<string, unknown>,
  timeoutMs = 20_000,
): Promise<T> {
  await admin.post(`/api/admin/imports/${id}/run`).send(choices).expect(202);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin.get(`/api/admin/imports/${id}`).expect(200);
    const body = res.body as T;
    if (body.status === 'completed' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
