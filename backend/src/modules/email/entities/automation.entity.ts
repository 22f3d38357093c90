import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  Unique,
} from 'typeorm';

/** The welcome series there are: one for new members, one for new newsletter subscribers. */
export const AUTOMATION_KINDS = ['member_welcome', 'subscriber_welcome'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

/**
 * A welcome series: an ordered list of steps, each mailed a number of days after the one before.
 * Both rows exist from the migration on, off and empty until the ministry writes them.
 */
@Entity('email_automations')
export class EmailAutomation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 30, unique: true })
  kind: AutomationKind;

  /** Off: nobody new is enrolled and nothing is sent (enrolments wait where they are). */
  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** One message of a series. */
@Entity('email_automation_steps')
@Index('IDX_email_automation_steps_order', ['automationId', 'position'])
export class EmailAutomationStep {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  automationId: number;

  @ManyToOne(() => EmailAutomation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'automation_id' })
  automation?: EmailAutomation;

  /** 0 for the first message; the steps of a series are numbered without gaps. */
  @Column({ type: 'integer' })
  position: number;

  /** Days after the previous message (for the first: after joining). */
  @Column({ type: 'integer' })
  delayDays: number;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export type EnrolmentStop = 'unsubscribed' | 'suppressed' | 'left';

/**
 * One address in one series: which step it waits for and since when. An address is enrolled in a
 * series once (joining again does not start it over); an erasure deletes its enrolments.
 */
@Entity('email_automation_enrolments')
@Unique('UQ_email_automation_enrolments_address', ['automationId', 'email'])
/** The sweep's look-up: the enrolments still running. */
@Index('IDX_email_automation_enrolments_running', ['automationId', 'nextPosition'], {
  where: 'stopped_at IS NULL AND completed_at IS NULL',
})
export class EmailAutomationEnrolment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  automationId: number;

  @ManyToOne(() => EmailAutomation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'automation_id' })
  automation?: EmailAutomation;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The position of the step it waits for. */
  @Column({ type: 'integer', default: 0 })
  nextPosition: number;

  /** When the previous message went (or, before the first, when it joined): the delay counts from it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastStepAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  stoppedAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  stopReason: EnrolmentStop | null;

  @CreateDateColumn({ type: 'timestamptz' })
  enrolledAt: Date;
}

export type AutomationSendStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * The one message of a step to an enrolment: unique, so whichever process or sweep comes second
 * finds it there and sends nothing. Claimed (`sending`) by one statement before the message goes.
 */
@Entity('email_automation_sends')
@Unique('UQ_email_automation_sends_step', ['enrolmentId', 'stepId'])
@Index('IDX_email_automation_sends_open', ['status', 'id'], {
  where: "status IN ('pending', 'sending')",
})
export class EmailAutomationSend {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  enrolmentId: number;

  @ManyToOne(() => EmailAutomationEnrolment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enrolment_id' })
  enrolment?: EmailAutomationEnrolment;

  /** The step (kept when the step is deleted later: null then). */
  @Column({ type: 'integer', nullable: true })
  stepId: number | null;

  @ManyToOne(() => EmailAutomationStep, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'step_id' })
  step?: EmailAutomationStep;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: AutomationSendStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
