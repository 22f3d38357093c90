import { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentProof1796164400000 implements MigrationInterface {
  name = 'ConsentProof1796164400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Nullable columns only: every row stays, and opt-ins given before proofs were kept have none
    // (their data export says "unknown"). Adding a nullable column without a default is instant.
    await queryRunner.query(
      'ALTER TABLE "community_members" ADD "email_consent_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "community_members" ADD "email_consent_address" character varying(64)',
    );
    await queryRunner.query('ALTER TABLE "subscribers" ADD "consent_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "subscribers" ADD "consent_address" character varying(64)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "subscribers" DROP COLUMN "consent_address"');
    await queryRunner.query('ALTER TABLE "subscribers" DROP COLUMN "consent_at"');
    await queryRunner.query('ALTER TABLE "community_members" DROP COLUMN "email_consent_address"');
    await queryRunner.query('ALTER TABLE "community_members" DROP COLUMN "email_consent_at"');
  }
}
