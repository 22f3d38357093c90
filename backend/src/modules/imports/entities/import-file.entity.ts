import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { MemberImport } from './member-import.entity';

/**
 * The uploaded file, kept between the upload and the end of its run (the preview and the worker read
 * it again); dropped once the run is over, since it holds people's data the import no longer needs.
 */
@Entity('import_files')
export class ImportFile {
  @PrimaryColumn({ type: 'integer' })
  importId: number;

  @OneToOne(() => MemberImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  memberImport?: MemberImport;

  @Column({ type: 'bytea' })
  content: Buffer;
}
