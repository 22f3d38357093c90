import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The calendar import (docs/architecture.md, "Events from a calendar"): an imported event keeps the
 * key of what it came from (the .ics UID, plus the occurrence's start for a recurring event), unique,
 * so importing the same file again updates it. Existing events keep NULL (typed in the dashboard).
 * `events` is a small table, not a busy one: the index is built in the migration's transaction.
 */
export class EventSourceKey1796240000000 implements MigrationInterface {
  name = 'EventSourceKey1796240000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" ADD "source_key" character varying(600)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_events_source_key" ON "events" ("source_key") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_events_source_key"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "source_key"');
  }
}
