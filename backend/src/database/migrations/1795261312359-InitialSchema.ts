import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795261312359 implements MigrationInterface {
  name = 'InitialSchema1795261312359';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_throttles" ("key" character varying(300) NOT NULL, "failures" integer NOT NULL DEFAULT \'0\', "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_366650e3560115bd25315ca53d0" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire") ');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" SERIAL NOT NULL, "username" character varying(100) NOT NULL, "email" character varying(255), "password" text NOT NULL, "first_name" character varying(100), "last_name" character varying(100), "profile_image_url" text, "is_admin" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "community_members" ("id" SERIAL NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "age" integer, "sex" character varying(30), "marital_status" character varying(30), "spiritual_level" character varying(30), "needs" text array NOT NULL DEFAULT \'{}\', "interests" text array NOT NULL DEFAULT \'{}\', "city" character varying(100), "state" character varying(100), "country" character varying(100), "occupation" character varying(200), "notes" text, "subscribe_to_emails" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b4e611d00006b12d935d971eeca" UNIQUE ("email"), CONSTRAINT "PK_03dff82f9cfcb02498e9f5fc640" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "testimonials" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "category" character varying(50) NOT NULL, "title" character varying(200) NOT NULL, "testimony" text NOT NULL, "is_anonymous" boolean NOT NULL DEFAULT false, "is_featured" boolean NOT NULL DEFAULT false, "status" character varying(20) NOT NULL DEFAULT \'pending\', "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" character varying(100), "member_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_63b03c608bd258f115a0a4a1060" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_testimonials_member" ON "testimonials" ("member_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_testimonials_featured" ON "testimonials" ("submitted_at") WHERE "status" = \'approved\' AND "is_featured"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_testimonials_status_submitted" ON "testimonials" ("status", "submitted_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "is_read" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "events" ("id" SERIAL NOT NULL, "title" text NOT NULL, "description" text NOT NULL, "date" character varying(10) NOT NULL, "time" character varying(100) NOT NULL, "location" text NOT NULL, "is_special" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_events_date" ON "events" ("date") ');
    await queryRunner.query(
      'CREATE TABLE "scriptures" ("id" SERIAL NOT NULL, "text" text NOT NULL, "reference" character varying(200) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "display_on_home" boolean NOT NULL DEFAULT false, "home_display_set_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d77a20019fad99643ec3e955bfe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_scriptures_home" ON "scriptures" ("home_display_set_at") WHERE "is_active" AND "display_on_home"',
    );
    await queryRunner.query(
      'CREATE TABLE "subscribers" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1a7163c08f0e57bd1c9821508b1" UNIQUE ("email"), CONSTRAINT "PK_cbe0a7a9256c826f403c0236b67" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "videos" ("id" SERIAL NOT NULL, "youtube_id" character varying(64) NOT NULL, "title" text NOT NULL, "description" text NOT NULL DEFAULT \'\', "thumbnail" text NOT NULL DEFAULT \'\', "published_at" TIMESTAMP WITH TIME ZONE, "view_count" integer NOT NULL DEFAULT \'0\', "duration" character varying(16) NOT NULL DEFAULT \'\', "duration_seconds" integer NOT NULL DEFAULT \'0\', "themes" text array NOT NULL DEFAULT \'{}\', "scripture_references" text array NOT NULL DEFAULT \'{}\', "content_score" real NOT NULL DEFAULT \'0\', "tags" text array NOT NULL DEFAULT \'{}\', "channel_id" character varying(64), "channel_title" text, "is_active" boolean NOT NULL DEFAULT true, "last_updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_32ec610616dbadc79a7005d6257" UNIQUE ("youtube_id"), CONSTRAINT "PK_e4c86c0cf95aff16e9fb8220f6b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_videos_published_at" ON "videos" ("published_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_videos_popular" ON "videos" ("view_count") WHERE "is_active"',
    );
    await queryRunner.query(
      'CREATE TABLE "counseling_requests" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "category" character varying(60) NOT NULL, "background" text NOT NULL, "current_situation" text NOT NULL, "specific_needs" text NOT NULL, "urgency" character varying(20) NOT NULL DEFAULT \'normal\', "preferred_contact" character varying(20) NOT NULL DEFAULT \'email\', "status" character varying(20) NOT NULL DEFAULT \'pending\', "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "assigned_to" character varying(100), "last_response_at" TIMESTAMP WITH TIME ZONE, "member_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_96eb0fc2a032bea8bdf3eba66a6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_counseling_member" ON "counseling_requests" ("member_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_counseling_urgency_created" ON "counseling_requests" ("urgency", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_counseling_status" ON "counseling_requests" ("status") ',
    );
    await queryRunner.query(
      'CREATE TABLE "counseling_responses" ("id" SERIAL NOT NULL, "counseling_request_id" integer NOT NULL, "responder_id" integer, "is_from_admin" boolean NOT NULL DEFAULT true, "message" text NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6f8b04d88c5efdcad65ec964f26" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_counseling_responses_request" ON "counseling_responses" ("counseling_request_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "email_templates" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "subject" character varying(300) NOT NULL, "greeting" text, "message" text NOT NULL, "signature" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_06c564c515d8cdb40b6f3bfbbb4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "email_campaigns" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "template_id" integer, "target_criteria" jsonb NOT NULL DEFAULT \'{}\', "lesson_links" text array NOT NULL DEFAULT \'{}\', "video_message_url" text, "scheduled_date" TIMESTAMP WITH TIME ZONE, "sent_date" TIMESTAMP WITH TIME ZONE, "recipient_count" integer NOT NULL DEFAULT \'0\', "status" character varying(20) NOT NULL DEFAULT \'draft\', "created_by" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_72bad329795785308e66d562350" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_campaigns_template" ON "email_campaigns" ("template_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_campaigns_status" ON "email_campaigns" ("status") ',
    );
    await queryRunner.query(
      'ALTER TABLE "testimonials" ADD CONSTRAINT "FK_ad85683379a1674e3575fbefa74" FOREIGN KEY ("member_id") REFERENCES "community_members"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_requests" ADD CONSTRAINT "FK_e3ddffff7380cd150fe2f51ab83" FOREIGN KEY ("member_id") REFERENCES "community_members"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_responses" ADD CONSTRAINT "FK_b349b31acbbb8c1b51ecdd84dd2" FOREIGN KEY ("counseling_request_id") REFERENCES "counseling_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_responses" ADD CONSTRAINT "FK_806dac0243e7a5fe4b4e83c90b9" FOREIGN KEY ("responder_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "email_campaigns" ADD CONSTRAINT "FK_b1271c13007a99e591b54807f32" FOREIGN KEY ("template_id") REFERENCES "email_templates"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "email_campaigns" DROP CONSTRAINT "FK_b1271c13007a99e591b54807f32"',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_responses" DROP CONSTRAINT "FK_806dac0243e7a5fe4b4e83c90b9"',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_responses" DROP CONSTRAINT "FK_b349b31acbbb8c1b51ecdd84dd2"',
    );
    await queryRunner.query(
      'ALTER TABLE "counseling_requests" DROP CONSTRAINT "FK_e3ddffff7380cd150fe2f51ab83"',
    );
    await queryRunner.query(
      'ALTER TABLE "testimonials" DROP CONSTRAINT "FK_ad85683379a1674e3575fbefa74"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_email_campaigns_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_email_campaigns_template"');
    await queryRunner.query('DROP TABLE "email_campaigns"');
    await queryRunner.query('DROP TABLE "email_templates"');
    await queryRunner.query('DROP INDEX "public"."IDX_counseling_responses_request"');
    await queryRunner.query('DROP TABLE "counseling_responses"');
    await queryRunner.query('DROP INDEX "public"."IDX_counseling_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_counseling_urgency_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_counseling_member"');
    await queryRunner.query('DROP TABLE "counseling_requests"');
    await queryRunner.query('DROP INDEX "public"."IDX_videos_popular"');
    await queryRunner.query('DROP INDEX "public"."IDX_videos_published_at"');
    await queryRunner.query('DROP TABLE "videos"');
    await queryRunner.query('DROP TABLE "subscribers"');
    await queryRunner.query('DROP INDEX "public"."IDX_scriptures_home"');
    await queryRunner.query('DROP TABLE "scriptures"');
    await queryRunner.query('DROP INDEX "public"."IDX_events_date"');
    await queryRunner.query('DROP TABLE "events"');
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query('DROP INDEX "public"."IDX_testimonials_status_submitted"');
    await queryRunner.query('DROP INDEX "public"."IDX_testimonials_featured"');
    await queryRunner.query('DROP INDEX "public"."IDX_testimonials_member"');
    await queryRunner.query('DROP TABLE "testimonials"');
    await queryRunner.query('DROP TABLE "community_members"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP INDEX "public"."IDX_sessions_expire"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP TABLE "login_throttles"');
  }
}
