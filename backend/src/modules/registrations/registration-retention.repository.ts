import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { RegistrationSettings } from './entities/registration-settings.entity';

/** The query of the registrations' retention. */
@Injectable()
export class RegistrationRetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Erases the registrations of events dated before `beforeDate` (YYYY-MM-DD; their outbox rows go
   * by the foreign key's cascade) and zeroes those events' seats taken; how many were erased.
   */
  eraseOfEventsBefore(beforeDate: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [rows, count] = (await manager.query(
        `DELETE FROM event_registrations r USING events e
          WHERE e.id = r.event_id AND e.date < $1
          RETURNING r.event_id AS "eventId"`,
        [beforeDate],
      )) as [{ eventId: number }[], number];
      const events = [...new Set(rows.map((row) => row.eventId))];
      if (events.length)
        await manager
          .getRepository(RegistrationSettings)
          .update({ eventId: In(events) }, { seatsTaken: 0 });
      return count;
    });
  }
}
