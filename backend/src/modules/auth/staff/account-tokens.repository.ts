import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { StaffRole } from '../../../common/access/permissions';
import { managerOf } from '../../../database/transactions';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity';

export type NewAccountToken = Pick<
  AccountToken,
  'purpose' | 'tokenHash' | 'email' | 'role' | 'userId' | 'createdBy' | 'expiresAt'
>;

/** The one-time links of staff accounts (`account_tokens`): invitations and password resets. */
@Injectable()
export class AccountTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get tokens(): Repository<AccountToken> {
    return managerOf(this.dataSource).getRepository(AccountToken);
  }

  /** Holds the invitations of `email` until the transaction ends (one invitation at a time). */
  async lockInvitationsOf(email: string): Promise<void> {
    await managerOf(this.dataSource).query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `invitation:${email}`,
    ]);
  }

  /** Revokes the open invitations of `email`. */
  async revokeOpenInvitationsOf(email: string): Promise<void> {
    await this.tokens.update(
      { purpose: 'invitation', email, usedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  /** Revokes the open password-reset links of the account. */
  async revokeOpenResetsOf(userId: number): Promise<void> {
    await this.tokens.update(
      { purpose: 'password-reset', userId, usedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  async revoke(id: number): Promise<void> {
    await this.tokens.update(id, { revokedAt: new Date() });
  }

  insert(row: NewAccountToken): Promise<AccountToken> {
    return this.tokens.save(this.tokens.create(row));
  }

  save(token: AccountToken): Promise<AccountToken> {
    return this.tokens.save(token);
  }

  findByHash(purpose: AccountTokenPurpose, tokenHash: string): Promise<AccountToken | null> {
    return this.tokens.findOneBy({ purpose, tokenHash });
  }

  /** The invitations neither used nor revoked (expired ones too), newest first. */
  listOpenInvitations(): Promise<AccountToken[]> {
    return this.tokens.find({
      where: { purpose: 'invitation', usedAt: IsNull(), revokedAt: IsNull() },
      order: { id: 'DESC' },
    });
  }

  findOpenInvitation(id: number): Promise<AccountToken | null> {
    return this.tokens.findOneBy({
      id,
      purpose: 'invitation',
      usedAt: IsNull(),
      revokedAt: IsNull(),
    });
  }

  /**
   * Uses the link up, in one statement, if it is still usable (not used, revoked or expired): of two
   * requests with it at the same moment, one gets the row, the other null.
   */
  async useUp(
    purpose: AccountTokenPurpose,
    tokenHash: string,
  ): Promise<Pick<AccountToken, 'id' | 'email' | 'role' | 'userId'> | null> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(AccountToken)
      .set({ usedAt: () => 'now()' })
      .where('purpose = :purpose AND token_hash = :hash', { purpose, hash: tokenHash })
      .andWhere('used_at IS NULL AND revoked_at IS NULL AND expires_at > now()')
      .returning('*')
      .execute();
    const row = (result.raw as Record<string, unknown>[])[0];
    if (!row) return null;
    return {
      id: row.id as number,
      email: row.email as string,
      role: row.role as StaffRole | null,
      userId: row.user_id as number | null,
    };
  }
}
