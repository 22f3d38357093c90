import { MigrationInterface, QueryRunner } from 'typeorm';

/** A campaign's bounces and complaints, counted by its report (docs/migrations.md, §1). */
export class CampaignReportsIndex1796165297957 implements MigrationInterface {
  name = 'CampaignReportsIndex1796165297957';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction.
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Exists beforehand only when an earlier run stopped halfway, which leaves an invalid index.
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_email_provider_events_campaign_kind"',
    );
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_email_provider_events_campaign_kind" ON "email_provider_events" ("campaign_id", "kind")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "IDX_email_provider_events_campaign_kind"',
    );
  }
}
