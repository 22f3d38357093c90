import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Small files the site serves itself (the logo and favicon), kept in the database: every process,
 * on every machine, reads the same bytes, and a backup holds them.
 */
@Entity('stored_files')
export class StoredFile {
  /** A path-like name, e.g. `site/logo-3f2a….png`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
