import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditTargetNamer } from '../../../common/audit/audit-target-names';
import { SERIES } from './automations.constants';
import type {
  AutomationKind,
  AutomationSendStatus,
  EmailAutomation,
  EmailAutomationStep,
  EnrolmentStop,
} from '../entities/automation.entity';

/** A step as the editor gives it: `id` for a step kept, none for a new one. */
export interface StepInput {
  id?: number;
  delayDays: number;
  subject: string;
  body: string;
}

/** A message claimed for sending: everything its mail needs. */
export interface ClaimedSend {
  id: number;
  enrolmentId: number;
  kind: AutomationKind;
  email: string;
  name: string;
  subject: string;
  body: string;
  attempts: number;
}

/** How many of a series wait for each step, and how many finished or stopped. */
export interface SeriesCounts {
  atStep: Map<number, number>;
  completed: number;
  stopped: number;
}

/** A claim older than this was cut short (the process ended mid-send): it is never sent again. */
export const STALE_CLAIM_MINUTES = 10;

/**
 * The queries of the welcome series (tables email_automations, _steps, _enrolments, _sends). Sending
 * is two statements per message, each safe across processes: a due step becomes a send row (unique
 * per enrolment and step), and a send row is claimed (`pending` to `sending`) by one UPDATE that skips
 * rows another process holds. A message is only ever sent by the process that claimed it.
 */
@Injectable()
export class AutomationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The audit trail's names of series: what the tab calls them. */
  auditNamer(): AuditTargetNamer {
    return async (ids) => {
      const wanted = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
      if (!wanted.length) return new Map();
      const rows: { id: number; kind: AutomationKind }[] = await this.dataSource.query(
        'SELECT id, kind FROM email_automations WHERE id = ANY ($1::int[])',
        [wanted],
      );
      return new Map(rows.map((row) => [String(row.id), SERIES[row.kind].name]));
    };
  }

  async series(): Promise<EmailAutomation[]> {
    return this.dataSource.query(
      `SELECT id, kind, enabled, created_at AS "createdAt", updated_at AS "updatedAt"
       FROM email_automations ORDER BY id`,
    );
  }

  async byKind(kind: AutomationKind): Promise<EmailAutomation | undefined> {
    const rows: EmailAutomation[] = await this.dataSource.query(
      `SELECT id, kind, enabled, created_at AS "createdAt", updated_at AS "updatedAt"
       FROM email_automations WHERE kind = $1`,
      [kind],
    );
    return rows[0];
  }

  async steps(automationId: number): Promise<EmailAutomationStep[]> {
    return this.dataSource.query(
      `SELECT id, automation_id AS "automationId", position, delay_days AS "delayDays", subject, body,
              created_at AS "createdAt", updated_at AS "updatedAt"
       FROM email_automation_steps WHERE automation_id = $1 ORDER BY position`,
      [automationId],
    );
  }

  async counts(automationId: number): Promise<SeriesCounts> {
    const rows: { position: number | null; state: string; n: number }[] =
      await this.dataSource.query(
        `SELECT CASE WHEN stopped_at IS NULL AND completed_at IS NULL THEN next_position END AS position,
                CASE WHEN stopped_at IS NOT NULL THEN 'stopped'
                     WHEN completed_at IS NOT NULL THEN 'completed' ELSE 'running' END AS state,
                count(*)::int AS n
         FROM email_automation_enrolments WHERE automation_id = $1
         GROUP BY 1, 2`,
        [automationId],
      );
    const atStep = new Map<number, number>();
    let completed = 0;
    let stopped = 0;
    for (const row of rows) {
      if (row.state === 'completed') completed += row.n;
      else if (row.state === 'stopped') stopped += row.n;
      else atStep.set(row.position!, (atStep.get(row.position!) ?? 0) + row.n);
    }
    return { atStep, completed, stopped };
  }

  async setEnabled(automationId: number, enabled: boolean): Promise<void> {
    await this.dataSource.query(
      'UPDATE email_automations SET enabled = $2, updated_at = now() WHERE id = $1',
      [automationId, enabled],
    );
  }

  /**
   * Replaces the steps in one transaction: those given with an id are kept (their sends stay theirs)
   * and renumbered in the order given, new ones are added, the others deleted. Returns false when an
   * id is not a step of this series.
   */
  async replaceSteps(automationId: number, steps: StepInput[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // One editor at a time per series: the renumbering below must not interleave with another.
      await manager.query('SELECT id FROM email_automations WHERE id = $1 FOR UPDATE', [
        automationId,
      ]);
      const existing: { id: number }[] = await manager.query(
        'SELECT id FROM email_automation_steps WHERE automation_id = $1',
        [automationId],
      );
      const known = new Set(existing.map((s) => s.id));
      if (steps.some((s) => s.id !== undefined && !known.has(s.id))) return false;
      const kept = steps.filter((s) => s.id !== undefined).map((s) => s.id!);
      await manager.query(
        'DELETE FROM email_automation_steps WHERE automation_id = $1 AND NOT (id = ANY ($2::int[]))',
        [automationId, kept],
      );
      // Out of the way first, so the new numbers never meet the old ones.
      await manager.query(
        'UPDATE email_automation_steps SET position = -1 - position WHERE automation_id = $1',
        [automationId],
      );
      for (const [position, step] of steps.entries()) {
        if (step.id !== undefined) {
          await manager.query(
            `UPDATE email_automation_steps
             SET position = $2, delay_days = $3, subject = $4, body = $5, updated_at = now()
             WHERE id = $1`,
            [step.id, position, step.delayDays, step.subject, step.body],
          );
        } else {
          await manager.query(
            `INSERT INTO email_automation_steps (automation_id, position, delay_days, subject, body)
             VALUES ($1, $2, $3, $4, $5)`,
            [automationId, position, step.delayDays, step.subject, step.body],
          );
        }
      }
      await manager.query('UPDATE email_automations SET updated_at = now() WHERE id = $1', [
        automationId,
      ]);
      return true;
    });
  }

  /** Enrols the address in an enabled series once; whether it was enrolled now. */
  async enrol(kind: AutomationKind, email: string, name: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO email_automation_enrolments (automation_id, email, name)
       SELECT id, $2, $3 FROM email_automations WHERE kind = $1 AND enabled
       ON CONFLICT (automation_id, email) DO NOTHING
       RETURNING id`,
      [kind, email.toLowerCase(), name.slice(0, 200)],
    );
    return rows.length > 0;
  }

  /** Stops every running enrolment of the address. */
  async stopAddress(email: string, reason: EnrolmentStop): Promise<number> {
    // A SELECT over the UPDATE: TypeORM answers a bare UPDATE with [rows, count], a SELECT with rows.
    const rows: unknown[] = await this.dataSource.query(
      `WITH stopped AS (
         UPDATE email_automation_enrolments SET stopped_at = now(), stop_reason = $2
         WHERE email = $1 AND stopped_at IS NULL AND completed_at IS NULL RETURNING id
       )
       SELECT id FROM stopped`,
      [email.toLowerCase(), reason],
    );
    return rows.length;
  }

  async stopEnrolment(id: number, reason: EnrolmentStop): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_automation_enrolments SET stopped_at = now(), stop_reason = $2
       WHERE id = $1 AND stopped_at IS NULL`,
      [id, reason],
    );
  }

  /** An erasure: the address's enrolments and their sends go. */
  async deleteAddress(email: string): Promise<void> {
    await this.dataSource.query('DELETE FROM email_automation_enrolments WHERE email = $1', [
      email.toLowerCase(),
    ]);
  }

  /**
   * Turns the due steps of enabled series into send rows, and moves each enrolment on to its next
   * step (or marks it complete when it has none): one transaction, the enrolments locked and those
   * another process holds skipped, so a step becomes one send row whoever sweeps. Returns how many.
   */
  async queueDue(limit: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due: { enrolmentId: number; stepId: number; nextExists: boolean }[] =
        await manager.query(
          `SELECT e.id AS "enrolmentId", s.id AS "stepId",
                  EXISTS (SELECT 1 FROM email_automation_steps n
                          WHERE n.automation_id = e.automation_id AND n.position = e.next_position + 1)
                    AS "nextExists"
           FROM email_automation_enrolments e
           JOIN email_automations a ON a.id = e.automation_id AND a.enabled
           JOIN email_automation_steps s
             ON s.automation_id = e.automation_id AND s.position = e.next_position
           WHERE e.stopped_at IS NULL AND e.completed_at IS NULL
             AND e.last_step_at + make_interval(days => s.delay_days) <= now()
           ORDER BY e.id
           LIMIT $1
           FOR UPDATE OF e SKIP LOCKED`,
          [limit],
        );
      for (const row of due) {
        await manager.query(
          `INSERT INTO email_automation_sends (enrolment_id, step_id) VALUES ($1, $2)
           ON CONFLICT (enrolment_id, step_id) DO NOTHING`,
          [row.enrolmentId, row.stepId],
        );
        await manager.query(
          `UPDATE email_automation_enrolments
           SET next_position = next_position + 1, last_step_at = now(),
               completed_at = CASE WHEN $2 THEN NULL ELSE now() END
           WHERE id = $1`,
          [row.enrolmentId, row.nextExists],
        );
      }
      // Steps removed from under a running enrolment: nothing is left for it.
      await manager.query(
        `UPDATE email_automation_enrolments e SET completed_at = now()
         WHERE e.stopped_at IS NULL AND e.completed_at IS NULL
           AND EXISTS (SELECT 1 FROM email_automation_steps s WHERE s.automation_id = e.automation_id)
           AND NOT EXISTS (SELECT 1 FROM email_automation_steps s
                           WHERE s.automation_id = e.automation_id AND s.position >= e.next_position)`,
      );
      return due.length;
    });
  }

  /**
   * Claims pending sends for this process (at most `limit`): `pending` becomes `sending` in one
   * statement that skips rows another process is claiming, so no two processes hold one send. A
   * claim older than STALE_CLAIM_MINUTES was cut short by a crash and may or may not have gone: it
   * is failed, never sent again (a second message is worse than a missing one).
   */
  async claim(limit: number): Promise<ClaimedSend[]> {
    await this.dataSource.query(
      `UPDATE email_automation_sends
       SET status = 'failed', error = 'Interrupted while sending (the worker stopped); not sent again'
       WHERE status = 'sending' AND claimed_at < now() - make_interval(mins => $1)`,
      [STALE_CLAIM_MINUTES],
    );
    // A SELECT over the UPDATE, so the answer is the rows (see `stopAddress`).
    return this.dataSource.query(
      `WITH picked AS (
         SELECT id FROM email_automation_sends
         WHERE status = 'pending' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       ), claimed AS (
       UPDATE email_automation_sends x
       SET status = 'sending', claimed_at = now(), attempts = x.attempts + 1
       FROM picked, email_automation_enrolments e, email_automations a, email_automation_steps s
       WHERE x.id = picked.id AND e.id = x.enrolment_id AND a.id = e.automation_id AND a.enabled
         AND e.stopped_at IS NULL
         AND s.id = x.step_id
       RETURNING x.id, x.enrolment_id AS "enrolmentId", a.kind, e.email, e.name, s.subject, s.body,
                 x.attempts
       )
       SELECT * FROM claimed ORDER BY id`,
      [limit],
    );
  }

  /** The outcome of a claimed send; `pending` again after a temporary error (tried once more). */
  async record(
    id: number,
    status: Exclude<AutomationSendStatus, 'sending'>,
    details: { messageId?: string; error?: string } = {},
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_automation_sends
       SET status = $2::varchar, message_id = $3, error = $4,
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END
       WHERE id = $1 AND status = 'sending'`,
      [id, status, details.messageId ?? null, details.error?.slice(0, 2000) ?? null],
    );
  }

  /** Sends whose step was deleted, or whose series was stopped, before they went: never sent. */
  async skipOrphans(): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_automation_sends x SET status = 'skipped',
              error = CASE WHEN x.step_id IS NULL THEN 'The step was deleted'
                           ELSE 'The series was stopped' END
       WHERE x.status = 'pending'
         AND (x.step_id IS NULL OR EXISTS (SELECT 1 FROM email_automation_enrolments e
                                           WHERE e.id = x.enrolment_id AND e.stopped_at IS NOT NULL))`,
    );
  }

  /**
   * Whether the address still takes this series' mail: a member who accepts e-mail (the members'
   * series), a confirmed subscriber (the subscribers'). A read of the community's and the
   * newsletter's tables, like the audience's (docs/architecture.md, "The one allowed read"), so
   * turning e-mail off in My account or leaving the newsletter ends the series too.
   */
  async stillListed(kind: AutomationKind, email: string): Promise<boolean> {
    const sql =
      kind === 'member_welcome'
        ? 'SELECT 1 FROM community_members WHERE email_key = $1 AND subscribe_to_emails'
        : 'SELECT 1 FROM subscribers WHERE email_key = $1 AND confirmed_at IS NOT NULL';
    const rows: unknown[] = await this.dataSource.query(sql, [email.toLowerCase()]);
    return rows.length > 0;
  }
}
