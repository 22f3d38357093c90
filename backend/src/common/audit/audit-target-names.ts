import { Injectable } from '@nestjs/common';

/** Names of one kind of target by id (an event's title, a member's name); unknown ids are left out. */
export type AuditTargetNamer = (ids: string[]) => Promise<Map<string, string>>;

/**
 * The register through which features tell the audit trail what its targets are called, so the Audit
 * tab shows "Easter Sunrise Service" rather than "event 42" without the audit module knowing every
 * feature's tables. Names are read when the trail is read: a deleted target has none.
 */
@Injectable()
export class AuditTargetNames {
  private readonly namers = new Map<string, AuditTargetNamer>();

  provide(targetType: string, namer: AuditTargetNamer): void {
    this.namers.set(targetType, namer);
  }

  /** The names of the given targets of one type; an empty map for a type nobody names. */
  async names(targetType: string, ids: string[]): Promise<Map<string, string>> {
    const namer = this.namers.get(targetType);
    if (!namer || ids.length === 0) return new Map();
    return namer(ids);
  }
}

/** Numeric ids of `ids` (target ids are stored as text). */
export function numericIds(ids: string[]): number[] {
  return ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
}

// A namer over one table by id; kept here for the features that import it from this file.
export { namesFromRows } from './names-from-rows.repository';
