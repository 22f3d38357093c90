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
 * A sign-in e-mailed to a member: a link token and a 6-digit code, both only as keyed hashes. Valid once,
 * until `expiresAt`; a few wrong codes burn it. Goes with its member.
 */
@Entity('member_sign_ins')
export class MemberSignIn {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => CommunityMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: CommunityMember;

  /** HMAC-SHA256 of the link's token, hex. */
  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  /** HMAC-SHA256 of the member id and the code, hex. */
  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Wrong codes typed for it; at MAX_WRONG_CODES it no longer signs in. */
  @Column({ type: 'integer', default: 0 })
  wrongCodes: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
