import { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberImports1796152552309 implements MigrationInterface {
  name = 'MemberImports1796152552309';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Imports of people from a file (docs/imports.md): new tables only, no existing row is touched.
    await queryRunner.query(
      'CREATE TABLE "imports" ("id" SERIAL NOT NULL, "target" character varying(20) NOT NULL DEFAULT \'members\', "file_name" character varying(255) NOT NULL, "file_bytes" integer NOT NULL, "format" character varying(10) NOT NULL, "encoding" character varying(30), "delimiter" character varying(5), "source" character varying(30), "headers" jsonb NOT NULL, "mapping" jsonb, "existing" character varying(10) NOT NULL DEFAULT \'skip\', "consent_confirmed" boolean NOT NULL DEFAULT false, "import_valid_rows" boolean NOT NULL DEFAULT false, "status" character varying(20) NOT NULL DEFAULT \'uploaded\', "total_rows" integer NOT NULL, "processed_rows" integer NOT NULL DEFAULT \'0\', "created_count" integer NOT NULL DEFAULT \'0\', "updated_count" integer NOT NULL DEFAULT \'0\', "skipped_count" integer NOT NULL DEFAULT \'0\', "error_count" integer NOT NULL DEFAULT \'0\', "failure" text, "created_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "undone_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ea10c62f5eb1d75e83d8b5225db" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_imports_created" ON "imports" ("created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "import_rows" ("id" SERIAL NOT NULL, "import_id" integer NOT NULL, "row_number" integer NOT NULL, "outcome" character varying(10) NOT NULL, "email" character varying(320), "member_id" integer, "message" text, "previous" jsonb, "applied" jsonb, CONSTRAINT "PK_45b442c5ced30d539ba20c3ec32" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_import_rows_import_row" ON "import_rows" ("import_id", "row_number") ',
    );
    await queryRunner.query(
      'CREATE TABLE "import_files" ("import_id" integer NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_88118b2837ddc1d5863d814e1dc" PRIMARY KEY ("import_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "import_rows" ADD CONSTRAINT "FK_c175270322bf4c2e99418c2aa9f" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "import_files" ADD CONSTRAINT "FK_88118b2837ddc1d5863d814e1dc" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "import_files" DROP CONSTRAINT "FK_88118b2837ddc1d5863d814e1dc"',
    );
    await queryRunner.query(
      'ALTER TABLE "import_rows" DROP CONSTRAINT "FK_c175270322bf4c2e99418c2aa9f"',
    );
    await queryRunner.query('DROP TABLE "import_files"');
    await queryRunner.query('DROP INDEX "public"."IDX_import_rows_import_row"');
    await queryRunner.query('DROP TABLE "import_rows"');
    await queryRunner.query('DROP INDEX "public"."IDX_imports_created"');
    await queryRunner.query('DROP TABLE "imports"');
  }
}
