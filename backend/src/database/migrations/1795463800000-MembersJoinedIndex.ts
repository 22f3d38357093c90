import { MigrationInterface, QueryRunner } from 'typeorm';

export class MembersJoinedIndex1795463800000 implements MigrationInterface {
  name = 'MembersJoinedIndex1795463800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The members screen's default order, newest first, fast at any size: a page is read from the
    // index instead of sorting every member.
    await queryRunner.query(
      'CREATE INDEX "IDX_community_members_joined" ON "community_members" ("created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_community_members_joined"');
  }
}
