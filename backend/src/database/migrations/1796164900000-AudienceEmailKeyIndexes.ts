import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audience count looks up, for each confirmed subscriber, whether a member who accepts e-mail
 * has the same address (`AudienceRepository.count`): these indexes answer that by `email_key`, for a
 * live count of a saved audience at 50,000 members (bench/audiences.bench.mjs). Both tables are busy
 * (docs/migrations.md), so the indexes are built CONCURRENTLY.
 */
export class AudienceEmailKeyIndexes1796164900000 implements MigrationInterface {
  name = 'AudienceEmailKeyIndexes1796164900000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction.
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Exists beforehand only when an earlier run stopped halfway, which leaves an invalid index.
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_key_subscribed"',
    );
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_community_members_email_key_subscribed" ON "community_members" ("email_key") WHERE "subscribe_to_emails"',
    );
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_subscribers_email_key"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_subscribers_email_key" ON "subscribers" ("email_key")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_subscribers_email_key"');
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_key_subscribed"',
    );
  }
}
