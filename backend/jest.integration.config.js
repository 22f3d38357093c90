/**
 * Integration tests: the real AppModule through the production bootstrap, against real PostgreSQL
 * (DATABASE_URL, or an embedded server the suite starts) and the real queue (REDIS_URL or PostgreSQL).
 *
 * Every file has a database, queue prefix and data folder of its own (test/support), so files run side
 * by side on jest workers. Two lists below do not share the machine well. PROCESSES start backend
 * processes or command-line tools, which compete for the cores with whatever runs beside them: they
 * run two at a time, by themselves (INTEGRATION_PASS=processes; in turn each mostly waits on a process
 * it started, one core about half busy when they ran one by one). ALONE measure how long answers
 * take: they run one at a time, last (INTEGRATION_PASS=serial). `scripts/test.mjs` runs the others on
 * several workers first (INTEGRATION_PASS=parallel). Unset, every file runs.
 */
const PROCESSES = [
  'backup', // runs the built backup CLI and `npm start`'s process
  'data-encryption', // runs pg_dump and the key rotation CLI
  'email-crash', // kills a worker process mid-campaign
  'imports-crash', // kills a worker process mid-import
  'email-shutdown', // stops a worker process mid-send
  'embedded-postgres-password', // starts the backend on its own embedded PostgreSQL
  'embedded-worker', // starts API and worker processes
  'scale', // two API processes and two workers
];
const ALONE = [
  'community-sign-in', // compares answer times for members and strangers
  'fuzz', // requires answers within a time
  'request-timeout', // measures the server's request timeout
];
const SERIAL = [...PROCESSES, ...ALONE];

const pass = process.env.INTEGRATION_PASS;
if (pass !== undefined && !['parallel', 'processes', 'serial'].includes(pass)) {
  throw new Error(`INTEGRATION_PASS must be parallel, processes or serial (got "${pass}")`);
}
const serialFiles = `/(${SERIAL.join('|')})\\.e2e-spec\\.ts$`;

module.exports = {
  rootDir: 'test',
  testMatch:
    pass === 'serial' || pass === 'processes'
      ? (pass === 'serial' ? ALONE : PROCESSES).map((name) => `**/${name}.e2e-spec.ts`)
      : ['**/*.e2e-spec.ts'],
  testPathIgnorePatterns:
    pass === 'parallel' ? ['/node_modules/', serialFiles] : ['/node_modules/'],
  testEnvironment: 'node',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }] },
};
