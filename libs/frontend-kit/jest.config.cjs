// Unit tests of the frontends' logic (jest, no DOM): the API client and its error, validators, error
// mapping, carousel maths, drafts. `*.spec.ts` beside the code, in every frontend and in libs/; type
// checking is `npm run typecheck`'s (each package's tsconfig includes its specs), so ts-jest only
// transpiles.
const frontends = ['frontend-shell', 'frontend-public', 'frontend-community', 'frontend-admin'];

module.exports = {
  rootDir: '../..',
  roots: [
    '<rootDir>/libs/api-client/src',
    '<rootDir>/libs/frontend-kit/src',
    ...frontends.map((name) => `<rootDir>/${name}/src`),
  ],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/libs/frontend-kit/tsconfig.spec.json' }],
    // Lingui (and its message parser) ship ES modules only: transpiled to CommonJS like the sources.
    '^.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|@noble)/)'],
};
