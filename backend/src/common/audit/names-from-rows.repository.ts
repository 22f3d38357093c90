import { In, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';
import type { AuditTargetNamer } from './audit-target-names';

/** A namer reading rows of one table by numeric id (`id` column), naming each with `name`. */
export function namesFromRows<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  name: (row: T) => string,
): AuditTargetNamer {
  return async (ids) => {
    // Target ids are stored as text; this table's ids are numbers.
    const wanted = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    if (!wanted.length) return new Map();
    const rows = await repository.findBy({ id: In(wanted) } as FindOptionsWhere<T>);
    return new Map(rows.map((row) => [String(row.id), name(row)]));
  };
}
