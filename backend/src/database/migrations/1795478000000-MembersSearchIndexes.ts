import { MigrationInterface, QueryRunner } from 'typeorm';

export class MembersSearchIndexes1795478000000 implements MigrationInterface {
  name = 'MembersSearchIndexes1795478000000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The members screen at 50,000 members: the search ("contains", ignoring case) reads the trigram
    // indexes of the three fields instead of every row, and the sort by name reads a page from an
    // index instead of sorting every member. pg_trgm came with the video search. Built CONCURRENTLY so
    // sign-ups and profile edits go on meanwhile; each build is preceded by dropping an index of the
    // same name, which only exists when an earlier run stopped halfway (an invalid index is left then).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const column of ['first_name', 'last_name', 'email']) {
      await queryRunner.query(
        `DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_${column}_trgm"`,
      );
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY "IDX_community_members_${column}_trgm" ON "community_members" USING gin ("${column}" gin_trgm_ops)`,
      );
    }
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_name"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_community_members_name" ON "community_members" (lower("first_name"), lower("last_name"), "id")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_name"');
    for (const column of ['email', 'last_name', 'first_name']) {
      await queryRunner.query(
        `DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_${column}_trgm"`,
      );
    }
  }
}
