import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventRegistrations1796150214083 implements MigrationInterface {
  name = 'EventRegistrations1796150214083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Event registration (docs/architecture.md, "Registrations"): new tables only, so every existing
    // row stays as it is; an event without a settings row takes no registrations (today's dialog).
    await queryRunner.query(
      'CREATE TABLE "event_registrations" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "email_key" character varying(320) NOT NULL, "phone" character varying(50), "party_size" integer NOT NULL, "answers" jsonb NOT NULL DEFAULT \'[]\', "status" character varying(20) NOT NULL, "waitlisted_at" TIMESTAMP WITH TIME ZONE, "member_id" integer, "manage_token_hash" character varying(64), "ticket_code" character varying(32) NOT NULL, "reminder_sent_at" TIMESTAMP WITH TIME ZONE, "checked_in_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_953d3b862c2487289a92b2356e9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_event_registrations_ticket" ON "event_registrations" ("ticket_code") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_registrations_email_key" ON "event_registrations" ("email_key") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_registrations_member" ON "event_registrations" ("member_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_registrations_waitlist" ON "event_registrations" ("event_id", "status", "waitlisted_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_event_registrations_event_email" ON "event_registrations" ("event_id", "email_key") ',
    );
    await queryRunner.query(
      'CREATE TABLE "event_registration_settings" ("event_id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "capacity" integer, "waitlist" boolean NOT NULL DEFAULT false, "closes_at" TIMESTAMP WITH TIME ZONE, "max_party_size" integer NOT NULL DEFAULT \'10\', "reminder_hours_before" integer NOT NULL DEFAULT \'24\', "confirmation_message" text NOT NULL DEFAULT \'\', "questions" jsonb NOT NULL DEFAULT \'[]\', "seats_taken" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ce1fcb15274d6478e26a6d66a19" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "event_registration_mail" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "sealed_token" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_bdf98603e3a9fed1d743afcd33b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_event_registration_mail_unsent" ON "event_registration_mail" ("created_at") WHERE sent_at IS NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registrations" ADD CONSTRAINT "FK_event_registrations_event" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registration_settings" ADD CONSTRAINT "FK_event_registration_settings_event" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registration_mail" ADD CONSTRAINT "FK_event_registration_mail_registration" FOREIGN KEY ("registration_id") REFERENCES "event_registrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "event_registration_mail" DROP CONSTRAINT "FK_event_registration_mail_registration"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registration_settings" DROP CONSTRAINT "FK_event_registration_settings_event"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registrations" DROP CONSTRAINT "FK_event_registrations_event"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_event_registration_mail_unsent"');
    await queryRunner.query('DROP TABLE "event_registration_mail"');
    await queryRunner.query('DROP TABLE "event_registration_settings"');
    await queryRunner.query('DROP INDEX "public"."UQ_event_registrations_event_email"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_registrations_waitlist"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_registrations_member"');
    await queryRunner.query('DROP INDEX "public"."IDX_event_registrations_email_key"');
    await queryRunner.query('DROP INDEX "public"."UQ_event_registrations_ticket"');
    await queryRunner.query('DROP TABLE "event_registrations"');
  }
}
