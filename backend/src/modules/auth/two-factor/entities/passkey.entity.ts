import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';

/** A WebAuthn credential (passkey) a staff member registered; it signs in alone or as the second step. */
@Entity('staff_passkeys')
@Unique('UQ_staff_passkeys_credential', ['credentialId'])
@Index('IDX_staff_passkeys_user', ['userId'])
export class Passkey {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_staff_passkeys' })
  id: number;

  @Column({ type: 'integer' })
  @ForeignKey('User', { onDelete: 'CASCADE', name: 'FK_staff_passkeys_user' })
  userId: number;

  /** The credential id, base64url, as the authenticator reports it. */
  @Column({ type: 'varchar', length: 1024 })
  credentialId: string;

  /** The COSE public key. */
  @Column({ type: 'bytea' })
  publicKey: Buffer;

  /** The signature counter last seen (0 for authenticators that keep none). */
  @Column({ type: 'bigint', default: 0, transformer: { to: (v) => v, from: (v) => Number(v) } })
  counter: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  transports: string[];

  /** The name its owner gave it ("Work laptop"). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
