import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { QuestionKind } from '../../events/event-registration.dto';

export type { QuestionKind };

/** One question of an event's registration form, kept with the settings (at most 10). */
export interface RegistrationQuestion {
  /** Stable across edits, so answers given earlier still name their question. */
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The choices of `one_choice` and `many_choices`. */
  options?: string[];
}

/**
 * How an event takes registrations (none: registration is off, the spec's dialog). `seatsTaken` is the
 * seats of its confirmed registrations, changed only under this row's lock, so capacity is enforced by
 * the database (docs/architecture.md, "Registrations").
 */
@Entity('event_registration_settings')
export class RegistrationSettings {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey('Event', { onDelete: 'CASCADE', name: 'FK_event_registration_settings_event' })
  eventId: number;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  /** Seats; null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  @Column({ type: 'boolean', default: false })
  waitlist: boolean;

  /** Null: registration closes when the event starts. */
  @Column({ type: 'timestamptz', nullable: true })
  closesAt: Date | null;

  @Column({ type: 'integer', default: 10 })
  maxPartySize: number;

  /** 0: no reminder. */
  @Column({ type: 'integer', default: 24 })
  reminderHoursBefore: number;

  @Column({ type: 'text', default: '' })
  confirmationMessage: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  questions: RegistrationQuestion[];

  @Column({ type: 'integer', default: 0 })
  seatsTaken: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
