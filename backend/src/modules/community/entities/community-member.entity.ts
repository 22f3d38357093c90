import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { EmailKeyColumn } from '../../../database/email-key-column';

@Entity('community_members')
/** The members screen's default order, newest first, read from the index a page at a time. */
@Index('IDX_community_members_joined', ['createdAt', 'id'])
export class CommunityMember {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * The screen's search and sort by name (migrations MembersSearchIndexes and
   * MembersEmailTrigramOfLower): trigram indexes of first name, last name and lower(e-mail), and
   * (lower(first name), lower(last name), id).
   */
  @Index('IDX_community_members_first_name_trgm', { synchronize: false })
  @Index('IDX_community_members_name', { synchronize: false })
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Index('IDX_community_members_last_name_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /**
   * Stored lower-cased, so the unique constraint ignores case. Its trigram index is of lower(email),
   * which only the search asks for: one of the column itself also served `email IN (…)`, and the
   * planner took it over the unique index for batches of addresses (seconds instead of milliseconds).
   */
  @Index('IDX_community_members_email_lower_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /**
   * The address as a campaign's audience compares it (see `EmailKeyColumn`); indexed for members who
   * accept e-mail (migration AudienceEmailKeyIndexes).
   */
  @Index('IDX_community_members_email_key_subscribed', { synchronize: false })
  @EmailKeyColumn()
  emailKey?: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'integer', nullable: true })
  age: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  sex: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  maritalStatus: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  spiritualLevel: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  needs: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  interests: string[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  occupation: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'boolean', default: true })
  subscribeToEmails: boolean;

  /**
   * The proof of the last opt-in to e-mail updates (sign-up, My account, or the owner's confirmation
   * link): when and from which client address. Null for opt-ins older than these columns, for members
   * an administrator imported, and for those who never opted in.
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailConsentAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  emailConsentAddress: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * The language the member's mail is written in (BCP 47): the one negotiated at sign-up, changed in
   * My account. Members from before languages read as English.
   */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: string;
}
