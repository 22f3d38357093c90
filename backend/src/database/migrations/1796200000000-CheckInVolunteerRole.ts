import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Check-in volunteer staff role: the role check admits it (beside Finance, added by the Giving
 * migration before it); no account changes role.
 */
export class CheckInVolunteerRole1796200000000 implements MigrationInterface {
  name = 'CheckInVolunteerRole1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"');
    await queryRunner.query(
      "ALTER TABLE \"users\" ADD CONSTRAINT \"CHK_users_role\" CHECK (\"role\" IN ('administrator', 'pastoral', 'content', 'communications', 'finance', 'check_in'))",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // A volunteer's account keeps its sign-in but loses its role (it opens no dashboard tab).
    await queryRunner.query('UPDATE "users" SET "role" = NULL WHERE "role" = \'check_in\'');
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"');
    await queryRunner.query(
      "ALTER TABLE \"users\" ADD CONSTRAINT \"CHK_users_role\" CHECK (\"role\" IN ('administrator', 'pastoral', 'content', 'communications', 'finance'))",
    );
  }
}
