import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('scriptures')
@Index('IDX_scriptures_home', ['homeDisplaySetAt'], { where: '"is_active" AND "display_on_home"' })
export class Scripture {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 200 })
  reference: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: false })
  displayOnHome: boolean;

  /** When displayOnHome was last turned on: the weekly scripture is the most recent one. */
  @Column({ type: 'timestamptz', nullable: true })
  homeDisplaySetAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
