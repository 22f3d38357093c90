import { MigrationInterface, QueryRunner } from 'typeorm';

export class MembersJoinedIndex1795463800000 implements MigrationInterface {
  name = 'MembersJoinedIndex1795463800000';
  // CREATE INDEX CONCURRENTLY cannot run inside a transaction (docs/migrations.md).
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The members screen's default order, newest first: a page is read from the index instead of
    // sorting every member. Built CONCURRENTLY so sign-ups go on meanwhile; an index of this name
    // exists beforehand only if an earlier run stopped halfway (and left it invalid).
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_joined"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_community_members_joined" ON "community_members" ("created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "IDX_community_members_joined"');
  }
}
