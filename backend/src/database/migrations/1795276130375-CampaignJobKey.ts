import { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignJobKey1795276130375 implements MigrationInterface {
  name = 'CampaignJobKey1795276130375';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Campaigns that exist now keep NULL: the jobs of one being sent during the upgrade keep their ids.
    await queryRunner.query('ALTER TABLE "email_campaigns" ADD "job_key" uuid');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "email_campaigns" DROP COLUMN "job_key"');
  }
}
