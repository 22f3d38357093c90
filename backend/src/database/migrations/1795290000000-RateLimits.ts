import { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimits1795290000000 implements MigrationInterface {
  name = 'RateLimits1795290000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The table rate-limiter-flexible's PostgreSQL store expects (it is told the table exists, so it never
    // creates one itself): shared by every API process. `expire` is epoch milliseconds.
    await queryRunner.query(
      'CREATE TABLE "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)',
    );
    await queryRunner.query('CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
