import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-in counters, per account and per address, shared by every API process. */
@Entity('login_throttles')
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'timestamptz' })
  windowStartedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;
}
