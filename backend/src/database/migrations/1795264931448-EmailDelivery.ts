import { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailDelivery1795264931448 implements MigrationInterface {
  name = 'EmailDelivery1795264931448';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "email_deliveries" ("id" SERIAL NOT NULL, "campaign_id" integer NOT NULL, "email" character varying(320) NOT NULL, "name" character varying(200) NOT NULL, "first_name" character varying(100) NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "last_error" text, "message_id" character varying(300), "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_email_deliveries_campaign_email" UNIQUE ("campaign_id", "email"), CONSTRAINT "PK_aa4e94683dafee7c55aaeb9f59d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_deliveries_campaign_status" ON "email_deliveries" ("campaign_id", "status") ',
    );
    await queryRunner.query(
      'CREATE TABLE "email_suppressions" ("email" character varying(320) NOT NULL, "reason" character varying(20) NOT NULL DEFAULT \'unsubscribe\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3ed491e8d519ee5f72bf09fc69c" PRIMARY KEY ("email"))',
    );
    await queryRunner.query('ALTER TABLE "email_campaigns" ADD "failure_reason" text');
    await queryRunner.query('ALTER TABLE "email_campaigns" ADD "content" jsonb');
    await queryRunner.query(
      'ALTER TABLE "email_campaigns" ADD "audience_frozen_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "email_deliveries" ADD CONSTRAINT "FK_105bfc1c26fa5feac1505c1b817" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "email_deliveries" DROP CONSTRAINT "FK_105bfc1c26fa5feac1505c1b817"',
    );
    await queryRunner.query('ALTER TABLE "email_campaigns" DROP COLUMN "audience_frozen_at"');
    await queryRunner.query('ALTER TABLE "email_campaigns" DROP COLUMN "content"');
    await queryRunner.query('ALTER TABLE "email_campaigns" DROP COLUMN "failure_reason"');
    await queryRunner.query('DROP TABLE "email_suppressions"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_deliveries_campaign_status"');
    await queryRunner.query('DROP TABLE "email_deliveries"');
  }
}
