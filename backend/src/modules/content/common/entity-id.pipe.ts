import { BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * A path id: 400 when it is not a whole number, 404 (with the given message) when it cannot name a row
 * (zero, negative, or past the integer column's range), so no client input ever reaches SQL as a bad id.
 */
@Injectable()
export class EntityIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^-?\d+$/.test(value)) throw new BadRequestException('The id must be a whole number');
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
