import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StaffRole } from '../../../common/access/permissions';

@Entity('users')
@Check(
  'CHK_users_role',
  `"role" IN ('administrator', 'pastoral', 'content', 'communications', 'finance', 'check_in')`,
)
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 255, unique: true, nullable: true })
  email: string | null;

  /** An argon2id hash, never the password itself. */
  @Column({ type: 'text' })
  password: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'text', nullable: true })
  profileImageUrl: string | null;

  /** The staff role (what the account may do in the dashboard); null for an account that is not staff. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  role: StaffRole | null;

  /** Set while the account is deactivated: it cannot sign in, and its sessions were ended. */
  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
