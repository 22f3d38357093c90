import type { Request } from 'express';

/** One field a write changed, with its value before and after (secrets are masked when recorded). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** What a handler says its write changed; the audit trail records these instead of the body's keys. */
    auditChanges?: AuditChange[];
  }
}

/**
 * The top-level fields whose values differ, in the order of `after`. Values are compared as JSON with
 * keys sorted (a `jsonb` column gives them back in its own order); a list or an object is kept as
 * that JSON, so the trail shows it whole.
 */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => stableJson(before[field]) !== stableJson(after[field]))
    .map((field) => ({ field, from: shown(before[field]), to: shown(after[field]) }));
}

function shown(value: unknown): unknown {
  if (value === undefined) return null;
  return value !== null && typeof value === 'object' ? stableJson(value) : value;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

/**
 * Tells the audit trail what this request changed: a full-replace save (the settings) sends every
 * field, and listing them all hid the one that moved.
 */
export function recordChanges(req: Request, changes: AuditChange[]): void {
  req.auditChanges = changes;
}
