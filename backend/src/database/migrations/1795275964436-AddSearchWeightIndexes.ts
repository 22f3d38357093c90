import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSearchWeightIndexes1795275964436 implements MigrationInterface {
  name = 'AddSearchWeightIndexes1795275964436';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-written: a GIN index holds no weights, so a tier restricted to the title (A) or to title,
    // themes and passages (A, B) rechecked every row of the wider index that had the words anywhere.
    // Indexing the vector filtered to those weights makes the search of those tiers exact.
    await queryRunner.query(
      `CREATE INDEX "IDX_videos_search_title" ON "videos" USING gin (ts_filter("search_vector", '{a}')) WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_videos_search_themes" ON "videos" USING gin (ts_filter("search_vector", '{a,b}')) WHERE "is_active"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_videos_search_themes"');
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_videos_search_title"');
  }
}
