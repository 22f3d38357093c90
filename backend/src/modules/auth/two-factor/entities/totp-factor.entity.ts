import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { encryptedText } from '../../../../encryption/field-cipher';

/**
 * A staff member's authenticator app (RFC 6238 TOTP): one per account. The row exists from the start of
 * enrolment; it counts as a second factor once `confirmedAt` is set (a code from the app was right).
 */
@Entity('staff_totp_factors')
export class TotpFactor {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_staff_totp_factors' })
  @ForeignKey('User', { onDelete: 'CASCADE', name: 'FK_staff_totp_factors_user' })
  userId: number;

  /** The shared secret (base32), AES-256-GCM-encrypted at rest like the counseling text. */
  @Column({ type: 'text', transformer: encryptedText })
  secret: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The last 30-second time step a code was accepted for: a code is good once (no replay). */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) },
  })
  lastUsedStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
