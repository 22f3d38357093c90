import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryBatchIndex1795481700000 implements MigrationInterface {
  name = 'DeliveryBatchIndex1795481700000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A campaign is sent in batches of consecutive delivery ids, each reading its pending rows
    // (campaign, 'pending', id range). With `id` in the index that is one short range of it, whatever
    // the statistics say; on (campaign, status) alone the planner, before the table was analyzed, read
    // every pending row of the campaign for each batch of 50. The new index is built CONCURRENTLY (a
    // campaign being sent keeps writing its deliveries) before the old one goes, so the batches always
    // have one; an index of the new name exists beforehand only if an earlier run stopped halfway.
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "public"."IDX_email_deliveries_campaign_status_id"',
    );
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_email_deliveries_campaign_status_id" ON "email_deliveries" ("campaign_id", "status", "id") ',
    );
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "public"."IDX_email_deliveries_campaign_status"',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "public"."IDX_email_deliveries_campaign_status"',
    );
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_email_deliveries_campaign_status" ON "email_deliveries" ("campaign_id", "status") ',
    );
    await queryRunner.query(
      'DROP INDEX CONCURRENTLY IF EXISTS "public"."IDX_email_deliveries_campaign_status_id"',
    );
  }
}
