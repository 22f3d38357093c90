import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** One answer of a registrant: text, a choice, several choices, or a ticked box. */
export interface RegistrationAnswer {
  questionId: string;
  value: string | string[] | boolean;
}

/** A person's registration for an event: one per address and event (the same address changes it). */
@Entity('event_registrations')
@Index('UQ_event_registrations_event_email', ['eventId', 'emailKey'], { unique: true })
@Index('IDX_event_registrations_waitlist', ['eventId', 'status', 'waitlistedAt'])
@Index('IDX_event_registrations_member', ['memberId'])
@Index('IDX_event_registrations_email_key', ['emailKey'])
export class Registration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  @ForeignKey('Event', { onDelete: 'CASCADE', name: 'FK_event_registrations_event' })
  eventId: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** `lower(email)`: one registration per address and event, whatever its case. */
  @Column({ type: 'varchar', length: 320 })
  emailKey: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'integer' })
  partySize: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers: RegistrationAnswer[];

  /** The language its mails are written in (BCP 47): the one the visitor registered in. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: string;

  @Column({ type: 'varchar', length: 20 })
  status: RegistrationStatus;

  /** When it joined the waitlist: the waitlist is promoted in this order. */
  @Column({ type: 'timestamptz', nullable: true })
  waitlistedAt: Date | null;

  /** The signed-in member who registered (their My account lists it; erased with them). */
  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  /** SHA-256 of the one manage link that works now; each change issues a new one. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  manageTokenHash: string | null;

  /** The ticket's code (in its QR code), for the check-in at the door. */
  @Index('UQ_event_registrations_ticket', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  ticketCode: string;

  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
