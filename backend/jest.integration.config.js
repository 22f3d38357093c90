/**
 * Integration tests: the real AppModule through the production bootstrap, against real PostgreSQL
 * (DATABASE_URL, or an embedded server the suite starts) and the real queue (REDIS_URL or PostgreSQL).
 *
 * Every file has a database, queue prefix and data folder of its own (test/support), so files run side
 * by side on jest workers. The files named in SERIAL do not share the machine well: they start backend
 * processes (which compete for the cores with whatever runs beside them), measure how long answers take,
 * or change what every database on the server sees. `scripts/test.mjs` runs the others on two workers
 * (INTEGRATION_PASS=parallel), then these alone (INTEGRATION_PASS=serial). Unset, every file runs.
 */
const SERIAL = [
  'backup', // runs the built backup CLI and `npm start`'s process
  'community-sign-in', // compares answer times for members and strangers
  'data-encryption', // runs pg_dump and the key rotation CLI
  'email-crash', // kills a worker process mid-campaign
  'imports-crash', // kills a worker process mid-import
  'email-shutdown', // stops a worker process mid-send
  'embedded-postgres-password', // starts the backend on its own embedded PostgreSQL
  'embedded-worker', // starts API and worker processes
  'fuzz', // requires answers within a time
  'request-timeout', // measures the server's request timeout
  'scale', // two API processes and two workers
];

const pass = process.env.INTEGRATION_PASS;
if (pass !== undefined && pass !== 'parallel' && pass !== 'serial') {
  throw new Error(`INTEGRATION_PASS must be parallel or serial (got "${pass}")`);
}
const serialFiles = `/(${SERIAL.join('|')})\\.e2e-spec\\.ts$`;

module.exports = {
  rootDir: 'test',
  testMatch:
    pass === 'serial' ? SERIAL.map((name) => `**/${name}.e2e-spec.ts`) : ['**/*.e2e-spec.ts'],
  testPathIgnorePatterns:
    pass === 'parallel' ? ['/node_modules/', serialFiles] : ['/node_modules/'],
  testEnvironment: 'node',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }] },
};
