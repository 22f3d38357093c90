import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';

/**
 * One of a staff member's ten single-use recovery codes: only the SHA-256 of the code (60 random bits)
 * is kept. A new set replaces the old one.
 */
@Entity('staff_recovery_codes')
@Unique('UQ_staff_recovery_codes_code', ['userId', 'codeHash'])
@Index('IDX_staff_recovery_codes_user', ['userId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_staff_recovery_codes' })
  id: number;

  @Column({ type: 'integer' })
  @ForeignKey('User', { onDelete: 'CASCADE', name: 'FK_staff_recovery_codes_user' })
  userId: number;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
