import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MemberImport } from './member-import.entity';

export type ImportRowOutcome = 'created' | 'updated' | 'skipped' | 'error';

/**
 * What a run did with one row of the file: the result report reads these, and undo reads the values
 * an update replaced (`previous`) and the ones it wrote (`applied`, to tell a change made since).
 */
@Entity('import_rows')
@Index('IDX_import_rows_import_row', ['importId', 'rowNumber'])
export class ImportRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  importId: number;

  @ManyToOne(() => MemberImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  memberImport?: MemberImport;

  /** The row's number as a spreadsheet shows it (the header is row 1). */
  @Column({ type: 'integer' })
  rowNumber: number;

  @Column({ type: 'varchar', length: 10 })
  outcome: ImportRowOutcome;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  /** The member created or updated (no foreign key: the member may be removed since). */
  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'jsonb', nullable: true })
  previous: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  applied: Record<string, unknown> | null;
}
