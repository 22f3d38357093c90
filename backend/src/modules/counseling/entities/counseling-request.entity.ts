import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ForeignKey,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { encryptedText } from '../../../encryption/field-cipher';

export type CounselingStatus = 'pending' | 'in_progress' | 'completed' | 'closed';

@Entity('counseling_requests')
@Index('IDX_counseling_status', ['status'])
@Index('IDX_counseling_urgency_created', ['urgency', 'createdAt'])
export class CounselingRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  /** The narrative fields are encrypted at rest (AES-256-GCM; docs/architecture.md, "Data protection"). */
  @Column({ type: 'text', transformer: encryptedText })
  background: string;

  @Column({ type: 'text', transformer: encryptedText })
  currentSituation: string;

  @Column({ type: 'text', transformer: encryptedText })
  specificNeeds: string;

  @Column({ type: 'varchar', length: 20, default: 'normal' })
  urgency: string;

  @Column({ type: 'varchar', length: 20, default: 'email' })
  preferredContact: string;

  /** The language of the replies' mail (BCP 47): the member's when they asked. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: CounselingStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  assignedTo: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastResponseAt: Date | null;

  /** When the status last became `closed` (null while open): the retention period counts from it. */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** The community member who asked (Community's `community_members`), by id only. */
  @Index('IDX_counseling_member')
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('CommunityMember', { onDelete: 'SET NULL' })
  memberId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
