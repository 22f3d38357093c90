import { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportSendConfirmation1796160000001 implements MigrationInterface {
  name = 'ImportSendConfirmation1796160000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The choice to mail the double opt-in to people imported without consent; existing imports: no.
    await queryRunner.query(
      'ALTER TABLE "imports" ADD "send_confirmation" boolean NOT NULL DEFAULT false',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "imports" DROP COLUMN "send_confirmation"');
  }
}
