import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const REGISTRATION_MAIL_KINDS = [
  'confirmation',
  'promoted',
  'reminder',
  'cancelled',
  /** The staff's message to everyone registered for the event (its subject and text on the row). */
  'message',
] as const;
export type RegistrationMailKind = (typeof REGISTRATION_MAIL_KINDS)[number];

/**
 * The outbox of registration mail: written in the transaction that changes the registration, so a
 * committed change always gets its mail (the queue is not part of that transaction); a queue job sends
 * it and marks it sent, and a scheduled sweep enqueues any row whose job was never added.
 */
@Entity('event_registration_mail')
@Index('IDX_event_registration_mail_unsent', ['createdAt'], { where: 'sent_at IS NULL' })
export class RegistrationMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  @ForeignKey('Registration', {
    onDelete: 'CASCADE',
    name: 'FK_event_registration_mail_registration',
  })
  registrationId: number;

  @Column({ type: 'varchar', length: 20 })
  kind: RegistrationMailKind;

  /** The manage link's token, sealed with the data key (only its hash is on the registration). */
  @Column({ type: 'text', nullable: true })
  sealedToken: string | null;

  /** A staff message's subject and text (kind `message`); null for the other kinds. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
