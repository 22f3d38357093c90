import { Column } from 'typeorm';

/**
 * `email_key`: `lower(email)`, set by the trigger `email_key_of_row` at every insert and update
 * (migration AudienceEmailKeys), on the tables a campaign's audience reads (members, subscribers):
 * the audience compares addresses by it instead of lower-casing each at every count, a fifth of the
 * count's time at 50,000 members (docs/architecture.md, "The one allowed read"). Never written by
 * the app, never loaded with the entity.
 */
export const EmailKeyColumn = (): PropertyDecorator =>
  Column({
    name: 'email_key',
    type: 'varchar',
    length: 320,
    insert: false,
    update: false,
    select: false,
  });
