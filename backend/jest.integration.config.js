/**
 * Integration tests: the real AppModule through the production bootstrap, against real PostgreSQL
 * (DATABASE_URL, or an embedded server the suite starts) and the real queue (REDIS_URL or PostgreSQL).
 */
module.exports = {
  rootDir: 'test',
  testMatch: ['**/*.e2e-spec.ts'],
  testEnvironment: 'node',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }] },
};
