import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a gift's mails (docs/architecture.md, "Languages"): the language of the page the
 * gift was started on, kept on its checkout; a donor's statement goes in the language of their latest
 * checkout. Every existing checkout reads as English, the language its receipts were sent in. A
 * constant default adds the column without rewriting the table (PostgreSQL 11+); the previous
 * release ignores it.
 */
export class GivingLanguage1796297000000 implements MigrationInterface {
  name = 'GivingLanguage1796297000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "giving_checkouts" ADD "language" character varying(10) NOT NULL DEFAULT 'en'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "giving_checkouts" DROP COLUMN "language"');
  }
}
