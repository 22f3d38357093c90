import { MigrationInterface, QueryRunner } from 'typeorm';

export class WelcomeSeries1796167190383 implements MigrationInterface {
  name = 'WelcomeSeries1796167190383';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // New tables only: no existing row is touched. The two series exist from here on, off and empty.
    await queryRunner.query(
      'CREATE TABLE "email_automations" ("id" SERIAL NOT NULL, "kind" character varying(30) NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_da29717de1c91a404bbfabeedba" UNIQUE ("kind"), CONSTRAINT "PK_da448447add7137ad98b07675a8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "email_automation_steps" ("id" SERIAL NOT NULL, "automation_id" integer NOT NULL, "position" integer NOT NULL, "delay_days" integer NOT NULL, "subject" character varying(300) NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_48d87cacdd0bb17dc5c56df5df7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_automation_steps_order" ON "email_automation_steps" ("automation_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "email_automation_enrolments" ("id" SERIAL NOT NULL, "automation_id" integer NOT NULL, "email" character varying(320) NOT NULL, "name" character varying(200) NOT NULL, "next_position" integer NOT NULL DEFAULT \'0\', "last_step_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, "stopped_at" TIMESTAMP WITH TIME ZONE, "stop_reason" character varying(20), "enrolled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_email_automation_enrolments_address" UNIQUE ("automation_id", "email"), CONSTRAINT "PK_b73087c9ab139779c5f25a4de75" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_automation_enrolments_running" ON "email_automation_enrolments" ("automation_id", "next_position") WHERE stopped_at IS NULL AND completed_at IS NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "email_automation_sends" ("id" SERIAL NOT NULL, "enrolment_id" integer NOT NULL, "step_id" integer, "status" character varying(10) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "claimed_at" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, "message_id" character varying(300), "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_email_automation_sends_step" UNIQUE ("enrolment_id", "step_id"), CONSTRAINT "PK_ab9e148470ce5d8b2fc080533dd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_automation_sends_open" ON "email_automation_sends" ("status", "id") WHERE status IN (\'pending\', \'sending\')',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_steps" ADD CONSTRAINT "FK_f6f7b69e70608e6c52c52041e50" FOREIGN KEY ("automation_id") REFERENCES "email_automations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_enrolments" ADD CONSTRAINT "FK_ddc8a38335c615ff3f70c5f1799" FOREIGN KEY ("automation_id") REFERENCES "email_automations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_sends" ADD CONSTRAINT "FK_f565e08527ec27492e97f712e42" FOREIGN KEY ("enrolment_id") REFERENCES "email_automation_enrolments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_sends" ADD CONSTRAINT "FK_191d52cb903d289c3e788797b4f" FOREIGN KEY ("step_id") REFERENCES "email_automation_steps"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'INSERT INTO "email_automations" ("kind") VALUES (\'member_welcome\'), (\'subscriber_welcome\')',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "email_automation_sends" DROP CONSTRAINT "FK_191d52cb903d289c3e788797b4f"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_sends" DROP CONSTRAINT "FK_f565e08527ec27492e97f712e42"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_enrolments" DROP CONSTRAINT "FK_ddc8a38335c615ff3f70c5f1799"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_automation_steps" DROP CONSTRAINT "FK_f6f7b69e70608e6c52c52041e50"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_email_automation_sends_open"');
    await queryRunner.query('DROP TABLE "email_automation_sends"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_automation_enrolments_running"');
    await queryRunner.query('DROP TABLE "email_automation_enrolments"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_automation_steps_order"');
    await queryRunner.query('DROP TABLE "email_automation_steps"');
    await queryRunner.query('DROP TABLE "email_automations"');
  }
}
