import { MigrationInterface, QueryRunner } from 'typeorm';

export class CopiedThumbnails1795480000000 implements MigrationInterface {
  name = 'CopiedThumbnails1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Browsers load thumbnails from this site only (no third-party request on first paint). The
    // sync copies each video's thumbnail into stored_files (`thumbnail_file`); `thumbnail` keeps
    // the platform's address it copies from. Every row stays: until the next sync has copied its
    // thumbnail, a video shows its title card.
    await queryRunner.query('ALTER TABLE "videos" ADD "thumbnail_file" character varying(200)');
    await queryRunner.query(
      'ALTER TABLE "videos" ADD "thumbnail_checked_at" TIMESTAMP WITH TIME ZONE',
    );
    // The demo teachings named their title card here; it is what any video without a copy shows now.
    await queryRunner.query(
      `UPDATE "videos" SET "thumbnail" = '' WHERE "thumbnail" LIKE '/media/thumbnails/%'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "videos" SET "thumbnail" = '/media/thumbnails/' || "youtube_id" || '.svg' WHERE "thumbnail" = ''`,
    );
    await queryRunner.query(`DELETE FROM "stored_files" WHERE "key" LIKE 'thumbnails/%'`);
    await queryRunner.query('ALTER TABLE "videos" DROP COLUMN "thumbnail_checked_at"');
    await queryRunner.query('ALTER TABLE "videos" DROP COLUMN "thumbnail_file"');
  }
}
