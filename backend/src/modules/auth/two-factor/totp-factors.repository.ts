import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { managerOf } from '../../../database/transactions';
import { TotpFactor } from './entities/totp-factor.entity';

/** The authenticator apps (`staff_totp_factors`): one row per account, pending until confirmed. */
@Injectable()
export class TotpFactorsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get factors(): Repository<TotpFactor> {
    return managerOf(this.dataSource).getRepository(TotpFactor);
  }

  hasConfirmed(userId: number): Promise<boolean> {
    return this.factors.existsBy({ userId, confirmedAt: Not(IsNull()) });
  }

  /** Of `userIds`, those with a confirmed app. */
  async confirmedAmong(userIds: number[]): Promise<number[]> {
    const rows = await this.factors.find({
      where: { userId: In(userIds), confirmedAt: Not(IsNull()) },
      select: { userId: true },
    });
    return rows.map((row) => row.userId);
  }

  findOf(userId: number): Promise<TotpFactor | null> {
    return this.factors.findOneBy({ userId });
  }

  findConfirmed(userId: number): Promise<TotpFactor | null> {
    return this.factors.findOneBy({ userId, confirmedAt: Not(IsNull()) });
  }

  /**
   * Gives the account a pending app with `secret`, in two atomic statements, so starts racing each
   * other never collide on the one row: made if missing, then given the secret unless confirmed.
   * False when a confirmed app is there.
   */
  async startPending(userId: number, secret: string): Promise<boolean> {
    await this.factors
      .createQueryBuilder()
      .insert()
      .values({ userId, secret, confirmedAt: null, lastUsedStep: null })
      .orIgnore()
      .execute();
    const started = await this.factors.update(
      { userId, confirmedAt: IsNull() },
      { secret, lastUsedStep: null },
    );
    return Boolean(started.affected);
  }

  /** Confirms the pending app with the code's `step`; false when it was confirmed already. */
  async confirm(userId: number, step: number): Promise<boolean> {
    const confirmed = await this.factors.update(
      { userId, confirmedAt: IsNull() },
      { confirmedAt: new Date(), lastUsedStep: step },
    );
    return Boolean(confirmed.affected);
  }

  /** Records `step` as used unless it (or a later one) already was, in one statement; false then. */
  async acceptStep(userId: number, step: number): Promise<boolean> {
    const result = await this.factors
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', {
        userId,
        step,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async deleteOf(userId: number): Promise<void> {
    await this.factors.delete({ userId });
  }
}
