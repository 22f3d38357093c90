import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { managerOf } from '../../../database/transactions';
import { RecoveryCode } from './entities/recovery-code.entity';

/** The recovery codes (`staff_recovery_codes`), as hashes, each good once. */
@Injectable()
export class RecoveryCodesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get codes(): Repository<RecoveryCode> {
    return managerOf(this.dataSource).getRepository(RecoveryCode);
  }

  countUnused(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }

  /** Marks the unused code with `codeHash` used, in one statement; false when there is none. */
  async useUp(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.codes.update(
      { userId, codeHash, usedAt: IsNull() },
      { usedAt: new Date() },
    );
    return (result.affected ?? 0) === 1;
  }

  exists(userId: number, codeHash: string): Promise<boolean> {
    return this.codes.existsBy({ userId, codeHash });
  }

  async deleteOf(userId: number): Promise<void> {
    await this.codes.delete({ userId });
  }

  async insert(userId: number, codeHashes: string[]): Promise<void> {
    await this.codes.insert(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}
