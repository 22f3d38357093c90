/** Unit tests: rules with no I/O, next to the code they test. */
module.exports = {
  rootDir: 'src',
  testMatch: ['**/*.spec.ts'],
  testEnvironment: 'node',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.spec.json' }] },
};
