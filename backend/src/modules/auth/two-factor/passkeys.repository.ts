import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { managerOf } from '../../../database/transactions';
import { Passkey } from './entities/passkey.entity';

export type NewPasskey = Pick<
  Passkey,
  'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name' | 'lastUsedAt'
>;

/** The passkeys of staff accounts (`staff_passkeys`). */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get passkeys(): Repository<Passkey> {
    return managerOf(this.dataSource).getRepository(Passkey);
  }

  hasAny(userId: number): Promise<boolean> {
    return this.passkeys.existsBy({ userId });
  }

  countOf(userId: number): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  /** Of `userIds`, those with a passkey (an id may come more than once). */
  async ownersAmong(userIds: number[]): Promise<number[]> {
    const rows = await this.passkeys.find({
      where: { userId: In(userIds) },
      select: { userId: true },
    });
    return rows.map((row) => row.userId);
  }

  /** The account's passkeys, oldest first. */
  listOf(userId: number): Promise<Passkey[]> {
    return this.passkeys.find({ where: { userId }, order: { id: 'ASC' } });
  }

  credentialExists(credentialId: string): Promise<boolean> {
    return this.passkeys.existsBy({ credentialId });
  }

  findByCredential(credentialId: string): Promise<Passkey | null> {
    return this.passkeys.findOneBy({ credentialId });
  }

  findOwned(id: number, userId: number): Promise<Passkey | null> {
    return this.passkeys.findOneBy({ id, userId });
  }

  insert(passkey: NewPasskey): Promise<Passkey> {
    return this.passkeys.save(this.passkeys.create(passkey));
  }

  async deleteOwned(id: number, userId: number): Promise<void> {
    await this.passkeys.delete({ id, userId });
  }

  async recordUse(id: number, counter: number): Promise<void> {
    await this.passkeys.update(id, { counter, lastUsedAt: new Date() });
  }
}
