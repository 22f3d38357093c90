import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a member's and a subscriber's mail (docs/architecture.md, "Languages"): recorded at
 * sign-up and subscription from the negotiated language, changed in My account. Every existing row
 * reads as English, the one language sites spoke before. A constant default adds the column without
 * rewriting the tables (PostgreSQL 11+), so the busy tables stay writable; the previous release
 * ignores the column.
 */
export class MemberLanguage1796270000000 implements MigrationInterface {
  name = 'MemberLanguage1796270000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "community_members" ADD "language" character varying(10) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscribers" ADD "language" character varying(10) NOT NULL DEFAULT 'en'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "subscribers" DROP COLUMN "language"');
    await queryRunner.query('ALTER TABLE "community_members" DROP COLUMN "language"');
  }
}
