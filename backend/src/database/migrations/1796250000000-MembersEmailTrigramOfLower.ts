import { MigrationInterface, QueryRunner } from 'typeorm';

export class MembersEmailTrigramOfLower1796250000000 implements MigrationInterface {
  name = 'MembersEmailTrigramOfLower1796250000000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The trigram index of the e-mail served `email = …` too (pg_trgm's operator class has equality
    // since PostgreSQL 14), and the planner, costing it as cheap as the unique index, chose it for
    // looking up a batch of addresses: 3.6 s for 500 addresses at 10,000 members (every address shares
    // the trigrams of its domain), where the unique index takes milliseconds. Indexed over
    // lower(email) instead (the same text: addresses are stored lower-cased), only the search, which
    // asks `lower(email) ILIKE …`, can use it. Built before the old one is dropped, so the search
    // always has one; CONCURRENTLY, so sign-ups go on meanwhile.
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_lower_trgm"',
    );
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_community_members_email_lower_trgm" ON "community_members" USING gin (lower("email") gin_trgm_ops)',
    );
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_trgm"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_trgm"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_community_members_email_trgm" ON "community_members" USING gin ("email" gin_trgm_ops)',
    );
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_email_lower_trgm"',
    );
  }
}
