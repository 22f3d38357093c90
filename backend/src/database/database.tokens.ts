/** True when the process runs on the embedded PostgreSQL rather than a configured DATABASE_URL. */
export const EMBEDDED_DATABASE = Symbol('EMBEDDED_DATABASE');

/** The resolved connection string (configured, or the embedded server's). */
export const DATABASE_URL = Symbol('DATABASE_URL');

/** The connection string for LISTEN/NOTIFY: DATABASE_DIRECT_URL when set (past a pooler), else DATABASE_URL's. */
export const DATABASE_DIRECT_URL = Symbol('DATABASE_DIRECT_URL');
