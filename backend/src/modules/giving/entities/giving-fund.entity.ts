import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A fund gifts are given to. A fund with gifts is never deleted, only made inactive. */
@Entity('giving_funds')
export class GivingFund {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique whatever the case (an expression index the migration makes). */
  @Index('UQ_giving_funds_name', { synchronize: false })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** Only an active fund is offered on the page and accepted by a checkout. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
