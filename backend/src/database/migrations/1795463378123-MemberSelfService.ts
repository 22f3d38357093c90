import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' self-service, so members manage their own data: the pending changes of address
 * (`member_email_changes`), and a suppression list that can hold an erased member's address as a
 * keyed hash only. Every suppression row stays: each gets an `id` (the new key) and keeps its
 * address, which stays unique.
 */
export class MemberSelfService1795463378123 implements MigrationInterface {
  name = 'MemberSelfService1795463378123';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member_email_changes" ("id" SERIAL NOT NULL, "member_id" integer NOT NULL, "new_email" character varying(320) NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b4b6b4964a9cb13be3df7ae58fe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_member_email_changes_member" ON "member_email_changes" ("member_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_member_email_changes_token" ON "member_email_changes" ("token_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "member_email_changes" ADD CONSTRAINT "FK_8909551fa524826c4408895f807" FOREIGN KEY ("member_id") REFERENCES "community_members"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );

    // The address stops being the key (a hashed row has none) but stays unique, so `ON CONFLICT
    // (email)` keeps working; existing rows are numbered in the order they were added.
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" DROP CONSTRAINT "PK_3ed491e8d519ee5f72bf09fc69c"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD CONSTRAINT "UQ_3ed491e8d519ee5f72bf09fc69c" UNIQUE ("email")',
    );
    await queryRunner.query('ALTER TABLE "email_suppressions" ADD "id" SERIAL NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD CONSTRAINT "PK_7cbfac84982223bb8abd0d32845" PRIMARY KEY ("id")',
    );
    await queryRunner.query('ALTER TABLE "email_suppressions" ALTER COLUMN "email" DROP NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD "email_hash" character varying(64)',
    );
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD CONSTRAINT "UQ_ac3a261fd2ef9bdd8742932cc86" UNIQUE ("email_hash")',
    );
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD CONSTRAINT "CHK_email_suppressions_one_address" CHECK (num_nonnulls("email", "email_hash") = 1)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The earlier schema cannot hold an address by its hash: those rows are lost going back.
    await queryRunner.query('DELETE FROM "email_suppressions" WHERE "email" IS NULL');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" DROP CONSTRAINT "CHK_email_suppressions_one_address"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" DROP CONSTRAINT "UQ_ac3a261fd2ef9bdd8742932cc86"',
    );
    await queryRunner.query('ALTER TABLE "email_suppressions" DROP COLUMN "email_hash"');
    await queryRunner.query('ALTER TABLE "email_suppressions" ALTER COLUMN "email" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" DROP CONSTRAINT "PK_7cbfac84982223bb8abd0d32845"',
    );
    await queryRunner.query('ALTER TABLE "email_suppressions" DROP COLUMN "id"');
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" DROP CONSTRAINT "UQ_3ed491e8d519ee5f72bf09fc69c"',
    );
    await queryRunner.query(
      'ALTER TABLE "email_suppressions" ADD CONSTRAINT "PK_3ed491e8d519ee5f72bf09fc69c" PRIMARY KEY ("email")',
    );
    await queryRunner.query(
      'ALTER TABLE "member_email_changes" DROP CONSTRAINT "FK_8909551fa524826c4408895f807"',
    );
    await queryRunner.query('DROP INDEX "public"."UQ_member_email_changes_token"');
    await queryRunner.query('DROP INDEX "public"."UQ_member_email_changes_member"');
    await queryRunner.query('DROP TABLE "member_email_changes"');
  }
}
