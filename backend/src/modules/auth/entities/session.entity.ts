import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The table connect-pg-simple keeps sessions in (its documented layout). */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
