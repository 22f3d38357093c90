import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CommunityMember } from './community-member.entity';

/**
 * A member's request to use a new address, waiting for the link sent there. One per member (a new
 * request replaces it); the token is kept only as its SHA-256, used once, and expires.
 */
@Entity('member_email_changes')
export class MemberEmailChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_member_email_changes_member', { unique: true })
  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => CommunityMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: CommunityMember;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  newEmail: string;

  /** SHA-256 (hex) of the token the link carries. */
  @Index('UQ_member_email_changes_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
