import { SetMetadata } from '@nestjs/common';

export const AUDIT_KEY = 'ministry:audit';

export interface AuditOptions {
  /** The target's type (`event`, `staff`, …); its id is the route's `:id`, else the answer's `id`. */
  target?: string;
  /** The answer's field holding the target id when the route has no `:id` (default `id`). */
  idField?: string;
  /** Body fields whose values are recorded as well as their names (harmless ones: a role, a status). */
  values?: string[];
}

export interface AuditMetadata extends AuditOptions {
  action: string;
}

/**
 * Names the audit action of a route (`@Audit('event.create', { target: 'event' })`). A staff write
 * without it is recorded under a name derived from its controller's path and handler; a read is recorded
 * only when it carries this decorator (an export, the opening of a counseling request).
 */
export const Audit = (action: string, options: AuditOptions = {}) =>
  SetMetadata(AUDIT_KEY, { action, ...options } satisfies AuditMetadata);
