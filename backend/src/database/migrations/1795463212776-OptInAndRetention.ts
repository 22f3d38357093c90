import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opt-outs stand, double opt-in and retention, so personal data is kept only as long as needed: the
 * confirmation links and their one-a-day limit, a subscriber's confirmation time, and when a
 * counseling request was closed and a testimony rejected (the retention periods count from them).
 */
export class OptInAndRetention1795463212776 implements MigrationInterface {
  name = 'OptInAndRetention1795463212776';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "subscription_confirmations" ("email" character varying(320) NOT NULL, "name" character varying(200) NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character varying(64), "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_64bb42386e904d59dd2e14af3c6" PRIMARY KEY ("email"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_subscription_confirmations_token" ON "subscription_confirmations" ("token_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "subscribers" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE DEFAULT now()',
    );
    // Everyone already on the list signed up without double opt-in: they stay subscribed.
    await queryRunner.query('UPDATE "subscribers" SET "confirmed_at" = "created_at"');
    await queryRunner.query(
      'ALTER TABLE "counseling_requests" ADD "closed_at" TIMESTAMP WITH TIME ZONE',
    );
    // No row recorded when it was closed: the last answer (closing follows it), else the submission.
    await queryRunner.query(
      `UPDATE "counseling_requests" SET "closed_at" = GREATEST("last_response_at", "submitted_at", "created_at")
       WHERE "status" = 'closed'`,
    );
    await queryRunner.query(
      'ALTER TABLE "testimonials" ADD "rejected_at" TIMESTAMP WITH TIME ZONE',
    );
    // Nor when a testimony was rejected: its period starts now, so no story goes the day this runs.
    await queryRunner.query(
      `UPDATE "testimonials" SET "rejected_at" = now() WHERE "status" = 'rejected'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "testimonials" DROP COLUMN "rejected_at"');
    await queryRunner.query('ALTER TABLE "counseling_requests" DROP COLUMN "closed_at"');
    await queryRunner.query('ALTER TABLE "subscribers" DROP COLUMN "confirmed_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_subscription_confirmations_token"');
    await queryRunner.query('DROP TABLE "subscription_confirmations"');
  }
}
