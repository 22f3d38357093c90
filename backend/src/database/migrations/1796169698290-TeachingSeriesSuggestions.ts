import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeachingSeriesSuggestions1796169698290 implements MigrationInterface {
  name = 'TeachingSeriesSuggestions1796169698290';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The channel's playlists offered as series (docs/architecture.md, "Teachings"): a new table only.
    await queryRunner.query(
      'CREATE TABLE "teaching_series_suggestions" ("playlist_id" character varying(64) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT \'\', "youtube_ids" text array NOT NULL DEFAULT \'{}\', "status" character varying(10) NOT NULL DEFAULT \'pending\', "series_id" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0f148f0374ed4fe11b918644bd7" PRIMARY KEY ("playlist_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "teaching_series_suggestions" ADD CONSTRAINT "FK_teaching_series_suggestions_series" FOREIGN KEY ("series_id") REFERENCES "teaching_series"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "teaching_series_suggestions" DROP CONSTRAINT "FK_teaching_series_suggestions_series"',
    );
    await queryRunner.query('DROP TABLE "teaching_series_suggestions"');
  }
}
