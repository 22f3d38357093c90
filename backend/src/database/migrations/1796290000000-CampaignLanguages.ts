import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign written per language (docs/architecture.md, "Languages"): its versions in other
 * languages than the site's default (`email_campaigns.translations`, by language tag; every existing
 * campaign has none, so it goes out as before), and the language recorded for each recipient when the
 * audience is frozen (`email_deliveries.language`; null on rows frozen before, which get the default
 * language's version). A constant default and a nullable column are added without rewriting the
 * tables (PostgreSQL 11+); the previous release ignores both.
 */
export class CampaignLanguages1796290000000 implements MigrationInterface {
  name = 'CampaignLanguages1796290000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "email_campaigns" ADD "translations" jsonb NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "email_deliveries" ADD "language" character varying(10)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "email_deliveries" DROP COLUMN "language"');
    await queryRunner.query('ALTER TABLE "email_campaigns" DROP COLUMN "translations"');
  }
}
