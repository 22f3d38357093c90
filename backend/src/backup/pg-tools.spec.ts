import { pickPgTools, PgTools, PgToolsError } from './pg-tools';

const tools = (...majors: number[]): PgTools[] =>
  majors.map((major) => ({
    dir: `/usr/lib/postgresql/${major}/bin`,
    major,
    version: `${major}.1`,
    pgDump: `/usr/lib/postgresql/${major}/bin/pg_dump`,
    pgRestore: `/usr/lib/postgresql/${major}/bin/pg_restore`,
  }));

describe('pickPgTools', () => {
  it('takes the oldest client of the server major or newer', () => {
    expect(pickPgTools(tools(18, 15, 16), 15).major).toBe(15);
    expect(pickPgTools(tools(18, 15, 16), 17).major).toBe(18);
    expect(pickPgTools(tools(18, 15), 18).major).toBe(18);
  });

  it('for a restore, also at least the version that wrote the archive', () => {
    expect(pickPgTools(tools(15, 16, 18), 15, 16).major).toBe(16);
  });

  it('names the version needed and PG_BIN_DIR when only older clients exist', () => {
    expect(() => pickPgTools(tools(15), 18)).toThrow(PgToolsError);
    expect(() => pickPgTools(tools(15), 18)).toThrow(
      /PostgreSQL 18 needs pg_dump and pg_restore 18 or newer; found: 15\.1 \(\/usr\/lib\/postgresql\/15\/bin\).*postgresql-client-18.*PG_BIN_DIR/,
    );
    expect(() => pickPgTools([], 15)).toThrow(/found: none/);
  });
});
