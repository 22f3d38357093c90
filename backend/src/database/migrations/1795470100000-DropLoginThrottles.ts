import { MigrationInterface, QueryRunner } from 'typeorm';

export class DropLoginThrottles1795470100000 implements MigrationInterface {
  name = 'DropLoginThrottles1795470100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Staff sign-in is counted atomically in `rate_limits` (keys `login-account:*` and
    // `login-address:*`), so parallel wrong passwords cannot slip past the limit; the
    // check-then-record counters go. They only ever held short-lived counts.
    await queryRunner.query('DROP TABLE "login_throttles"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_throttles" ("key" character varying(300) NOT NULL, "failures" integer NOT NULL DEFAULT \'0\', "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_366650e3560115bd25315ca53d0" PRIMARY KEY ("key"))',
    );
  }
}
