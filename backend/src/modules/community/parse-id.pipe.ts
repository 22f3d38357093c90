import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const MAX_ID = 2147483647;

/**
 * A path id: a positive whole number in the range of the `integer` column. Anything else cannot name a
 * row, so it is a 404 with the resource's message (never a 500 from an out-of-range value).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
      throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
