import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { PrincipalLookups } from '../../common/access/principals';
import {
  AuditEventsRepository,
  type AuditCursor,
  type AuditFilter,
} from './audit-events.repository';
import type { AuditEvent, AuditTarget } from './entities/audit-event.entity';
import { isWholeTarget } from './audit-labels';
import { safeSummary } from './audit-summary';
import { clientAddress } from '../../common/http/client-address';

/** Who acted: a signed-in account (its role and name are copied into the row), or nobody known. */
export interface AuditActor {
  id: number;
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
}

export interface AuditRecord {
  /** Null for a failed sign-in that names no existing account. */
  actor: AuditActor | null;
  /** `area.verb`, e.g. `staff.invite`, `auth.totp_enrol`. */
  action: string;
  target?: AuditTarget | null;
  /** Field names and other harmless facts; secret keys are dropped at any depth. */
  summary?: Record<string, unknown>;
  /** The request acted through: its client address and request id go into the row. */
  req?: Request;
}

export type { AuditFilter } from './audit-events.repository';

/** How many rows one read of the CSV export holds in memory. */
const EXPORT_BATCH = 1000;

/**
 * The audit trail (docs/architecture.md, "Audit trail"). `record` is the one call every feature makes: after a staff write, a
 * sign-in, a 2FA change, an export or the opening of a counseling request.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(
    private readonly events: AuditEventsRepository,
    private readonly targetNames: AuditTargetNames,
    private readonly principals: PrincipalLookups,
  ) {}

  /** Appends one row; a failure is logged and never fails the action it records (already done). */
  async record({ actor, action, target, summary, req }: AuditRecord): Promise<void> {
    try {
      await this.events.insert(auditRow({ actor, action, target, summary, req }));
    } catch (err) {
      this.logger.error({ err, action }, 'Could not record an audit event');
    }
  }

  /** One page, newest first, with the total of the filter. */
  async list(
    filter: AuditFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: AuditEvent[]; total: number }> {
    return this.events.page(filter, (page - 1) * pageSize, pageSize);
  }

  /**
   * The names of the rows' targets now, by `type:id` (an event's title, a person's name). Staff are
   * named as the trail last saw them act (a deactivated account too), invitations by the address
   * invited; the rest by the feature that owns them. A target deleted since has no name.
   */
  async targetNamesOf(rows: AuditEvent[]): Promise<Map<string, string>> {
    const idsByType = new Map<string, Set<string>>();
    for (const row of rows) {
      if (!row.targetType || row.targetId === null || isWholeTarget(row.targetType)) continue;
      const ids = idsByType.get(row.targetType) ?? new Set<string>();
      ids.add(row.targetId);
      idsByType.set(row.targetType, ids);
    }
    const names = new Map<string, string>();
    for (const [type, idSet] of idsByType) {
      const ids = [...idSet];
      const found =
        type === 'user' || type === 'staff'
          ? await this.staffNames(ids)
          : type === 'invitation'
            ? await this.invitedAddresses(ids)
            : await this.targetNames.names(type, ids);
      for (const [id, name] of found) names.set(`${type}:${id}`, name);
    }
    return names;
  }

  private async staffNames(ids: string[]): Promise<Map<string, string>> {
    const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    if (!numeric.length) return new Map();
    const rows = await this.events.lastActorNames(numeric);
    const names = new Map(rows.map((r) => [String(r.id), r.name]));
    for (const id of numeric.filter((n) => !names.has(String(n)))) {
      // Someone who has not acted yet (just invited, then given another role).
      const user = await this.principals.findStaff(id).catch(() => null);
      const name =
        user && ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email);
      if (name) names.set(String(id), name);
    }
    return names;
  }

  /** An invitation by the address it went to, as its `staff.invite` row recorded. */
  private async invitedAddresses(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.events.invitedAddresses(ids);
    return new Map(
      rows.filter((r) => r.email).map((r) => [r.id, `Invitation to ${r.email as string}`]),
    );
  }

  /** Every action name recorded so far (the filter's choices), sorted. */
  actions(): Promise<string[]> {
    return this.events.actions();
  }

  /** The filtered rows, newest first, read in batches (keyset on `at`, `id`) for a streamed export. */
  async *stream(filter: AuditFilter): AsyncGenerator<AuditEvent[]> {
    let after: AuditCursor | undefined;
    for (;;) {
      const rows = await this.events.batch(filter, EXPORT_BATCH, after);
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { at: last.at, id: last.id };
    }
  }

  /**
   * Erases rows older than `days` before `now` (never younger than that before the database's own
   * clock: its trigger refuses the DELETE of a younger row).
   */
  prune(now: Date, days: number): Promise<number> {
    return this.events.deleteOlderThan(new Date(now.getTime() - days * 24 * 3600 * 1000), days);
  }
}

/** The row a record becomes: the actor's snapshot, the request's address and id, a safe summary. */
export function auditRow({
  actor,
  action,
  target,
  summary,
  req,
}: AuditRecord): Partial<AuditEvent> {
  const name = actor
    ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username || null
    : null;
  const requestId = (req as { id?: unknown } | undefined)?.id;
  return {
    actorId: actor?.id ?? null,
    actorRole: actor?.role ?? null,
    actorName: name?.slice(0, 201) ?? null,
    actorEmail: (actor?.email || actor?.username || null)?.slice(0, 255) ?? null,
    action: action.slice(0, 100),
    targetType: target?.type.slice(0, 50) ?? null,
    targetId:
      target?.id === null || target?.id === undefined ? null : String(target.id).slice(0, 100),
    summary: safeSummary(summary ?? {}),
    clientAddress: clientAddress(req),
    requestId:
      typeof requestId === 'string' || typeof requestId === 'number'
        ? String(requestId).slice(0, 100)
        : null,
  };
}
