import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import type { SignedInUser } from '../../common/access/principals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { MemberImportsService } from '../community/member-imports.service';
import { SubscriberImportsService } from '../newsletter/subscriptions/subscriber-imports.service';
import { DomainEvents, type ConfirmationRequestedEvent } from '../../common/events/domain-events';
import { SAFE_CSV_OPTIONS } from '../../common/csv/safe-csv';
import { unstorableFields } from '../../common/http/request-body';
import { AuditService } from '../audit/audit.service';
import type { ColumnMapping, MemberImport } from './entities/member-import.entity';
import type { ImportRow } from './entities/import-row.entity';
import { formatOf, inspectFile, readRows, type FileLayout } from './file-reader';
import { recogniseSource, suggestMapping } from './header-mapping';
import {
  IMPORT_BATCH,
  IMPORTS_QUEUE,
  ImportMessages as M,
  MAX_IMPORT_BYTES,
  PREVIEW_ERRORS,
  PREVIEW_ROWS,
  PROGRESS_EVERY_MS,
  RUN_IMPORT_JOB,
  UNDO_DAYS,
  fieldsOfTarget,
  type ExistingChoice,
  type ImportTarget,
  type MemberField,
} from './imports.constants';
import {
  ImportAlreadyStartedError,
  ImportFileGoneError,
  ImportFileNameError,
  ImportMappingError,
  ImportNotFinishedError,
  ImportNotFoundError,
  ImportNotUndoableError,
  ImportRowsInErrorError,
  ImportTooLargeError,
  ImportUndoExpiredError,
  NoImportFileError,
  UnreadableFileError,
} from './imports.errors';
import { ImportsRepository, type ImportRowsWriter, type NewImportRow } from './imports.repository';
import {
  duplicateRow,
  emailKeyOf,
  planRow,
  type ExistingMember,
  type MemberFields,
  type PlannedRow,
  type PlanOptions,
} from './member-plan';
import { rowValues, type RowValues } from './row-values';
import {
  planSubscriberRow,
  type ExistingSubscriber,
  type PlannedSubscriberRow,
  type SubscriberFields,
} from './subscriber-plan';

/** What a row of either target becomes. */
type AnyPlan = PlannedRow | PlannedSubscriberRow;
type AnyFields = MemberFields | SubscriberFields;
type AnyExisting = ExistingMember | ExistingSubscriber;

/** The writes of one import transaction, whichever list it writes (members or subscribers). */
interface TargetBatch {
  /** The transaction, which the import's own writes join. */
  readonly scope: Parameters<ImportsRepository['writerIn']>[0];
  byIds(ids: number[]): Promise<AnyExisting[]>;
  insert(fields: AnyFields[]): Promise<number[]>;
  update(id: number, changes: Partial<AnyFields>): Promise<void>;
  delete(ids: number[]): Promise<void>;
}

/** The administrator's choices for a preview or a run. */
export interface ImportChoices {
  mapping: ColumnMapping[];
  existing: ExistingChoice;
  consentConfirmed: boolean;
  sendConfirmation: boolean;
}

export interface ImportCounts {
  create: number;
  update: number;
  skip: number;
  error: number;
}

export interface ImportPreview {
  rows: {
    rowNumber: number;
    outcome: PlannedRow['outcome'];
    member: MemberFields | null;
    subscriber: SubscriberFields | null;
    message: string | null;
  }[];
  counts: ImportCounts;
  errors: { rowNumber: number; email: string | null; message: string }[];
}

export interface RunImportJobData {
  importId: number;
}

/** One planned row with its place in the file. */
interface PlannedAt {
  rowNumber: number;
  plan: AnyPlan;
}

/**
 * Imports of members from a CSV or XLSX file: upload (checked and inspected), a preview over the whole
 * file, a queued run in one transaction (a failed run leaves nothing half-way), its report, and undo
 * within UNDO_DAYS. See docs/imports.md.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly members: MemberImportsService,
    private readonly subscribers: SubscriberImportsService,
    private readonly audit: AuditService,
    private readonly events: EventEmitter2,
    @InjectQueue(IMPORTS_QUEUE) private readonly queue: Queue,
  ) {}

  /** Checks the file (name, size, what it holds, its rows and columns) and keeps it for the preview. */
  async upload(
    fileName: string,
    content: Buffer,
    user: SignedInUser,
    target: ImportTarget = 'members',
  ): Promise<MemberImport> {
    const name = fileName.trim();
    const format = formatOf(name);
    if (!format || name.length > 255) throw new ImportFileNameError();
    if (content.length === 0) throw new NoImportFileError();
    if (content.length > MAX_IMPORT_BYTES) throw new ImportTooLargeError();
    const layout = inspectFile(content, format);
    let headers: string[] | null = null;
    let totalRows = 0;
    for await (const row of readRows(content, layout)) {
      if (headers === null) headers = row.cells.map((cell) => headerText(cell));
      else totalRows += 1;
    }
    if (!headers || headers.every((h) => h === '')) throw new UnreadableFileError(M.noHeader);
    const seen = new Set<string>();
    for (const header of headers) {
      if (header !== '' && seen.has(header))
        throw new UnreadableFileError(M.duplicateHeader(header));
      seen.add(header);
    }
    if (totalRows === 0) throw new UnreadableFileError(M.noRows);
    return this.imports.create(
      {
        target,
        fileName: name,
        fileBytes: content.length,
        format,
        encoding: layout.encoding,
        delimiter: layout.delimiter,
        source: recogniseSource(headers),
        headers,
        totalRows,
        createdById: user.id,
      },
      content,
    );
  }

  async get(id: number): Promise<MemberImport> {
    const found = await this.imports.findById(id);
    if (!found) throw new ImportNotFoundError();
    return found;
  }

  latest(): Promise<MemberImport[]> {
    return this.imports.latest(20);
  }

  /** The mapping proposed for the file's headers. */
  suggestedMapping(found: MemberImport): ColumnMapping[] {
    const allowed = fieldsOfTarget(found.target);
    return suggestMapping(found.headers).map((m) =>
      m.field === 'ignore' || allowed.includes(m.field) ? m : { ...m, field: 'ignore' },
    );
  }

  /**
   * The first PREVIEW_ROWS rows as they would be stored, and for the whole file what would be created,
   * updated, skipped, and the rows in error with the sign-up form's message.
   */
  async preview(id: number, choices: ImportChoices): Promise<ImportPreview> {
    const found = await this.get(id);
    if (found.status !== 'uploaded' && found.status !== 'failed')
      throw new ImportAlreadyStartedError();
    const fields = this.fieldsOf(found, choices.mapping);
    const content = await this.imports.fileOf(id);
    if (!content) throw new ImportFileGoneError();
    const preview: ImportPreview = {
      rows: [],
      counts: { create: 0, update: 0, skip: 0, error: 0 },
      errors: [],
    };
    const lookup = (emails: string[]): Promise<AnyExisting[]> =>
      found.target === 'subscribers'
        ? this.subscribers.byEmails(emails)
        : this.members.byEmails(emails);
    for await (const batch of this.planned(found, content, fields, choices, lookup)) {
      for (const { rowNumber, plan } of batch) {
        count(preview.counts, plan);
        if (preview.rows.length < PREVIEW_ROWS) {
          const stored = storedOf(plan);
          preview.rows.push({
            rowNumber,
            outcome: plan.outcome,
            member: found.target === 'members' ? (stored as MemberFields | null) : null,
            subscriber: found.target === 'subscribers' ? (stored as SubscriberFields | null) : null,
            message: 'message' in plan ? plan.message : null,
          });
        }
        if (plan.outcome === 'error' && preview.errors.length < PREVIEW_ERRORS) {
          preview.errors.push({ rowNumber, email: plan.email, message: plan.message });
        }
      }
    }
    return preview;
  }

  /** Saves the choices and queues the run; the progress is read with `get`. */
  async start(
    id: number,
    choices: ImportChoices & { importValidRows: boolean },
  ): Promise<MemberImport> {
    const found = await this.get(id);
    this.fieldsOf(found, choices.mapping);
    const queued = await this.imports.transition(id, ['uploaded', 'failed'], 'queued', {
      mapping: choices.mapping,
      existing: choices.existing,
      consentConfirmed: choices.consentConfirmed,
      importValidRows: choices.importValidRows,
      sendConfirmation: choices.sendConfirmation,
      processedRows: 0,
      failure: null,
    });
    if (!queued) throw new ImportAlreadyStartedError();
    if (!(await this.imports.hasFile(id))) {
      await this.imports.transition(id, ['queued'], 'failed', { failure: M.fileGone });
      throw new ImportFileGoneError();
    }
    // One job per run of an import: a second start of a run already queued is refused above.
    await this.queue.add(RUN_IMPORT_JOB, { importId: id } satisfies RunImportJobData, {
      jobId: `import-${id}-${Date.now()}`,
      attempts: 3,
    });
    return this.get(id);
  }

  /**
   * The run (on the queue): every row planned and written in batches inside one transaction, the
   * progress written outside it at least every PROGRESS_EVERY_MS. Rows in error fail the run, and
   * nothing is written, unless the administrator chose to import the valid rows.
   */
  async run(importId: number): Promise<void> {
    const claimed = await this.imports.transition(importId, ['queued', 'running'], 'running', {
      startedAt: new Date(),
      processedRows: 0,
    });
    if (!claimed) return; // undone, finished, or taken back meanwhile: nothing to do
    const found = await this.get(importId);
    const content = await this.imports.fileOf(importId);
    if (!content) throw new ImportFileGoneError();
    const choices: ImportChoices = {
      mapping: found.mapping ?? [],
      existing: found.existing,
      consentConfirmed: found.consentConfirmed,
      sendConfirmation: found.sendConfirmation,
    };
    const fields = this.fieldsOf(found, choices.mapping);
    const counts: ImportCounts = { create: 0, update: 0, skip: 0, error: 0 };
    // Mailed once the rows are committed: a run rolled back asks nobody to confirm anything.
    const toConfirm: { email: string; name: string }[] = [];
    let processed = 0;
    let reported = Date.now();
    const completed = await this.inTargetTransaction(found.target, async (target, lookup) => {
      const writer = this.imports.writerIn(target.scope);
      // Another run of this import (its job taken as stalled) finished meanwhile: nothing to do.
      if ((await writer.lockRun(importId)) !== 'running') return false;
      for await (const batch of this.planned(found, content, fields, choices, lookup)) {
        for (const { plan } of batch) count(counts, plan);
        if (counts.error > 0 && !found.importValidRows) continue; // failing: read on only to count
        for (const { plan } of batch)
          if ('confirm' in plan && plan.confirm)
            toConfirm.push({ email: plan.email, name: plan.confirm.name });
        await writeBatch(target, writer, importId, batch);
        processed += batch.length;
        if (Date.now() - reported >= PROGRESS_EVERY_MS) {
          reported = Date.now();
          await this.imports.update(importId, { processedRows: processed });
        }
      }
      if (counts.error > 0 && !found.importValidRows)
        throw new ImportRowsInErrorError(counts.error);
      // In the same transaction as the rows: a crash after the commit cannot run the file again.
      return writer.complete(importId, {
        processedRows: found.totalRows,
        createdCount: counts.create,
        updatedCount: counts.update,
        skippedCount: counts.skip,
        errorCount: counts.error,
        finishedAt: new Date(),
      });
    });
    if (!completed) return;
    // The file holds people's data the import no longer needs; the rows' report stays.
    await this.imports.deleteFile(importId);
    await this.recordAudit(found, 'import.complete', counts);
    await this.requestConfirmations(found.target, toConfirm);
  }

  /**
   * The double opt-in e-mail for each address, through the e-mail module's confirmations (queued;
   * one per address per 24 hours, never to an address that bounced or complained).
   */
  private async requestConfirmations(
    target: ImportTarget,
    people: { email: string; name: string }[],
  ): Promise<void> {
    const purpose = target === 'subscribers' ? 'newsletter' : 'member';
    for (const { email, name } of people) {
      const event: ConfirmationRequestedEvent = { email, name, purpose };
      await this.events.emitAsync(DomainEvents.confirmationRequested, event);
    }
  }

  /** One transaction on the list the import writes, with its locked lookup by address. */
  private inTargetTransaction<T>(
    target: ImportTarget,
    work: (batch: TargetBatch, lookup: (emails: string[]) => Promise<AnyExisting[]>) => Promise<T>,
  ): Promise<T> {
    if (target === 'subscribers')
      return this.subscribers.inTransaction((batch) =>
        work(batch, (emails) => batch.byEmails(emails)),
      );
    return this.members.inTransaction((batch) => work(batch, (emails) => batch.byEmails(emails)));
  }

  /** A run that will not be tried again: marked failed with its reason; its file is kept for a retry. */
  async markFailed(importId: number, reason: string): Promise<void> {
    await this.imports.transition(importId, ['queued', 'running'], 'failed', {
      failure: reason,
      finishedAt: new Date(),
    });
  }

  /** The result report: one line per row of the file, formula-safe (SAFE_CSV_OPTIONS). */
  async report(id: number): Promise<{ fileName: string; stream: Readable }> {
    const found = await this.get(id);
    if (found.status !== 'completed' && found.status !== 'undone')
      throw new ImportNotFinishedError();
    const batches = this.imports.reportRows(id, 1000);
    async function* lines(): AsyncGenerator<(string | number)[]> {
      yield ['Row', 'E-mail', 'Result', 'Message'];
      for await (const batch of batches)
        for (const row of batch)
          yield [row.rowNumber, row.email ?? '', row.outcome, row.message ?? ''];
    }
    const csv = stringifyStream(SAFE_CSV_OPTIONS);
    pipeline(Readable.from(lines()), csv, () => undefined);
    const base = found.fileName.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '-');
    return { fileName: `import-${id}-${base}-report.csv`, stream: csv };
  }

  /**
   * Undoes a completed import within UNDO_DAYS: members it created are removed, members it updated
   * get back the values it replaced, except those changed since (left as they are, counted as kept).
   */
  async undo(id: number): Promise<{ removed: number; restored: number; kept: number }> {
    const target = (await this.get(id)).target;
    return this.inTargetTransaction(target, async (members) => {
      const writer = this.imports.writerIn(members.scope);
      const locked = await writer.lockImport(id);
      if (!locked) throw new ImportNotFoundError();
      if (locked.status === 'undone') throw new ImportNotUndoableError(M.alreadyUndone);
      if (locked.status !== 'completed' || !locked.finishedAt)
        throw new ImportNotUndoableError(M.notCompleted);
      if (Date.now() - locked.finishedAt.getTime() > UNDO_DAYS * 24 * 3600_000)
        throw new ImportUndoExpiredError();
      const counts = { removed: 0, restored: 0, kept: 0 };
      let afterId = 0;
      for (;;) {
        const rows = await writer.writtenRows(id, afterId, IMPORT_BATCH);
        if (rows.length === 0) break;
        afterId = rows[rows.length - 1].id;
        const ids = rows.map((r) => r.memberId).filter((memberId) => memberId !== null);
        const current = new Map((await members.byIds(ids)).map((m) => [m.id, m]));
        const removed: number[] = [];
        for (const row of rows) {
          const member = row.memberId === null ? null : (current.get(row.memberId) ?? null);
          const action = undoAction(row, member);
          if (!action || !member) counts.kept += 1;
          else if ('delete' in action) removed.push(member.id);
          else {
            await members.update(member.id, action.restore);
            counts.restored += 1;
          }
        }
        await members.delete(removed);
        counts.removed += removed.length;
      }
      await writer.markUndone(id, new Date());
      return counts;
    });
  }

  /** What imports finished (or uploaded) more than UNDO_DAYS before `now` kept only for undo. */
  forgetPastUndo(now: Date): Promise<{ rows: number; files: number }> {
    return this.imports.forgetBefore(new Date(now.getTime() - UNDO_DAYS * 24 * 3600_000));
  }

  /** The field of each column of the file, checked: known columns, one e-mail, no field twice. */
  private fieldsOf(found: MemberImport, mapping: ColumnMapping[]): (MemberField | 'ignore')[] {
    const byColumn = new Map<string, MemberField | 'ignore'>();
    const allowed = fieldsOfTarget(found.target);
    for (const { column, field } of mapping) {
      if (!found.headers.includes(column)) throw new ImportMappingError(M.mappingColumn(column));
      if (field !== 'ignore' && !allowed.includes(field))
        throw new ImportMappingError(M.mappingField(field));
      byColumn.set(column, field);
    }
    const fields = found.headers.map((header) => byColumn.get(header) ?? 'ignore');
    const used = new Set<string>();
    for (const field of fields) {
      if (field === 'ignore') continue;
      if (used.has(field)) throw new ImportMappingError(M.mappingTwice(field));
      used.add(field);
    }
    if (!used.has('email')) throw new ImportMappingError(M.mappingNoEmail);
    return fields;
  }

  /**
   * The file's rows planned, IMPORT_BATCH at a time, the members of each batch looked up at once. The
   * next batch is read and its lookup asked for before a batch is planned and handed on, so the
   * database answers while the rows are checked (and, in a run, while the batch is written: on the
   * run's one connection the lookup goes first, which changes nothing, since an address appears in
   * one batch only — a later row of it is a duplicate whatever the lookup says).
   */
  private async *planned(
    found: MemberImport,
    content: Buffer,
    fields: (MemberField | 'ignore')[],
    choices: PlanOptions,
    lookup: (emails: string[]) => Promise<AnyExisting[]>,
  ): AsyncGenerator<PlannedAt[]> {
    const layout = layoutOf(found);
    const plan = (values: RowValues, existing: AnyExisting | null): AnyPlan =>
      found.target === 'subscribers'
        ? planSubscriberRow(values, existing as ExistingSubscriber | null, choices, (input) =>
            this.subscribers.checkAsSubscribe(input),
          )
        : planRow(values, existing as ExistingMember | null, choices, (input) =>
            this.members.checkAsSignUp(input),
          );
    const today = new Date();
    const firstRowOf = new Map<string, number>();
    type Pending = { rowNumber: number; values: ReturnType<typeof rowValues> }[];
    /** A batch read, its members asked for. */
    const ask = (pending: Pending) => {
      const emails = [...new Set(pending.map((p) => emailKeyOf(p.values)).filter(isText))];
      const members = lookup(emails);
      // Awaited when its batch is planned; a failure meanwhile is not an unhandled rejection.
      members.catch(() => undefined);
      return { pending, members };
    };
    const planBatch = async ({ pending, members }: ReturnType<typeof ask>) => {
      const existing = new Map((await members).map((m) => [m.email, m]));
      return pending.map(({ rowNumber, values }): PlannedAt => {
        const email = emailKeyOf(values);
        const first = email === null ? undefined : firstRowOf.get(email);
        if (email !== null && first !== undefined && first !== rowNumber)
          return { rowNumber, plan: duplicateRow(email, first) };
        // Text the database cannot store (a NUL, half a surrogate pair): the request check's words.
        const [unstorable] = unstorableFields(values);
        if (unstorable)
          return {
            rowNumber,
            plan: { outcome: 'error' as const, email, message: unstorable.message },
          };
        return {
          rowNumber,
          plan: plan(values, email === null ? null : (existing.get(email) ?? null)),
        };
      });
    };
    let asked: ReturnType<typeof ask> | undefined;
    let pending: Pending = [];
    let header = true;
    for await (const row of readRows(content, layout)) {
      if (header) {
        header = false;
        continue;
      }
      const values = rowValues(fields, row.cells, today);
      const email = emailKeyOf(values);
      if (email !== null && !firstRowOf.has(email)) firstRowOf.set(email, row.rowNumber);
      pending.push({ rowNumber: row.rowNumber, values });
      if (pending.length >= IMPORT_BATCH) {
        const next = ask(pending);
        pending = [];
        if (asked) yield await planBatch(asked);
        asked = next;
      }
    }
    const last = pending.length > 0 ? ask(pending) : undefined;
    if (asked) yield await planBatch(asked);
    if (last) yield await planBatch(last);
  }

  private async recordAudit(found: MemberImport, action: string, counts: object): Promise<void> {
    await this.audit.record({
      actor: found.createdById === null ? null : { id: found.createdById },
      action,
      target: { type: 'import', id: String(found.id) },
      summary: { fileName: found.fileName, ...counts },
    });
  }
}

function isText(value: string | null): value is string {
  return value !== null;
}

function headerText(cell: unknown): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'string' ? cell.trim() : '';
}

function layoutOf(found: MemberImport): FileLayout {
  return { format: found.format, encoding: found.encoding, delimiter: found.delimiter };
}

function count(counts: ImportCounts, plan: AnyPlan): void {
  if (plan.outcome === 'created') counts.create += 1;
  else if (plan.outcome === 'updated') counts.update += 1;
  else if (plan.outcome === 'skipped') counts.skip += 1;
  else counts.error += 1;
}

function storedOf(plan: AnyPlan): AnyFields | null {
  if (plan.outcome === 'created') return plan.fields;
  if (plan.outcome === 'updated') return plan.stored;
  return null;
}

/** Writes one batch: the new members in one statement, the updates, and a report row each. */
async function writeBatch(
  members: TargetBatch,
  writer: ImportRowsWriter,
  importId: number,
  batch: PlannedAt[],
): Promise<void> {
  const created = batch.filter(
    (p): p is PlannedAt & { plan: Extract<AnyPlan, { outcome: 'created' }> } =>
      p.plan.outcome === 'created',
  );
  // Copies: the insert writes the generated columns (id, dates) into the objects it is given.
  const ids = await members.insert(created.map((p) => ({ ...p.plan.fields })));
  const createdId = new Map(created.map((p, index) => [p.rowNumber, ids[index]]));
  const rows: NewImportRow[] = [];
  for (const { rowNumber, plan } of batch) {
    const base = { importId, rowNumber, email: plan.email };
    switch (plan.outcome) {
      case 'created':
        rows.push({
          ...base,
          outcome: 'created',
          memberId: createdId.get(rowNumber) ?? null,
          message: null,
          previous: null,
          applied: { ...plan.fields },
        });
        break;
      case 'updated':
        await members.update(plan.memberId, plan.changes);
        rows.push({
          ...base,
          outcome: 'updated',
          memberId: plan.memberId,
          message: null,
          previous: { ...plan.previous },
          applied: { ...plan.changes },
        });
        break;
      case 'skipped':
        rows.push({
          ...base,
          outcome: 'skipped',
          memberId: plan.memberId,
          message: plan.message,
          previous: null,
          applied: null,
        });
        break;
      case 'error':
        rows.push({
          ...base,
          outcome: 'error',
          memberId: null,
          message: plan.message,
          previous: null,
          applied: null,
        });
    }
  }
  await writer.insertRows(rows);
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What undo does with one row: a created member still as the import wrote it is removed; an updated
 * one whose changed fields still hold what the import wrote gets the previous values back; a member
 * changed since (or gone) is left as it is.
 */
function undoAction(
  row: ImportRow,
  member: AnyExisting | null,
): { delete: true } | { restore: Partial<AnyFields> } | null {
  if (!member || !row.applied) return null;
  const current = member as unknown as Record<string, unknown>;
  const unchanged = Object.entries(row.applied).every(([field, value]) =>
    sameValue(current[field], value),
  );
  if (!unchanged) return null;
  if (row.outcome === 'created') return { delete: true };
  return { restore: (row.previous ?? {}) as Partial<AnyFields> };
}
