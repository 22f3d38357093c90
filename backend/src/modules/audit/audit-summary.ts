/**
 * Keys that never reach the trail, at any depth: secrets (passwords, tokens, one-time and recovery
 * codes) and free text a person wrote in confidence (a counseling request's or response's message).
 * `newPassword`, `recoveryCode` and `responseText` match too; `aboutText` of the settings does not.
 */
const SECRET_KEY =
  /pass(word|phrase)|token|secret|code$|otp|recovery|message|^(response)?text$|credential/i;

/** Whether a field name must not be recorded (nor its value). */
export function isSecretField(name: string): boolean {
  return SECRET_KEY.test(name);
}

/** The names of a request body's fields worth recording: top-level keys, secrets left out, sorted. */
export function changedFields(body: unknown): string[] {
  // A JSON object only: a raw upload (a Buffer) or a list has no field names.
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return [];
  return Object.keys(body)
    .filter((key) => !isSecretField(key))
    .sort();
}

/**
 * A summary as stored: secret keys dropped at every depth, strings cut to 200 characters, at most
 * 50 keys or items per level, 4 levels deep; anything else (functions, symbols) left out.
 */
export function safeSummary(value: Record<string, unknown>): Record<string, unknown> {
  return (clean(value, 0) as Record<string, unknown> | undefined) ?? {};
}

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= 4 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) {
    if (isSecretField(key)) continue;
    const cleaned = clean(item, depth + 1);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}
