import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSearchLexemes1795265828567 implements MigrationInterface {
  name = 'AddSearchLexemes1795265828567';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "search_lexemes" ("lexeme" character varying(256) COLLATE "C" NOT NULL, "ndoc_a" integer NOT NULL DEFAULT \'0\', "ndoc_ab" integer NOT NULL DEFAULT \'0\', "ndoc_abc" integer NOT NULL DEFAULT \'0\', "ndoc_all" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_312ec3e037adc241c637683f464" PRIMARY KEY ("lexeme"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "search_lexemes"');
  }
}
