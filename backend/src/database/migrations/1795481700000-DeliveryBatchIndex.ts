import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryBatchIndex1795481700000 implements MigrationInterface {
  name = 'DeliveryBatchIndex1795481700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A large campaign is sent in batches of consecutive delivery ids, each reading its pending
    // rows (campaign, 'pending', id range). With `id` in the index that is one short range of it,
    // whatever the statistics say; on (campaign, status) alone the planner, before the table was
    // analyzed, read every pending row of the campaign for each batch of 50.
    await queryRunner.query('DROP INDEX "public"."IDX_email_deliveries_campaign_status"');
    await queryRunner.query(
      'CREATE INDEX "IDX_email_deliveries_campaign_status_id" ON "email_deliveries" ("campaign_id", "status", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_email_deliveries_campaign_status_id"');
    await queryRunner.query(
      'CREATE INDEX "IDX_email_deliveries_campaign_status" ON "email_deliveries" ("campaign_id", "status") ',
    );
  }
}
