import { MigrationInterface, QueryRunner } from 'typeorm';

export class MembersSearchIndexes1795478000000 implements MigrationInterface {
  name = 'MembersSearchIndexes1795478000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The members screen stays fast at 50,000 members: the search ("contains", ignoring case) reads
    // the trigram indexes of the three fields instead of every row, and the sort by name reads a
    // page from an index instead of sorting every member. pg_trgm came with the video search.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const column of ['first_name', 'last_name', 'email']) {
      await queryRunner.query(
        `CREATE INDEX "IDX_community_members_${column}_trgm" ON "community_members" USING gin ("${column}" gin_trgm_ops)`,
      );
    }
    await queryRunner.query(
      'CREATE INDEX "IDX_community_members_name" ON "community_members" (lower("first_name"), lower("last_name"), "id")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_community_members_name"');
    for (const column of ['email', 'last_name', 'first_name']) {
      await queryRunner.query(`DROP INDEX IF EXISTS "IDX_community_members_${column}_trgm"`);
    }
  }
}
