import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeachingAudio1796213370421 implements MigrationInterface {
  name = 'TeachingAudio1796213370421';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A teaching's audio and the podcast's artwork (docs/architecture.md, "Teachings"): nullable
    // columns only, added without a rewrite of either table.
    await queryRunner.query(
      'ALTER TABLE "teachings" ADD "audio_file" character varying(60), ADD "audio_mime_type" character varying(20), ADD "audio_bytes" integer, ADD "audio_duration_seconds" integer, ADD "audio_bitrate" integer, ADD "audio_uploaded_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "site_settings" ADD "podcast_artwork_file" character varying(200)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "site_settings" DROP COLUMN "podcast_artwork_file"');
    await queryRunner.query(
      'ALTER TABLE "teachings" DROP COLUMN "audio_uploaded_at", DROP COLUMN "audio_bitrate", DROP COLUMN "audio_duration_seconds", DROP COLUMN "audio_bytes", DROP COLUMN "audio_mime_type", DROP COLUMN "audio_file"',
    );
  }
}
