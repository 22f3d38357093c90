import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a registration's mails (docs/architecture.md, "Languages"): the one the visitor
 * registered in; a walk-in's is the site's default language. Every existing registration reads as
 * English, the language its mails were sent in. A constant default adds the column without rewriting
 * the table (PostgreSQL 11+), so registrations stay writable; the previous release ignores it.
 */
export class RegistrationLanguage1796295000000 implements MigrationInterface {
  name = 'RegistrationLanguage1796295000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ADD "language" character varying(10) NOT NULL DEFAULT 'en'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "language"');
  }
}
