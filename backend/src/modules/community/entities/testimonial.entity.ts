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

export type TestimonialStatus = 'pending' | 'approved' | 'rejected';

@Entity('testimonials')
@Index('IDX_testimonials_status_submitted', ['status', 'submittedAt'])
@Index('IDX_testimonials_featured', ['submittedAt'], {
  where: `"status" = 'approved' AND "is_featured"`,
})
export class Testimonial {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 50 })
  category: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  testimony: string;

  @Column({ type: 'boolean', default: false })
  isAnonymous: boolean;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: TestimonialStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** When it was rejected (null unless rejected): the retention period counts from it. */
  @Column({ type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  /** Username of the administrator who approved it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  approvedBy: string | null;

  /** The member who shared it; kept when the member is deleted, without the link. */
  @Index('IDX_testimonials_member')
  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  @ManyToOne(() => CommunityMember, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member?: CommunityMember | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
