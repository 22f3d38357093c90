import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a row says was acted on: a type (`event`, `staff`, `counseling_request`, …) and its id. */
export interface AuditTarget {
  type: string;
  id: string | number | null;
}

/**
 * One entry of the audit trail (docs/architecture.md, "Audit trail"): who did what to which record, when, from where. Append-only:
 * the app only inserts, and triggers in PostgreSQL refuse an UPDATE and the DELETE of a row younger than
 * the retention period (migration AuditTrail). The actor is a snapshot (id, role, name at the time), with
 * no foreign key: the trail outlives the account, and a cascade would have to change rows.
 */
@Entity('audit_events')
@Index('IDX_audit_events_at', ['at', 'id'])
@Index('IDX_audit_events_actor', ['actorId', 'at'])
@Index('IDX_audit_events_action', ['action', 'at'])
export class AuditEvent {
  @PrimaryGeneratedColumn('increment', {
    type: 'bigint',
    primaryKeyConstraintName: 'PK_audit_events',
  })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** The staff account that acted; null for a failed sign-in naming no existing account. */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** The actor's role at the time (null for an account that was not staff). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  actorRole: string | null;

  /** The actor's name (else username) at the time. */
  @Column({ type: 'varchar', length: 201, nullable: true })
  actorName: string | null;

  /** The actor's e-mail address (else username) at the time. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  actorEmail: string | null;

  /** What was done, `area.verb` (`event.create`, `auth.sign_in_failed`, `counseling.view`, …). */
  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  targetId: string | null;

  /** What changed: field names, never the values of secrets or counseling text. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  summary: Record<string, unknown>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  requestId: string | null;
}
