import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** The largest value of a PostgreSQL `integer` column (every entity's primary key). */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: a positive whole number in the range of the `integer` column. Anything else cannot name a
 * row, so it is a 404 with the resource's message (DESIGN §5: an unknown id 404), and no client input
 * reaches SQL as an out-of-range value (which would be a 500).
 *
 * `@Param('id', new ParseIdPipe('Event not found')) id: number`
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
