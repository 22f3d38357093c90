// One flat config for the whole workspace: strict TypeScript everywhere, React hooks rules in the frontends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Architecture boundaries (docs/architecture.md, "Module boundaries and domain events"), checked on
 * every lint. The first matching element wins. Imports inside one element (one backend module, one
 * remote) are free.
 */
const ELEMENTS = [
  // Backend: each folder of modules/ is one feature module.
  { type: 'feature', pattern: 'backend/src/modules/*', capture: ['module'] },
  // The core: common/, config/, database/, queue/, health/, metrics/, maintenance/, backup/, encryption/, openapi/.
  { type: 'core', pattern: 'backend/src/*', capture: ['part'] },
  // The files at the root of backend/src (bootstrap.ts, app-options.ts, the entry points) are core too.
  { type: 'core', pattern: 'backend/src' },
  { type: 'backend-test', pattern: 'backend/test' },
  // Frontends: the shell loads remotes over Module Federation, never by import.
  { type: 'shell', pattern: 'frontend-shell' },
  { type: 'remote', pattern: 'frontend-*', capture: ['remote'] },
  { type: 'api-client', pattern: 'libs/api-client' },
  { type: 'frontend-kit', pattern: 'libs/frontend-kit' },
];

/**
 * What a feature module offers the others: its Nest module, its services, and the few declared files
 * of its public surface. Never its entities, repositories, controllers or DTOs.
 */
const FILES = [
  // The composition root: the only code that puts features and the core together.
  {
    category: 'composition-root',
    pattern: 'backend/src/{app.module,main,worker,openapi/generate}.ts',
  },
  { category: 'public', pattern: '**/*.{module,service}.ts' },
  {
    category: 'public',
    // Storage's port and the video URL rule; the content cache's snapshot type; the names and
    // addresses of thumbnail files (the YouTube sync stores what the videos module serves).
    pattern:
      'backend/src/modules/{storage/video-storage,storage/video-format,content-cache/content-snapshot,videos/thumbnail-files}.ts',
  },
  {
    category: 'public',
    // The scripture reference parser, the books and the topic lexicon of the search: the teaching
    // library finds, filters and checks passages and topics with the same rules.
    pattern: 'backend/src/modules/videos/{scripture-references,bible-books,topics}.ts',
  },
  {
    category: 'public',
    // The events' extension point and its registration contract, the times and calendar files of
    // events (registration belongs to events), and the member export's register of sections.
    pattern:
      'backend/src/modules/{events/event-extensions,events/event-registration.dto,events/event-time,events/event-calendar,community/member-data-sections}.ts',
  },
];

/**
 * Data access lives in one place per module: its `*.repository.ts` files (and the migrations and the
 * database core, backend/src/database/). Anywhere else, TypeORM's repositories, query builders, raw
 * SQL and the DataSource are refused (docs/architecture.md, "Where a query lives").
 */
const DATA_ACCESS_OUTSIDE_REPOSITORIES = [
  {
    selector: "TSTypeReference[typeName.name='Repository']",
    message: 'Query in a *.repository.ts.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(createQueryBuilder|query|getRepository|transaction)$/]',
    message: 'Query in a *.repository.ts.',
  },
  {
    selector:
      'ImportSpecifier[imported.name=/^(DataSource|EntityManager|InjectRepository|InjectDataSource|InjectEntityManager)$/]',
    message: 'Query in a *.repository.ts: inject the repository instead.',
  },
];
/**
 * Core files that hand a database connection to a library running its own SQL, or that work on the
 * whole database rather than on a module's tables: they stay outside repositories for good, each
 * with its reason (docs/architecture.md, "Where a query lives").
 */
const DATA_ACCESS_BY_INFRASTRUCTURE = [
  // connect-pg-simple keeps the sessions on the application's pool.
  'backend/src/common/http/session-store.service.ts',
  // Backups drive pg_dump/pg_restore, and a forced restore drops every schema first.
  'backend/src/backup/backup.ts',
  // The logical dump copies every table of the schema, whatever its module, from one snapshot.
  'backend/src/backup/logical-dump.ts',
];

/** Nest's HTTP exceptions belong to controllers and the HTTP edge; services throw domain errors. */
const HTTP_EXCEPTION_NAMES = [
  'HttpException',
  'BadRequestException',
  'UnauthorizedException',
  'ForbiddenException',
  'NotFoundException',
  'ConflictException',
  'GoneException',
  'PayloadTooLargeException',
  'UnsupportedMediaTypeException',
  'UnprocessableEntityException',
  'ServiceUnavailableException',
  'InternalServerErrorException',
  'RequestTimeoutException',
  'NotAcceptableException',
  'MethodNotAllowedException',
  'PreconditionFailedException',
  'ImATeapotException',
  'BadGatewayException',
  'GatewayTimeoutException',
  'HttpVersionNotSupportedException',
  'NotImplementedException',
  'MisdirectedException',
];

const is = (type) => ({ element: { type } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
const BOUNDARY_POLICIES = [
  { from: is('core'), allow: { to: is('core') } },
  {
    from: { element: { type: 'core' }, file: { categories: 'composition-root' } },
    allow: { to: anyOf('core', 'feature') },
  },
  { from: is('feature'), allow: { to: is('core') } },
  {
    from: is('feature'),
    allow: { to: { element: { type: 'feature' }, file: { categories: 'public' } } },
  },
  { from: is('backend-test'), allow: { to: anyOf('core', 'feature', 'backend-test') } },
  { from: anyOf('shell', 'remote'), allow: { to: anyOf('api-client', 'frontend-kit') } },
  { from: is('frontend-kit'), allow: { to: is('api-client') } },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '.nx/**',
      '**/coverage/**',
      'libs/api-client/src/generated/**',
      // Written by `lingui compile` (npm run i18n:check keeps them current).
      'libs/frontend-kit/src/i18n/locales/**',
      'frontend-admin/src/i18n/locales/**',
      'frontend-public/src/i18n/locales/**',
      'frontend-community/src/i18n/locales/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // CommonJS files (the admin's webpack loader) load what they need with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts', 'frontend-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: BOUNDARY_POLICIES }],
    },
  },
  {
    // Queries only in repositories, migrations and the database core.
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/database/**',
      'backend/src/**/*.spec.ts',
      ...DATA_ACCESS_BY_INFRASTRUCTURE,
    ],
    rules: { 'no-restricted-syntax': ['error', ...DATA_ACCESS_OUTSIDE_REPOSITORIES] },
  },
  {
    // No HttpException below a controller: services throw domain errors (common/errors).
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.{controller,guard,pipe,filter,interceptor,middleware,decorator}.ts',
      'backend/src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: HTTP_EXCEPTION_NAMES,
              message:
                'Throw a domain error (backend/src/common/errors) and let the filter map it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Frontends reach the backend only over HTTP, through @ministry/api-client.
    files: ['frontend-*/**/*.{ts,tsx}', 'libs/frontend-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ministry/backend', '**/backend/**'],
              message: 'Call the API through @ministry/api-client.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard's tab bars wrap (shared/WrappingTabs): antd's Tabs would hide tabs behind a
    // "more" button inside the tablist. The same rule again, with the admin's own path: a file's
    // rules replace, not add to, the earlier entry's.
    files: ['frontend-admin/src/**/*.{ts,tsx}'],
    ignores: ['frontend-admin/src/shared/WrappingTabs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Tabs'],
              message: 'Use WrappingTabs (frontend-admin/src/shared/WrappingTabs.tsx).',
            },
          ],
          patterns: [
            {
              group: ['@ministry/backend', '**/backend/**'],
              message: 'Call the API through @ministry/api-client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend-*/**/*.{ts,tsx}', 'libs/frontend-kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
