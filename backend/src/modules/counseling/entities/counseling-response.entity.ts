import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { CounselingRequest } from './counseling-request.entity';

@Entity('counseling_responses')
export class CounselingResponse {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_counseling_responses_request')
  @Column({ type: 'integer' })
  counselingRequestId: number;

  @ManyToOne(() => CounselingRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'counseling_request_id' })
  counselingRequest?: CounselingRequest;

  @Column({ type: 'integer', nullable: true })
  responderId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'responder_id' })
  responder?: User | null;

  @Column({ type: 'boolean', default: true })
  isFromAdmin: boolean;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
