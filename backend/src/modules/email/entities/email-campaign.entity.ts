import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Language } from '../../../common/i18n/languages';
import { EmailTemplate } from './email-template.entity';

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'failed';

export interface CampaignContent {
  subject: string;
  greeting: string | null;
  message: string;
  signature: string | null;
}

/** A campaign's versions in other languages than the template's (the site's default), by tag. */
export type CampaignTranslations = Partial<Record<Language, CampaignContent>>;

@Entity('email_campaigns')
export class EmailCampaign {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Null once the template is deleted; the list then shows N/A. */
  @Index('IDX_email_campaigns_template')
  @Column({ type: 'integer', nullable: true })
  templateId: number | null;

  @ManyToOne(() => EmailTemplate, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'template_id' })
  template?: EmailTemplate | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  targetCriteria: Record<string, unknown>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  lessonLinks: string[];

  @Column({ type: 'text', nullable: true })
  videoMessageUrl: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentDate: Date | null;

  @Column({ type: 'integer', default: 0 })
  recipientCount: number;

  @Index('IDX_email_campaigns_status')
  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: CampaignStatus;

  /** Why a campaign ended as `failed`. */
  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  /**
   * The template as it was when sending started: every recipient gets the same text even if the
   * template is edited or deleted meanwhile. Null until sending starts.
   */
  @Column({ type: 'jsonb', nullable: true })
  content: CampaignContent | null;

  /**
   * The campaign written in other languages: a recipient whose recorded language has a version here
   * (and is still offered by the site when the message is sent) gets it; everyone else gets
   * `content`, the template's text. Written at creation and never changed, so it needs no snapshot.
   */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations: CampaignTranslations;

  /** Set once the delivery rows (the audience at send time) are written; never recomputed after. */
  @Column({ type: 'timestamptz', nullable: true })
  audienceFrozenAt: Date | null;

  /**
   * Random, given at creation, and part of the id of every queue job of the campaign: an id that a
   * restored or reset database hands out again never matches jobs the queue kept from before. Null
   * for campaigns created before it existed; their jobs keep the ids they were given.
   */
  @Column({ type: 'uuid', nullable: true })
  jobKey: string | null;

  /** Username of the administrator who created it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
