import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1795451085204 implements MigrationInterface {
  name = 'SiteSettings1795451085204';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "site_settings" ("id" smallint NOT NULL DEFAULT \'1\', "values" jsonb NOT NULL DEFAULT \'{}\', "logo_file" character varying(200), "favicon_file" character varying(200), "checklist_dismissed" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" integer, CONSTRAINT "CHK_site_settings_one_row" CHECK ("id" = 1), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "stored_files" ("key" character varying(200) NOT NULL, "content_type" character varying(100) NOT NULL, "bytes" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_31f99852d306c9c6526fcfec8d0" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'ALTER TABLE "site_settings" ADD CONSTRAINT "FK_f4f6d58d0d931610e228b25fef7" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    // The one row: an empty document, so every field reads as its default (the spec's texts, the
    // configuration's name, addresses and time zone) until an administrator saves.
    await queryRunner.query('INSERT INTO "site_settings" ("id") VALUES (1)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "site_settings" DROP CONSTRAINT "FK_f4f6d58d0d931610e228b25fef7"',
    );
    await queryRunner.query('DROP TABLE "stored_files"');
    await queryRunner.query('DROP TABLE "site_settings"');
  }
}
