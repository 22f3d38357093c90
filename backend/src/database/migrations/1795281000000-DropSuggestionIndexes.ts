import { MigrationInterface, QueryRunner } from 'typeorm';

export class DropSuggestionIndexes1795281000000 implements MigrationInterface {
  name = 'DropSuggestionIndexes1795281000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Suggestions are matched in each API process's memory (SuggestionIndex); the table is only read
    // whole and rewritten after each sync, so its prefix and trigram indexes cost writes for nothing.
    await queryRunner.query('DROP INDEX IF EXISTS "public"."IDX_search_suggestions_trgm"');
    await queryRunner.query('DROP INDEX IF EXISTS "public"."IDX_search_suggestions_prefix"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_search_suggestions_prefix" ON "search_suggestions" ("normalized") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_search_suggestions_trgm" ON "search_suggestions" USING gin ("normalized" gin_trgm_ops)',
    );
  }
}
