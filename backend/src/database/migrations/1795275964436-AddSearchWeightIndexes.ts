import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSearchWeightIndexes1795275964436 implements MigrationInterface {
  name = 'AddSearchWeightIndexes1795275964436';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-written: a GIN index holds no weights, so a tier restricted to the title (A) or to title,
    // themes and passages (A, B) rechecked every row of the wider index that had the words anywhere.
    // Indexing the vector filtered to those weights makes the search of those tiers exact. Built
    // CONCURRENTLY so the channel sync goes on writing videos meanwhile; an index of either name exists
    // beforehand only if an earlier run stopped halfway (and left it invalid).
    for (const [name, weights] of [
      ['IDX_videos_search_title', '{a}'],
      ['IDX_videos_search_themes', '{a,b}'],
    ]) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY "${name}" ON "videos" USING gin (ts_filter("search_vector", '${weights}')) WHERE "is_active"`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_videos_search_themes"');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_videos_search_title"');
  }
}
