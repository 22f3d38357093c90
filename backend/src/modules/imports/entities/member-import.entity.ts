import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type {
  ExistingChoice,
  ImportFieldChoice,
  ImportStatus,
  ImportTarget,
  KnownSource,
} from '../imports.constants';

/** One column of the file and the field it goes to. */
export interface ColumnMapping {
  column: string;
  field: ImportFieldChoice;
}

/**
 * An import of people from a file: what was uploaded and detected, the administrator's mapping and
 * choices, the run's progress and counts (read by the wizard's progress bar, so it survives a
 * reload), and when it was undone. Kept as the record of who imported what.
 */
@Entity('imports')
@Index('IDX_imports_created', ['createdAt', 'id'])
export class MemberImport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20, default: 'members' })
  target: ImportTarget;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'integer' })
  fileBytes: number;

  @Column({ type: 'varchar', length: 10 })
  format: 'csv' | 'xlsx';

  /** As detected (CSV only). */
  @Column({ type: 'varchar', length: 30, nullable: true })
  encoding: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  delimiter: string | null;

  /** The export the headers were recognised as, if any. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  source: KnownSource | null;

  @Column({ type: 'jsonb' })
  headers: string[];

  /** Saved when the run is asked for; before, the suggestion is computed from the headers. */
  @Column({ type: 'jsonb', nullable: true })
  mapping: ColumnMapping[] | null;

  @Column({ type: 'varchar', length: 10, default: 'skip' })
  existing: ExistingChoice;

  /** The administrator confirmed they hold the consent of the people the file says agreed. */
  @Column({ type: 'boolean', default: false })
  consentConfirmed: boolean;

  /** Import the valid rows even when some are in error (otherwise nothing is imported then). */
  @Column({ type: 'boolean', default: false })
  importValidRows: boolean;

  /** Send the double opt-in e-mail to the people imported without confirmed consent. */
  @Column({ type: 'boolean', default: false })
  sendConfirmation: boolean;

  @Column({ type: 'varchar', length: 20, default: 'uploaded' })
  status: ImportStatus;

  /** Data rows of the file (the header not counted), counted at upload. */
  @Column({ type: 'integer' })
  totalRows: number;

  @Column({ type: 'integer', default: 0 })
  processedRows: number;

  @Column({ type: 'integer', default: 0 })
  createdCount: number;

  @Column({ type: 'integer', default: 0 })
  updatedCount: number;

  @Column({ type: 'integer', default: 0 })
  skippedCount: number;

  @Column({ type: 'integer', default: 0 })
  errorCount: number;

  /** Why a run failed, in the administrator's words. */
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  /** The staff account that uploaded the file (kept if the account goes). */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}
