import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeachingLibrary1796164430227 implements MigrationInterface {
  name = 'TeachingLibrary1796164430227';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The teaching library (docs/architecture.md, "Teachings"): new tables only, no existing row is touched;
    // the teachings of existing videos are created by the app at start.
    await queryRunner.query(
      'CREATE TABLE "teachings" ("id" SERIAL NOT NULL, "video_id" integer NOT NULL, "slug" character varying(120) NOT NULL, "title_override" text, "description_override" text, "passages_override" text array, "series_id" integer, "series_position" integer, "speaker_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_225ba68ac7410f7992d385337d2" UNIQUE ("video_id"), CONSTRAINT "UQ_e90abf1aee9e4065b3cd8360674" UNIQUE ("slug"), CONSTRAINT "PK_263f637ee4f147bc541d42cc5b8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_teachings_speaker" ON "teachings" ("speaker_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_teachings_series" ON "teachings" ("series_id", "series_position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "teaching_speakers" ("id" SERIAL NOT NULL, "slug" character varying(120) NOT NULL, "name" character varying(200) NOT NULL, "bio" text NOT NULL DEFAULT \'\', "photo_file" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c2d49f4f44dd89fa9fde0b2ca7e" UNIQUE ("slug"), CONSTRAINT "PK_bb3c2c7d0ea04d042ab978cf708" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "teaching_slugs" ("slug" character varying(120) NOT NULL, "teaching_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ae16b061c754fbcbd3d38496beb" PRIMARY KEY ("slug"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_teaching_slugs_teaching" ON "teaching_slugs" ("teaching_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "teaching_series" ("id" SERIAL NOT NULL, "slug" character varying(120) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT \'\', "artwork_file" character varying(200), "position" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_283926e48ab1c5473f5ecd6e4e2" UNIQUE ("slug"), CONSTRAINT "PK_fab5a46edf10848d5e5e04ff8f3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "teachings" ADD CONSTRAINT "FK_teachings_video" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "teachings" ADD CONSTRAINT "FK_teachings_series" FOREIGN KEY ("series_id") REFERENCES "teaching_series"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "teachings" ADD CONSTRAINT "FK_teachings_speaker" FOREIGN KEY ("speaker_id") REFERENCES "teaching_speakers"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "teaching_slugs" ADD CONSTRAINT "FK_teaching_slugs_teaching" FOREIGN KEY ("teaching_id") REFERENCES "teachings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "teaching_slugs" DROP CONSTRAINT "FK_teaching_slugs_teaching"',
    );
    await queryRunner.query('ALTER TABLE "teachings" DROP CONSTRAINT "FK_teachings_speaker"');
    await queryRunner.query('ALTER TABLE "teachings" DROP CONSTRAINT "FK_teachings_series"');
    await queryRunner.query('ALTER TABLE "teachings" DROP CONSTRAINT "FK_teachings_video"');
    await queryRunner.query('DROP TABLE "teaching_series"');
    await queryRunner.query('DROP INDEX "public"."IDX_teaching_slugs_teaching"');
    await queryRunner.query('DROP TABLE "teaching_slugs"');
    await queryRunner.query('DROP TABLE "teaching_speakers"');
    await queryRunner.query('DROP INDEX "public"."IDX_teachings_series"');
    await queryRunner.query('DROP INDEX "public"."IDX_teachings_speaker"');
    await queryRunner.query('DROP TABLE "teachings"');
  }
}
