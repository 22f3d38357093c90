import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { StaffRole } from '../../../../common/access/permissions';

export type AccountTokenPurpose = 'invitation' | 'password-reset';

/**
 * A one-time link: an invitation to join the staff (72 h) or a password reset (1 h). Only the SHA-256 of
 * the token is stored; the link is single use (`usedAt`) and an invitation can be revoked.
 */
@Entity('account_tokens')
@Check('CHK_account_tokens_purpose', `"purpose" IN ('invitation', 'password-reset')`)
@Unique('UQ_account_tokens_token_hash', ['tokenHash'])
@Index('IDX_account_tokens_email', ['purpose', 'email'])
export class AccountToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_account_tokens' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** Whom the link was sent to (lower-cased). */
  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** The role an invitation grants. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  role: StaffRole | null;

  /** The account a password reset is for. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { onDelete: 'CASCADE', name: 'FK_account_tokens_user' })
  userId: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { onDelete: 'SET NULL', name: 'FK_account_tokens_created_by' })
  createdBy: number | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
