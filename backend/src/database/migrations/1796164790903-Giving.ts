import { MigrationInterface, QueryRunner } from 'typeorm';

export class Giving1796164790903 implements MigrationInterface {
  name = 'Giving1796164790903';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Online giving (docs/architecture.md, "Giving"): new tables only, so every existing row stays as
    // it is; the Finance role widens the role check of users (a small table, checked in one pass).
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"');
    await queryRunner.query(
      "ALTER TABLE \"users\" ADD CONSTRAINT \"CHK_users_role\" CHECK (\"role\" IN ('administrator', 'pastoral', 'content', 'communications', 'finance'))",
    );
    await queryRunner.query(
      'CREATE TABLE "giving_stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_891aaa9540bbd3b099332da53ae" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "giving_subscriptions" ("id" SERIAL NOT NULL, "stripe_subscription_id" character varying(255) NOT NULL, "stripe_customer_id" character varying(255), "checkout_ref" uuid, "fund_id" integer NOT NULL, "frequency" character varying(20) NOT NULL, "amount" integer NOT NULL, "currency" character varying(3) NOT NULL, "status" character varying(30) NOT NULL, "donor_name" character varying(200), "donor_email" character varying(320), "email_key" character varying(320), "canceled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_21128220f6e3e42f6dbe6c763d5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_giving_subscriptions_email_key" ON "giving_subscriptions" ("email_key") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_giving_subscriptions_stripe" ON "giving_subscriptions" ("stripe_subscription_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "giving_settings" ("id" smallint NOT NULL, "stripe_secret_key" text, "stripe_webhook_secret" text, "currency" character varying(3) NOT NULL DEFAULT \'USD\', "suggested_amounts" jsonb NOT NULL DEFAULT \'[2500, 5000, 10000, 25000]\', "cover_fee_enabled" boolean NOT NULL DEFAULT true, "fee_percent_basis_points" integer NOT NULL DEFAULT \'290\', "fee_fixed" integer NOT NULL DEFAULT \'30\', "min_amount" integer NOT NULL DEFAULT \'100\', "max_amount" integer NOT NULL DEFAULT \'1000000\', "receipt_text" text NOT NULL DEFAULT \'\', "statement_text" text NOT NULL DEFAULT \'\', "external_url" character varying(500), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_giving_settings_single" CHECK ("id" = 1), CONSTRAINT "PK_7933871cf602054dfadfdad50de" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "giving_mail" ("id" SERIAL NOT NULL, "kind" character varying(20) NOT NULL, "key" character varying(300) NOT NULL, "gift_id" integer, "email" character varying(320) NOT NULL, "content" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_acdf78223171d171cde19b853ad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_giving_mail_unsent" ON "giving_mail" ("created_at") WHERE sent_at IS NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_giving_mail_key" ON "giving_mail" ("key") ');
    await queryRunner.query(
      'CREATE TABLE "giving_funds" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(500) NOT NULL DEFAULT \'\', "active" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e225a0432f6a24f6b30120bda9c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "gifts" ("id" SERIAL NOT NULL, "fund_id" integer NOT NULL, "amount" integer NOT NULL, "fee_covered" integer NOT NULL DEFAULT \'0\', "refunded_amount" integer NOT NULL DEFAULT \'0\', "disputed" boolean NOT NULL DEFAULT false, "currency" character varying(3) NOT NULL, "method" character varying(20) NOT NULL, "frequency" character varying(20) NOT NULL, "donor_name" character varying(200), "donor_email" character varying(320), "email_key" character varying(320), "note" character varying(500) NOT NULL DEFAULT \'\', "given_at" TIMESTAMP WITH TIME ZONE NOT NULL, "checkout_ref" uuid, "stripe_payment_intent_id" character varying(255), "stripe_invoice_id" character varying(255), "stripe_charge_id" character varying(255), "stripe_subscription_id" character varying(255), "deposit_batch" character varying(100), "recorded_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_gifts_amounts" CHECK ("amount" > 0 AND "refunded_amount" >= 0 AND "refunded_amount" <= "amount" AND "fee_covered" >= 0), CONSTRAINT "PK_54242922934e1f322861d116af7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_gifts_invoice" ON "gifts" ("stripe_invoice_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_gifts_payment_intent" ON "gifts" ("stripe_payment_intent_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_gifts_fund" ON "gifts" ("fund_id", "given_at") ');
    await queryRunner.query('CREATE INDEX "IDX_gifts_email_key" ON "gifts" ("email_key") ');
    await queryRunner.query('CREATE INDEX "IDX_gifts_given_at" ON "gifts" ("given_at") ');
    await queryRunner.query(
      'CREATE TABLE "giving_checkouts" ("ref" uuid NOT NULL, "stripe_session_id" character varying(255), "fund_id" integer NOT NULL, "frequency" character varying(20) NOT NULL, "amount" integer NOT NULL, "fee_covered" integer NOT NULL DEFAULT \'0\', "currency" character varying(3) NOT NULL, "donor_name" character varying(200), "donor_email" character varying(320), "email_key" character varying(320), "note" character varying(500) NOT NULL DEFAULT \'\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c3d13ce9de529e19490d261233" PRIMARY KEY ("ref"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_giving_checkouts_session" ON "giving_checkouts" ("stripe_session_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "giving_subscriptions" ADD CONSTRAINT "FK_giving_subscriptions_fund" FOREIGN KEY ("fund_id") REFERENCES "giving_funds"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "gifts" ADD CONSTRAINT "FK_gifts_fund" FOREIGN KEY ("fund_id") REFERENCES "giving_funds"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "giving_checkouts" ADD CONSTRAINT "FK_giving_checkouts_fund" FOREIGN KEY ("fund_id") REFERENCES "giving_funds"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_giving_funds_name" ON "giving_funds" (lower("name"))',
    );
    // A fresh install gives to one fund, and has its settings row (giving off until keys are set).
    await queryRunner.query(
      'INSERT INTO "giving_funds" ("name", "description", "position") VALUES (\'General Fund\', \'Where the need is greatest\', 0)',
    );
    await queryRunner.query('INSERT INTO "giving_settings" ("id") VALUES (1)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_giving_funds_name"');
    await queryRunner.query(
      'ALTER TABLE "giving_checkouts" DROP CONSTRAINT "FK_giving_checkouts_fund"',
    );
    await queryRunner.query('ALTER TABLE "gifts" DROP CONSTRAINT "FK_gifts_fund"');
    await queryRunner.query(
      'ALTER TABLE "giving_subscriptions" DROP CONSTRAINT "FK_giving_subscriptions_fund"',
    );
    await queryRunner.query('DROP INDEX "public"."UQ_giving_checkouts_session"');
    await queryRunner.query('DROP TABLE "giving_checkouts"');
    await queryRunner.query('DROP INDEX "public"."IDX_gifts_given_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_gifts_email_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_gifts_fund"');
    await queryRunner.query('DROP INDEX "public"."UQ_gifts_payment_intent"');
    await queryRunner.query('DROP INDEX "public"."UQ_gifts_invoice"');
    await queryRunner.query('DROP TABLE "gifts"');
    await queryRunner.query('DROP TABLE "giving_funds"');
    await queryRunner.query('DROP INDEX "public"."UQ_giving_mail_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_giving_mail_unsent"');
    await queryRunner.query('DROP TABLE "giving_mail"');
    await queryRunner.query('DROP TABLE "giving_settings"');
    await queryRunner.query('DROP INDEX "public"."UQ_giving_subscriptions_stripe"');
    await queryRunner.query('DROP INDEX "public"."IDX_giving_subscriptions_email_key"');
    await queryRunner.query('DROP TABLE "giving_subscriptions"');
    await queryRunner.query('DROP TABLE "giving_stripe_events"');
    await queryRunner.query('UPDATE "users" SET "role" = NULL WHERE "role" = \'finance\'');
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"');
    await queryRunner.query(
      "ALTER TABLE \"users\" ADD CONSTRAINT \"CHK_users_role\" CHECK (\"role\" IN ('administrator', 'pastoral', 'content', 'communications'))",
    );
  }
}
