import { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedAudiences1796164790269 implements MigrationInterface {
  name = 'SavedAudiences1796164790269';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A new table: no existing row is touched.
    await queryRunner.query(
      'CREATE TABLE "email_saved_audiences" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "name_key" character varying(100) NOT NULL, "criteria" jsonb NOT NULL, "created_by" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e7434105290cb7c8c99531b7cac" UNIQUE ("name_key"), CONSTRAINT "PK_78895cf20f01f0dfa934e86a821" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "email_saved_audiences"');
  }
}
