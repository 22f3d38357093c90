import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The teaching library's newest-first order (docs/architecture.md, "Teachings"): `/teachings`, a
 * teaching's related ones and the counts of series and speakers read the active videos newest first,
 * which the plain index on `published_at` cannot give (`DESC NULLS LAST`); without this one each read
 * sorted or scanned the whole catalogue. The podcast's episodes are the teachings with audio: a few
 * thousand of 100,000, found by a partial index. `videos` is a busy table: built CONCURRENTLY (and
 * `teachings` alike, which the page server reads on every visit).
 */
export class TeachingLibraryIndexes1796230000000 implements MigrationInterface {
  name = 'TeachingLibraryIndexes1796230000000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction.
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Exists beforehand only when an earlier run stopped halfway, which leaves an invalid index.
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_videos_active_newest"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_videos_active_newest" ON "videos" ("published_at" DESC NULLS LAST, "id" DESC) WHERE "is_active"',
    );
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_teachings_with_audio"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_teachings_with_audio" ON "teachings" ("video_id") WHERE "audio_file" IS NOT NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_teachings_with_audio"');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_videos_active_newest"');
  }
}
