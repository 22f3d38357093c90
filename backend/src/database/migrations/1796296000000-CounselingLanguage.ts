import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a counseling request's replies (docs/architecture.md, "Languages"): the member's
 * language when they asked. Every existing request reads as English, the language its replies were
 * sent in. A constant default adds the column without rewriting the table (PostgreSQL 11+); the
 * previous release ignores it.
 */
export class CounselingLanguage1796296000000 implements MigrationInterface {
  name = 'CounselingLanguage1796296000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "counseling_requests" ADD "language" character varying(10) NOT NULL DEFAULT 'en'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "counseling_requests" DROP COLUMN "language"');
  }
}
