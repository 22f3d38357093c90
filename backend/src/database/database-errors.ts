import { QueryFailedError } from 'typeorm';

function sqlState(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error.driverError as { code?: string } | undefined)?.code;
}

/** PostgreSQL refused a row that breaks a unique constraint (also when two requests race). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** PostgreSQL refused a row pointing at a row that no longer exists. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';
