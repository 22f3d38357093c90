import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Which demo content has been seeded, so it is seeded once and never again after an admin empties it. */
@Entity('content_seeds')
export class ContentSeed {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  seededAt: Date;
}
