import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A donor's latest checkout by their address (GivingRepository.donorLanguage: the language of their
 * statement, looked up once per donor when the year's statements are sent). CONCURRENTLY, so gifts
 * go on meanwhile.
 */
export class GivingCheckoutsEmailIndex1796297100000 implements MigrationInterface {
  name = 'GivingCheckoutsEmailIndex1796297100000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "IDX_giving_checkouts_email_key" ON "giving_checkouts" ("email_key", "created_at")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_giving_checkouts_email_key"');
  }
}
