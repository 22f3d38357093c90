import { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberSignIns1795463745437 implements MigrationInterface {
  name = 'MemberSignIns1795463745437';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Member sign-in by e-mailed link, so knowing an address is not enough to act as its member:
    // keyed hashes of each link's token and code, valid once until `expires_at`; rows go with their
    // member.
    await queryRunner.query(
      'CREATE TABLE "member_sign_ins" ("id" SERIAL NOT NULL, "member_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "code_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "wrong_codes" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_848d2ad79643b4ecd8e2c8ee03b" UNIQUE ("token_hash"), CONSTRAINT "PK_34c59841fb8909257a308d87a6e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_d7d543d5d7970f2be95d78e3de" ON "member_sign_ins" ("member_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "member_sign_ins" ADD CONSTRAINT "FK_d7d543d5d7970f2be95d78e3dee" FOREIGN KEY ("member_id") REFERENCES "community_members"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "member_sign_ins" DROP CONSTRAINT "FK_d7d543d5d7970f2be95d78e3dee"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_d7d543d5d7970f2be95d78e3de"');
    await queryRunner.query('DROP TABLE "member_sign_ins"');
  }
}
