import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bounces and complaints from the mail providers' webhooks: each event stored once (its provider's id
 * is unique), the suppression list saying who reported a row and why, and the bounce suppressions staff
 * lifted. Every existing row stays as it is; their source is unknown (null).
 */
export class EmailBouncesAndComplaints1795540000000 implements MigrationInterface {
  name = 'EmailBouncesAndComplaints1795540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "email_suppressions" ADD "source" character varying(40)');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD "detail" character varying(1000)',
    );
    await queryRunner.query(
      'CREATE TABLE "email_provider_events" ("id" SERIAL NOT NULL, "provider" character varying(20) NOT NULL, "event_id" character varying(255) NOT NULL, "email" character varying(320), "kind" character varying(20) NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "detail" character varying(1000), "signing_token" character varying(255), "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_email_provider_events_provider_event" UNIQUE ("provider", "event_id"), CONSTRAINT "UQ_email_provider_events_provider_token" UNIQUE ("provider", "signing_token"), CONSTRAINT "PK_3ccedbb70fe0198c9237374ee52" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_provider_events_email_kind" ON "email_provider_events" ("email", "kind", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "email_suppression_lifts" ("id" SERIAL NOT NULL, "email" character varying(320) NOT NULL, "reason" character varying(20) NOT NULL, "source" character varying(40), "detail" character varying(1000), "suppressed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "lifted_by" character varying(100) NOT NULL, "lifted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4dd567ffeefa641f35830d9c271" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_suppression_lifts_email" ON "email_suppression_lifts" ("email", "lifted_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_email_suppression_lifts_email"');
    await queryRunner.query('DROP TABLE "email_suppression_lifts"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_provider_events_email_kind"');
    await queryRunner.query('DROP TABLE "email_provider_events"');
    await queryRunner.query('ALTER TABLE "email_suppressions" DROP COLUMN "detail"');
    await queryRunner.query('ALTER TABLE "email_suppressions" DROP COLUMN "source"');
  }
}
