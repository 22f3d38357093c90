import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail of staff actions: `audit_events`, append-only in PostgreSQL itself. A trigger
 * refuses every UPDATE; another refuses a DELETE that would remove a row younger than the retention
 * period (`retainAuditEventsDays` of the site settings, 730 days when unset, never under 30).
 * TRUNCATE stays possible for the database owner: restoring a backup empties every table first.
 */
export class AuditTrail1795470000000 implements MigrationInterface {
  name = 'AuditTrail1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_events" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" integer, "actor_role" character varying(20), "actor_name" character varying(201), "actor_email" character varying(255), "action" character varying(100) NOT NULL, "target_type" character varying(50), "target_id" character varying(100), "summary" jsonb NOT NULL DEFAULT '{}', "client_address" character varying(64), "request_id" character varying(100), CONSTRAINT "PK_audit_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_events_at" ON "audit_events" ("at", "id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_events_actor" ON "audit_events" ("actor_id", "at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_events_action" ON "audit_events" ("action", "at") ',
    );
    await queryRunner.query(`
      CREATE FUNCTION "audit_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only: its rows cannot be changed'
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "audit_events_refuse_early_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keep_days integer;
      BEGIN
        SELECT CASE WHEN jsonb_typeof("values" -> 'retainAuditEventsDays') = 'number'
                    THEN ("values" ->> 'retainAuditEventsDays')::numeric::integer END
          INTO keep_days FROM "site_settings" WHERE "id" = 1;
        keep_days := GREATEST(COALESCE(keep_days, 730), 30);
        IF EXISTS (SELECT 1 FROM old_rows WHERE "at" > now() - make_interval(days => keep_days)) THEN
          RAISE EXCEPTION 'audit_events is append-only: only rows older than % days may be deleted', keep_days
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_update"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "audit_events_retention_only" AFTER DELETE ON "audit_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_early_delete"()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audit_events"');
    await queryRunner.query('DROP FUNCTION "audit_events_refuse_early_delete"()');
    await queryRunner.query('DROP FUNCTION "audit_events_refuse_update"()');
  }
}
