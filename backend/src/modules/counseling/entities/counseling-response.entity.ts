import {
  Column,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { encryptedText } from '../../../encryption/field-cipher';
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

  /** The administrator's user account (Auth's `users`), named by id only: null once removed. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { onDelete: 'SET NULL' })
  responderId: number | null;

  @Column({ type: 'boolean', default: true })
  isFromAdmin: boolean;

  /** Encrypted at rest, like the request's narrative fields. */
  @Column({ type: 'text', transformer: encryptedText })
  message: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
