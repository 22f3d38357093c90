import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationStaffMessages1796160000000 implements MigrationInterface {
  name = 'RegistrationStaffMessages1796160000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The staff's message to an event's registrants goes through the registration outbox: two
    // nullable columns, so every existing row stays as it is.
    await queryRunner.query(
      'ALTER TABLE "event_registration_mail" ADD "subject" character varying(200)',
    );
    await queryRunner.query('ALTER TABLE "event_registration_mail" ADD "body" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "event_registration_mail" DROP COLUMN "body"');
    await queryRunner.query('ALTER TABLE "event_registration_mail" DROP COLUMN "subject"');
  }
}
