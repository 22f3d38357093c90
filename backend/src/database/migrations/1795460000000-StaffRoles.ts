import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles, so each account sees only what its work needs: a role on each staff account instead
 * of the isAdmin flag (every administrator becomes an Administrator; other accounts keep no role),
 * deactivation, last sign-in, and the one-time links of invitations and password resets (only a
 * hash of each token is stored).
 */
export class StaffRoles1795460000000 implements MigrationInterface {
  name = 'StaffRoles1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "role" character varying(20)');
    await queryRunner.query('ALTER TABLE "users" ADD "deactivated_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('UPDATE "users" SET "role" = \'administrator\' WHERE "is_admin"');
    await queryRunner.query(
      "ALTER TABLE \"users\" ADD CONSTRAINT \"CHK_users_role\" CHECK (\"role\" IN ('administrator', 'pastoral', 'content', 'communications'))",
    );
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "is_admin"');
    await queryRunner.query(
      'CREATE TABLE "account_tokens" ("id" SERIAL NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "email" character varying(255) NOT NULL, "role" character varying(20), "user_id" integer, "created_by" integer, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_account_tokens_token_hash" UNIQUE ("token_hash"), CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN (\'invitation\', \'password-reset\')), CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_account_tokens_email" ON "account_tokens" ("purpose", "email")',
    );
    await queryRunner.query(
      'ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_account_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_account_tokens_created_by" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "account_tokens"');
    await queryRunner.query('ALTER TABLE "users" ADD "is_admin" boolean NOT NULL DEFAULT false');
    // Any active staff account opened the whole dashboard before roles.
    await queryRunner.query(
      'UPDATE "users" SET "is_admin" = true WHERE "role" IS NOT NULL AND "deactivated_at" IS NULL',
    );
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "last_sign_in_at"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "deactivated_at"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "role"');
  }
}
