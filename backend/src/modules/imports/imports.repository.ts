import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { type AuditTargetNamer, namesFromRows } from '../../common/audit/audit-target-names';
import { ImportFile } from './entities/import-file.entity';
import { ImportRow } from './entities/import-row.entity';
import { MemberImport } from './entities/member-import.entity';
import type { ImportStatus } from './imports.constants';

export type NewImportRow = Omit<ImportRow, 'id' | 'memberImport'>;

/**
 * The import's own writes inside a transaction the community's member batch opened (`scope`), so
 * that the members written and the report of what was written stand or fall together.
 */
export class ImportRowsWriter {
  constructor(private readonly scope: EntityManager) {}

  async insertRows(rows: NewImportRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.scope.insert(ImportRow, rows as QueryDeepPartialEntity<ImportRow>[]);
  }

  /** The import, locked until the transaction ends (two undos cannot both run). */
  lockImport(importId: number): Promise<MemberImport | null> {
    return this.scope
      .getRepository(MemberImport)
      .createQueryBuilder('i')
      .setLock('pessimistic_write')
      .where('i.id = :importId', { importId })
      .getOne();
  }

  /** The created and updated rows of an import after `afterId`, `take` at a time, in id order. */
  writtenRows(importId: number, afterId: number, take: number): Promise<ImportRow[]> {
    return this.scope
      .getRepository(ImportRow)
      .createQueryBuilder('r')
      .where('r.importId = :importId AND r.id > :afterId', { importId, afterId })
      .andWhere("r.outcome IN ('created', 'updated')")
      .orderBy('r.id', 'ASC')
      .take(take)
      .getMany();
  }

  /**
   * Holds the import's run lock until the transaction ends: a second run of the same import (a job
   * taken as stalled while the first still ran) waits here, then finds it completed. An advisory
   * lock, not a row lock: the progress is written to the import's row outside this transaction.
   */
  async lockRun(importId: number): Promise<ImportStatus | null> {
    await this.scope.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [
      'imports.run',
      importId,
    ]);
    const found = await this.scope.getRepository(MemberImport).findOne({
      where: { id: importId },
      select: { id: true, status: true },
    });
    return found?.status ?? null;
  }

  /** Marks a run completed with its counts, in the run's transaction: both commit, or neither. */
  async complete(importId: number, fields: Partial<MemberImport>): Promise<boolean> {
    const result = await this.scope.update(MemberImport, { id: importId, status: 'running' }, {
      ...fields,
      status: 'completed',
    } as QueryDeepPartialEntity<MemberImport>);
    return (result.affected ?? 0) > 0;
  }

  async markUndone(importId: number, at: Date): Promise<void> {
    await this.scope.update(MemberImport, { id: importId }, { status: 'undone', undoneAt: at });
  }
}

/** The queries of imports (tables imports, import_files, import_rows). */
@Injectable()
export class ImportsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(MemberImport) private readonly imports: Repository<MemberImport>,
    @InjectRepository(ImportFile) private readonly files: Repository<ImportFile>,
    @InjectRepository(ImportRow) private readonly rows: Repository<ImportRow>,
  ) {}

  /** What the audit trail calls an import: its file's name. */
  fileNames(): AuditTargetNamer {
    return namesFromRows(this.imports, (i) => i.fileName);
  }

  /** The import and its file, in one transaction. */
  async create(fields: Partial<MemberImport>, content: Buffer): Promise<MemberImport> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(MemberImport, fields));
      await manager.insert(ImportFile, { importId: saved.id, content });
      return saved;
    });
  }

  findById(id: number): Promise<MemberImport | null> {
    if (!Number.isInteger(id)) return Promise.resolve(null);
    return this.imports.findOneBy({ id });
  }

  /** The newest imports first. */
  latest(take: number): Promise<MemberImport[]> {
    return this.imports.find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }

  async fileOf(importId: number): Promise<Buffer | null> {
    const file = await this.files.findOneBy({ importId });
    return file?.content ?? null;
  }

  async hasFile(importId: number): Promise<boolean> {
    return this.files.existsBy({ importId });
  }

  async deleteFile(importId: number): Promise<void> {
    await this.files.delete({ importId });
  }

  async update(id: number, fields: Partial<MemberImport>): Promise<void> {
    await this.imports.update({ id }, fields as QueryDeepPartialEntity<MemberImport>);
  }

  /**
   * Moves an import from one of `from` to `to`; false when it was in none of them (another request or
   * worker took it first).
   */
  async transition(
    id: number,
    from: ImportStatus[],
    to: ImportStatus,
    fields: Partial<MemberImport> = {},
  ): Promise<boolean> {
    const result = await this.imports.update({ id, status: In(from) }, {
      ...fields,
      status: to,
    } as QueryDeepPartialEntity<MemberImport>);
    return (result.affected ?? 0) > 0;
  }

  /** The import's writes inside the transaction `scope` (a member batch's). */
  writerIn(scope: EntityManager): ImportRowsWriter {
    return new ImportRowsWriter(scope);
  }

  /**
   * Past the undo period, what an import kept only for undo goes: the values it replaced and wrote,
   * and an uploaded file that was never run (or whose run failed). The report rows stay.
   */
  async forgetBefore(cutoff: Date): Promise<{ rows: number; files: number }> {
    const rows = await this.rows
      .createQueryBuilder()
      .update()
      .set({ previous: null, applied: null })
      .where(
        'import_id IN (SELECT id FROM imports WHERE coalesce(finished_at, created_at) < :cutoff)',
        { cutoff },
      )
      .andWhere('(previous IS NOT NULL OR applied IS NOT NULL)')
      .execute();
    const files = await this.files
      .createQueryBuilder()
      .delete()
      .where('import_id IN (SELECT id FROM imports WHERE created_at < :cutoff)', { cutoff })
      .execute();
    return { rows: rows.affected ?? 0, files: files.affected ?? 0 };
  }

  /** The rows of an import's report in file order, `batch` at a time (keyset on row number, id). */
  async *reportRows(importId: number, batch: number): AsyncGenerator<ImportRow[]> {
    let after = { rowNumber: 0, id: 0 };
    for (;;) {
      const rows = await this.rows
        .createQueryBuilder('r')
        .where('r.importId = :importId', { importId })
        .andWhere('(r.rowNumber, r.id) > (:rowNumber, :id)', after)
        .orderBy('r.rowNumber', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .take(batch)
        .getMany();
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1];
      after = { rowNumber: last.rowNumber, id: last.id };
    }
  }
}
