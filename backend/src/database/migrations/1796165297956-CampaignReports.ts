import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report per campaign: the opens, clicks and unsubscribes of its messages, one row each, and the
 * campaign and delivery a bounce or complaint is about. Every existing event keeps no campaign (null);
 * the index on the provider events, a table the webhooks write to, is built apart, without blocking
 * writes (CampaignReportsIndex).
 */
export class CampaignReports1796165297956 implements MigrationInterface {
  name = 'CampaignReports1796165297956';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "email_tracking_events" ("id" SERIAL NOT NULL, "campaign_id" integer NOT NULL, "delivery_id" integer NOT NULL, "kind" character varying(12) NOT NULL, "link" smallint, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cddf13e20452d71ab4b43f8e85e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_tracking_events_delivery" ON "email_tracking_events" ("delivery_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_tracking_events_campaign_kind" ON "email_tracking_events" ("campaign_id", "kind", "occurred_at") ',
    );
    await queryRunner.query('ALTER TABLE "email_provider_events" ADD "campaign_id" integer');
    await queryRunner.query('ALTER TABLE "email_provider_events" ADD "delivery_id" integer');
    await queryRunner.query(
      'ALTER TABLE "email_tracking_events" ADD CONSTRAINT "FK_b2d8cca3211d693c8256f18f325" FOREIGN KEY ("delivery_id") REFERENCES "email_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "email_tracking_events" DROP CONSTRAINT "FK_b2d8cca3211d693c8256f18f325"',
    );
    await queryRunner.query('ALTER TABLE "email_provider_events" DROP COLUMN "delivery_id"');
    await queryRunner.query('ALTER TABLE "email_provider_events" DROP COLUMN "campaign_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_tracking_events_campaign_kind"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_tracking_events_delivery"');
    await queryRunner.query('DROP TABLE "email_tracking_events"');
  }
}
