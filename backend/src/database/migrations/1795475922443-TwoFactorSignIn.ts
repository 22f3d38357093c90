import { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactorSignIn1795475922443 implements MigrationInterface {
  name = 'TwoFactorSignIn1795475922443';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Two-factor sign-in of staff, so a stolen password alone does not open an account: the
    // authenticator app's secret (encrypted) and last step used, the recovery codes' SHA-256
    // hashes, and passkeys; all go with their account.
    await queryRunner.query(
      'CREATE TABLE "staff_totp_factors" ("user_id" integer NOT NULL, "secret" text NOT NULL, "confirmed_at" TIMESTAMP WITH TIME ZONE, "last_used_step" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_staff_totp_factors" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "staff_recovery_codes" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_staff_recovery_codes_code" UNIQUE ("user_id", "code_hash"), CONSTRAINT "PK_staff_recovery_codes" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_staff_recovery_codes_user" ON "staff_recovery_codes" ("user_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "staff_passkeys" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "credential_id" character varying(1024) NOT NULL, "public_key" bytea NOT NULL, "counter" bigint NOT NULL DEFAULT \'0\', "transports" jsonb NOT NULL DEFAULT \'[]\', "name" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_staff_passkeys_credential" UNIQUE ("credential_id"), CONSTRAINT "PK_staff_passkeys" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_staff_passkeys_user" ON "staff_passkeys" ("user_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_totp_factors" ADD CONSTRAINT "FK_staff_totp_factors_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "FK_staff_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_passkeys" ADD CONSTRAINT "FK_staff_passkeys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "staff_passkeys" DROP CONSTRAINT "FK_staff_passkeys_user"',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_recovery_codes" DROP CONSTRAINT "FK_staff_recovery_codes_user"',
    );
    await queryRunner.query(
      'ALTER TABLE "staff_totp_factors" DROP CONSTRAINT "FK_staff_totp_factors_user"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_staff_passkeys_user"');
    await queryRunner.query('DROP TABLE "staff_passkeys"');
    await queryRunner.query('DROP INDEX "public"."IDX_staff_recovery_codes_user"');
    await queryRunner.query('DROP TABLE "staff_recovery_codes"');
    await queryRunner.query('DROP TABLE "staff_totp_factors"');
  }
}
